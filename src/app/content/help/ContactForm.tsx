import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { HELP_TOPICS } from '../../../shared/catalog/helpTopics';
import { useApi } from '../../apiContext';
import { FilterSelect } from '../../catalog';
import { fieldErrorsOf, formMessageOf } from '../../common/formErrors';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { TextInput } from '../../ui/TextInput';
import { useFocusOnMount } from '../../ui/useFocusOnMount';
import { formText } from '../requests/formValues';
import { MessageField } from '../requests/MessageField';
import styles from '../requests/RequestForms.module.css';
import { supportSettingsQuery, useSendHelpMessage } from './helpQueries';

type Topic = (typeof HELP_TOPICS)[number];

function Sent({ reference, replyWithin }: { reference: string; replyWithin: string }) {
  const ref = useFocusOnMount<HTMLParagraphElement>();
  return (
    <p className={styles.done} role="status" ref={ref} tabIndex={-1}>
      Thank you, your message is with our support team (reference {reference}). We answer by mail
      within {replyWithin}.
    </p>
  );
}

/** Write to customer care: the message reaches the shop's mailbox and the customer gets a receipt. */
export function ContactForm() {
  const api = useApi();
  const settings = useQuery(supportSettingsQuery(api.call)).data?.settings;
  const send = useSendHelpMessage();
  const [topic, setTopic] = useState<Topic>('ordering');
  if (send.data) {
    return (
      <Sent
        reference={send.data.reference}
        replyWithin={settings?.replyWithin ?? 'one business day'}
      />
    );
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formText(event.currentTarget);
    send.mutate({
      name: values.name ?? '',
      email: values.email ?? '',
      topic,
      message: values.message ?? '',
    });
  };
  const topics = (settings?.topics ?? HELP_TOPICS.map((key) => ({ key, label: key }))).map((t) => ({
    id: t.key,
    label: t.label,
  }));
  const message = formMessageOf(send.error);
  return (
    <Form
      className={styles.form}
      onSubmit={onSubmit}
      validationErrors={fieldErrorsOf(send.error)}
      aria-label="Write to customer care"
    >
      {message ? <Alert>{message}</Alert> : null}
      <div className={styles.row}>
        <TextInput name="name" label="Your name" autoComplete="name" isRequired maxLength={200} />
        <TextInput name="email" type="email" label="Email" autoComplete="email" isRequired />
      </div>
      <FilterSelect
        label="Topic"
        options={topics}
        value={topic}
        onChange={(v) => setTopic(v as Topic)}
      />
      <MessageField
        name="message"
        label="How can we help?"
        isRequired
        minLength={10}
        maxLength={5000}
      />
      <Button type="submit" isPending={send.isPending} pendingLabel="Sending your message">
        Send message
      </Button>
      {settings ? <p className={styles.intro}>We answer {settings.hours}.</p> : null}
    </Form>
  );
}
