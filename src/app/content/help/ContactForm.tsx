import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { HELP_TOPICS } from '../../../shared/catalog/helpTopics';
import { formPosts } from '../../../shared/forms/formPosts';
import { useApi } from '../../apiContext';
import { fieldErrorsOf, formMessageOf } from '../../common/formErrors';
import { PostForm } from '../../common/PostForm';
import { formFieldsOf, usePostedForm } from '../../common/postedForm';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { FilterSelect } from '../../ui/FilterSelect';
import { TextInput } from '../../ui/TextInput';
import { useFocusOnMount } from '../../ui/useFocusOnMount';
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
  const posted = usePostedForm('helpMessage');
  const [topic, setTopic] = useState<Topic>(
    HELP_TOPICS.find((key) => key === posted?.values.topic) ?? 'ordering',
  );
  // Sent by the script, or posted before it ran and gone through (the server's redirect).
  const reference = send.data?.reference ?? (posted?.done ? posted.values.reference : undefined);
  if (reference !== undefined) {
    return <Sent reference={reference} replyWithin={settings?.replyWithin ?? 'one business day'} />;
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send.mutate(formPosts.helpMessage.payload(formFieldsOf(event.currentTarget)));
  };
  const error = send.isIdle ? posted?.error : send.error;
  const topics = (settings?.topics ?? HELP_TOPICS.map((key) => ({ key, label: key }))).map((t) => ({
    id: t.key,
    label: t.label,
  }));
  const message = formMessageOf(error);
  return (
    <PostForm
      form="helpMessage"
      className={styles.form}
      onSubmit={onSubmit}
      validationErrors={fieldErrorsOf(error)}
      aria-label="Write to customer care"
    >
      {message ? <Alert>{message}</Alert> : null}
      <div className={styles.row}>
        <TextInput
          name="name"
          label="Your name"
          autoComplete="name"
          isRequired
          maxLength={200}
          defaultValue={posted?.values.name}
        />
        <TextInput
          name="email"
          type="email"
          label="Email"
          autoComplete="email"
          isRequired
          defaultValue={posted?.values.email}
        />
      </div>
      {/* The picker is the script's; the post carries its choice (the first topic before it). */}
      <input type="hidden" name="topic" value={topic} />
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
        defaultValue={posted?.values.message}
      />
      <Button type="submit" isPending={send.isPending} pendingLabel="Sending your message">
        Send message
      </Button>
      {settings ? <p className={styles.intro}>We answer {settings.hours}.</p> : null}
    </PostForm>
  );
}
