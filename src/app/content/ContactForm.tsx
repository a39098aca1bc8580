import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import {
  FieldError,
  Form,
  Label,
  Radio,
  RadioGroup,
  TextArea,
  TextField,
} from 'react-aria-components';
import type { ActionInput } from '../../shared/api/actionTable';
import { useApi } from '../apiContext';
import { fieldErrorsOf, formMessageOf } from '../common/formErrors';
import { useSession } from '../common/session/useSession';
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
  const [topic, setTopic] = useState<Topic>('order');
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const send = useMutation({
    mutationFn: (input: ActionInput<'contact_messages'>) => api.call('contact_messages', input),
    onError: (error) => setServerErrors(fieldErrorsOf(error)),
  });

  if (send.isSuccess) {
    return (
      <div className={styles.sent} role="status">
        <h2>Thank you — your message is on its way</h2>
        <p>
          We answer within one business day, to {send.variables.email}. Keep an eye on your inbox
          (and the spam folder, just in case).
        </p>
      </div>
    );
  }

  return (
    <Form
      className={styles.form}
      aria-labelledby="contact-form-title"
      validationErrors={serverErrors}
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        const text = (name: string) => String(data.get(name) ?? '').trim();
        setServerErrors({});
        send.mutate({
          name: text('name'),
          email: text('email'),
          topic,
          message: text('message'),
          ...(text('orderNumber') ? { orderNumber: text('orderNumber') } : {}),
        });
      }}
    >
      <h2 id="contact-form-title">Write to us</h2>
      <div className={styles.row}>
        <TextInput
          label="Your name"
          name="name"
          isRequired
          autoComplete="name"
          defaultValue={user ? user.firstName : ''}
        />
        <TextInput
          label="Email"
          name="email"
          type="email"
          isRequired
          autoComplete="email"
          defaultValue={user?.email ?? ''}
        />
      </div>
      <RadioGroup
        className={styles.topics}
        value={topic}
        onChange={(value) => setTopic(value as Topic)}
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
      {topic === 'order' ? <TextInput label="Order number (optional)" name="orderNumber" /> : null}
      <TextField name="message" isRequired minLength={10} className={field.field}>
        <Label className={field.label}>Message</Label>
        <TextArea className={`${field.input} ${styles.message}`} rows={6} />
        <FieldError className={field.error} />
      </TextField>
      {send.isError ? <Alert inline>{formMessageOf(send.error)}</Alert> : null}
      <Button type="submit" size="large" isPending={send.isPending} pendingLabel="Sending">
        Send message
      </Button>
    </Form>
  );
}
