import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { FieldError, Label, Radio, RadioGroup, TextArea, TextField } from 'react-aria-components';
import type { ActionInput } from '../../shared/api/actionTable';
import { formPosts } from '../../shared/forms/formPosts';
import { useApi } from '../apiContext';
import { fieldErrorsOf, formMessageOf } from '../common/formErrors';
import { PostForm } from '../common/PostForm';
import { formFieldsOf, usePostedForm } from '../common/postedForm';
import { useSession } from '../state/session/useSession';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { TextInput } from '../ui/TextInput';
import field from '../ui/TextInput.module.css';
import styles from './ContactForm.module.css';

type Topic = ActionInput<'contact_messages'>['topic'];

const topics: { value: Topic; label: string }[] = [
  { value: 'order', label: 'An order' },
  { value: 'product', label: 'Products and designs' },
  { value: 'business', label: 'Business and volume' },
  { value: 'press', label: 'Press' },
  { value: 'other', label: 'Something else' },
];

/** The contact page's form: the message is mailed to customer care (contact_messages). */
export function ContactForm() {
  const api = useApi();
  const user = useSession().data?.user;
  const posted = usePostedForm('contact');
  const postedTopic = topics.find((item) => item.value === posted?.values.topic)?.value;
  const [topic, setTopic] = useState<Topic>(postedTopic ?? 'order');
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>(() =>
    fieldErrorsOf(posted?.error),
  );
  const send = useMutation({
    mutationFn: (input: ActionInput<'contact_messages'>) => api.call('contact_messages', input),
    onError: (error) => setServerErrors(fieldErrorsOf(error)),
  });

  // Sent by the script, or posted before it ran and gone through (the server's redirect).
  const sentTo = send.isSuccess ? send.variables.email : posted?.done ? posted.values.email : null;
  if (sentTo !== null) {
    return (
      <div className={styles.sent} role="status">
        <h2>Thank you — your message is on its way</h2>
        <p>
          We answer within one business day, to {sentTo}. Keep an eye on your inbox (and the spam
          folder, just in case).
        </p>
      </div>
    );
  }
  const error = send.isIdle ? posted?.error : send.error;
  const value = (name: string, fallback: string) => posted?.values[name] ?? fallback;

  return (
    <PostForm
      form="contact"
      className={styles.form}
      aria-labelledby="contact-form-title"
      validationErrors={serverErrors}
      onSubmit={(event) => {
        event.preventDefault();
        setServerErrors({});
        send.mutate(formPosts.contact.payload(formFieldsOf(event.currentTarget)));
      }}
    >
      <h2 id="contact-form-title">Write to us</h2>
      <div className={styles.row}>
        <TextInput
          label="Your name"
          name="name"
          isRequired
          autoComplete="name"
          defaultValue={value('name', user?.firstName ?? '')}
        />
        <TextInput
          label="Email"
          name="email"
          type="email"
          isRequired
          autoComplete="email"
          defaultValue={value('email', user?.email ?? '')}
        />
      </div>
      <RadioGroup
        className={styles.topics}
        name="topic"
        value={topic}
        onChange={(chosen) => setTopic(chosen as Topic)}
        orientation="horizontal"
      >
        <Label className={field.label}>What is it about?</Label>
        <div className={styles.topicList}>
          {topics.map((item) => (
            <Radio key={item.value} value={item.value} className={styles.topic}>
              {item.label}
            </Radio>
          ))}
        </div>
      </RadioGroup>
      {topic === 'order' ? (
        <TextInput
          label="Order number (optional)"
          name="orderNumber"
          defaultValue={value('orderNumber', '')}
        />
      ) : null}
      <TextField
        name="message"
        isRequired
        minLength={10}
        defaultValue={value('message', '')}
        className={field.field}
      >
        <Label className={field.label}>Message</Label>
        <TextArea className={`${field.input} ${styles.message}`} rows={6} />
        <FieldError className={field.error} />
      </TextField>
      {error ? <Alert inline>{formMessageOf(error)}</Alert> : null}
      <Button type="submit" size="large" isPending={send.isPending} pendingLabel="Sending">
        Send message
      </Button>
    </PostForm>
  );
}
