import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useApi } from '../../apiContext';
import { fieldErrorsOf, formMessageOf } from '../../common/formErrors';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { TextInput } from '../../ui/TextInput';
import styles from './UploadLinkDialogs.module.css';

/**
 * Mails an upload link (my/friends/send_link_to_email): the phone link to the owner, or the
 * friends link to a friend. The server signs the link; the page only names the address.
 */
export function EmailLinkForm({
  link,
  label,
  defaultEmail = '',
  submitLabel,
  sentText,
}: {
  link: 'mobile' | 'friends';
  label: string;
  defaultEmail?: string;
  submitLabel: string;
  sentText: (email: string) => string;
}) {
  const api = useApi();
  const [email, setEmail] = useState(defaultEmail);
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const send = useMutation({
    mutationFn: (to: string) => api.call('my/friends/send_link_to_email', { email: to, link }),
    onError: (error) => setServerErrors(fieldErrorsOf(error)),
  });
  return (
    <Form
      className={styles.emailForm}
      validationErrors={serverErrors}
      onSubmit={(event) => {
        event.preventDefault();
        send.mutate(email.trim());
      }}
    >
      <TextInput
        label={label}
        name="email"
        type="email"
        value={email}
        onChange={(value) => {
          setEmail(value);
          setServerErrors({});
          send.reset();
        }}
        isRequired
        autoComplete={link === 'mobile' ? 'email' : 'off'}
      />
      <Button type="submit" variant="secondary" isPending={send.isPending} pendingLabel="Sending">
        {submitLabel}
      </Button>
      <p role="status" className={styles.sent}>
        {send.isSuccess ? sentText(send.variables) : ''}
      </p>
      {send.isError ? <Alert inline>{formMessageOf(send.error)}</Alert> : null}
    </Form>
  );
}
