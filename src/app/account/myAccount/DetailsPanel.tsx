import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import type { ActionOutput } from '../../../shared/api/actionTable';
import { useApi } from '../../apiContext';
import { fieldErrorsOf, formMessageOf } from '../../common/formErrors';
import { QUEUED_MESSAGE } from '../../offline/OutboxContext';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { TextInput } from '../../ui/TextInput';
import { accountDetailsQuery } from './accountQueries';
import { MarketingCheckbox } from './MarketingCheckbox';
import styles from './MyAccount.module.css';
import { QueryState } from './QueryState';
import { type UpdateDetailsInput, useUpdateDetails } from './useUpdateDetails';

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

/** What the form sends: only what changed, and the current password when the change needs it. */
export function detailsChanges(
  saved: AccountDetails,
  form: {
    firstName: string;
    lastName: string;
    email: string;
    acceptsMarketing: boolean;
    newPassword: string;
    currentPassword: string;
  },
): { input: UpdateDetailsInput; needsPassword: boolean } {
  const email = form.email.trim();
  const emailChanged = email.toLowerCase() !== saved.email.toLowerCase();
  const needsPassword = emailChanged || form.newPassword.length > 0;
  const input: UpdateDetailsInput = {
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    acceptsMarketing: form.acceptsMarketing,
    ...(email !== saved.email ? { email } : {}),
    ...(form.newPassword ? { newPassword: form.newPassword } : {}),
    // Absent rather than empty, so the server answers with its 'enter your current password' message.
    ...(needsPassword && form.currentPassword ? { currentPassword: form.currentPassword } : {}),
  };
  return { input, needsPassword };
}

function DetailsForm({ details }: { details: AccountDetails }) {
  const update = useUpdateDetails();
  const [firstName, setFirstName] = useState(details.firstName ?? '');
  const [lastName, setLastName] = useState(details.lastName ?? '');
  const [email, setEmail] = useState(details.email);
  const [acceptsMarketing, setAcceptsMarketing] = useState(details.acceptsMarketing);
  const [newPassword, setNewPassword] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [saved, setSaved] = useState<string | null>(null);

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
        setSaved(
          input.newPassword
            ? 'Your details are saved. Your password changed, and other devices were signed out.'
            : 'Your details are saved.',
        );
      },
    });
  }

  const message = formMessageOf(update.error);
  return (
    <Form
      className={styles.form}
      onSubmit={onSubmit}
      validationErrors={fieldErrorsOf(update.error)}
      aria-labelledby="details-title"
    >
      {message ? <Alert>{message}</Alert> : null}
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
    </Form>
  );
}
