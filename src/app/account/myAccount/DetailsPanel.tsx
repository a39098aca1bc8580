import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { ActionOutput } from '../../../shared/api/actionTable';
import { detailsChanges } from '../../../shared/forms/accountDetailsChanges';
import { useApi } from '../../apiContext';
import { fieldErrorsOf, formMessageOf } from '../../common/formErrors';
import { PostForm } from '../../common/PostForm';
import { usePostedForm } from '../../common/postedForm';
import { QUEUED_MESSAGE } from '../../offline/OutboxContext';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { TextInput } from '../../ui/TextInput';
import { accountDetailsQuery } from './accountQueries';
import { MarketingCheckbox } from './MarketingCheckbox';
import styles from './MyAccount.module.css';
import { QueryState } from './QueryState';
import { useUpdateDetails } from './useUpdateDetails';

type AccountDetails = ActionOutput<'my/account/details'>;

export function DetailsPanel() {
  const api = useApi();
  const details = useQuery(accountDetailsQuery(api.call));
  return (
    <section aria-labelledby="details-title">
      <h2 id="details-title" className={styles.panelTitle}>
        Account details
      </h2>
      <QueryState query={details} loading="Loading your details…">
        {(data) => <DetailsForm details={data} />}
      </QueryState>
    </section>
  );
}

// The form's rule lives beside the server's form post, which sends the same input (issue 36).
export { detailsChanges };

function DetailsForm({ details }: { details: AccountDetails }) {
  const update = useUpdateDetails();
  // A post sent before the script ran comes back with what was typed (passwords aside).
  const posted = usePostedForm('accountDetails');
  const typed = posted?.error ? posted.values : undefined;
  const [firstName, setFirstName] = useState(typed?.firstName ?? details.firstName ?? '');
  const [lastName, setLastName] = useState(typed?.lastName ?? details.lastName ?? '');
  const [email, setEmail] = useState(typed?.email ?? details.email);
  const [acceptsMarketing, setAcceptsMarketing] = useState(
    typed ? typed.acceptsMarketing === 'on' : details.acceptsMarketing,
  );
  const [newPassword, setNewPassword] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [saved, setSaved] = useState<string | null>(
    posted?.done ? 'Your details are saved.' : null,
  );

  const form = { firstName, lastName, email, acceptsMarketing, newPassword, currentPassword };
  const { input, needsPassword } = detailsChanges(details, form);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(null);
    update.mutate(input, {
      onSuccess: (written) => {
        if (written.queued) {
          setSaved(QUEUED_MESSAGE);
          return;
        }
        setEmail(written.result.email);
        setNewPassword('');
        setCurrentPassword('');
        const { pendingEmail } = written.result;
        setSaved(
          [
            input.newPassword
              ? 'Your details are saved. Your password changed, and other devices were signed out.'
              : 'Your details are saved.',
            pendingEmail
              ? `To use ${pendingEmail}, open the link we just sent there: until then your email address stays ${written.result.email}.`
              : '',
          ]
            .filter(Boolean)
            .join(' '),
        );
      },
    });
  }

  const error = update.isIdle ? posted?.error : update.error;
  const message = formMessageOf(error);
  return (
    <PostForm
      form="accountDetails"
      className={styles.form}
      onSubmit={onSubmit}
      validationErrors={fieldErrorsOf(error)}
      aria-labelledby="details-title"
    >
      {message ? <Alert>{message}</Alert> : null}
      {/* What the post compares the email with, as the script compares it with the saved one. */}
      <input type="hidden" name="savedEmail" value={details.email} />
      <div className={styles.twoColumns}>
        <TextInput
          name="firstName"
          label="First name"
          autoComplete="given-name"
          isRequired
          maxLength={80}
          value={firstName}
          onChange={setFirstName}
        />
        <TextInput
          name="lastName"
          label="Last name"
          autoComplete="family-name"
          maxLength={80}
          value={lastName}
          onChange={setLastName}
        />
      </div>
      <TextInput
        name="email"
        type="email"
        label="Email"
        autoComplete="email"
        isRequired
        value={email}
        onChange={setEmail}
      />
      <MarketingCheckbox isSelected={acceptsMarketing} onChange={setAcceptsMarketing} />
      <TextInput
        name="newPassword"
        type="password"
        label="New password"
        description="Leave empty to keep your password. At least 8 characters."
        autoComplete="new-password"
        minLength={8}
        maxLength={128}
        value={newPassword}
        onChange={setNewPassword}
      />
      {needsPassword ? (
        <TextInput
          name="currentPassword"
          type="password"
          label="Current password"
          description="To change your email or password, confirm it is you."
          autoComplete="current-password"
          isRequired
          value={currentPassword}
          onChange={setCurrentPassword}
        />
      ) : null}
      <Alert tone="success" inline>
        {saved}
      </Alert>
      <div>
        <Button type="submit" isPending={update.isPending} pendingLabel="Saving">
          Save details
        </Button>
      </div>
    </PostForm>
  );
}
