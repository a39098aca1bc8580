import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Label, RadioGroup } from 'react-aria-components';
import type { emailFrequency } from '../../../shared/api/actions/sessions';
import type { ActionOutput } from '../../../shared/api/actionTable';
import { formPosts } from '../../../shared/forms/formPosts';
import { useApi } from '../../apiContext';
import { formMessageOf } from '../../common/formErrors';
import { PostForm } from '../../common/PostForm';
import { formFieldsOf, usePostedForm } from '../../common/postedForm';
import { QUEUED_MESSAGE } from '../../offline/OutboxContext';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { ChoiceRadio } from '../../ui/ChoiceRadio';
import { emailPreferencesQuery } from './accountQueries';
import { MarketingCheckbox } from './MarketingCheckbox';
import styles from './MyAccount.module.css';
import { QueryState } from './QueryState';
import { useUpdateDetails } from './useUpdateDetails';

type Frequency = (typeof emailFrequency.options)[number];

/** The frequencies of spec §3, in the order a reader weighs them. */
const frequencyOptions: { id: Frequency; label: string; description: string }[] = [
  { id: 'daily', label: 'Daily', description: 'Every offer and idea as it comes.' },
  { id: 'weekly', label: 'Weekly', description: 'One round-up a week.' },
  { id: 'monthly', label: 'Monthly', description: 'One round-up a month.' },
  {
    id: 'announcements',
    label: 'Announcements only',
    description: 'Only big news, such as new products.',
  },
  { id: 'never', label: 'Never', description: 'No newsletters. Order emails still arrive.' },
];

export function EmailPreferencesPanel() {
  const api = useApi();
  const preferences = useQuery(emailPreferencesQuery(api.call));
  return (
    <section aria-labelledby="email-preferences-title">
      <h2 id="email-preferences-title" className={styles.panelTitle}>
        Email preferences
      </h2>
      <QueryState query={preferences} loading="Loading your preferences…">
        {(data) => <PreferencesForm saved={data} />}
      </QueryState>
    </section>
  );
}

function PreferencesForm({ saved }: { saved: ActionOutput<'my/account/email_preferences'> }) {
  const update = useUpdateDetails();
  const posted = usePostedForm('emailPreferences');
  const [frequency, setFrequency] = useState<Frequency>(saved.emailFrequency);
  const [acceptsMarketing, setAcceptsMarketing] = useState(saved.acceptsMarketing);
  // A post sent before the script ran and gone through says so, as the script would.
  const [status, setStatus] = useState<string | null>(
    posted?.done ? 'Your email preferences are saved.' : null,
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus(null);
    update.mutate(formPosts.emailPreferences.payload(formFieldsOf(event.currentTarget)), {
      onSuccess: (written) =>
        setStatus(written.queued ? QUEUED_MESSAGE : 'Your email preferences are saved.'),
    });
  }

  const message = formMessageOf(update.isIdle ? posted?.error : update.error);
  return (
    <PostForm
      form="emailPreferences"
      className={styles.form}
      onSubmit={onSubmit}
      aria-labelledby="email-preferences-title"
    >
      {message ? <Alert>{message}</Alert> : null}
      <RadioGroup
        name="emailFrequency"
        value={frequency}
        onChange={(value) => setFrequency(value as Frequency)}
        className={styles.radioGroup}
      >
        <Label className={styles.groupLabel}>How often should we email you?</Label>
        {frequencyOptions.map((option) => (
          <ChoiceRadio key={option.id} value={option.id}>
            <span className={styles.radioLabel}>{option.label}</span>
            <span className={styles.radioDescription}>{option.description}</span>
          </ChoiceRadio>
        ))}
      </RadioGroup>
      <MarketingCheckbox isSelected={acceptsMarketing} onChange={setAcceptsMarketing} />
      <Alert tone="success" inline>
        {status}
      </Alert>
      <div>
        <Button type="submit" isPending={update.isPending} pendingLabel="Saving">
          Save preferences
        </Button>
      </div>
    </PostForm>
  );
}
