import { type FormEvent, useState } from 'react';
import { PRODUCT_TYPES } from '../../../shared/catalog/productTypes';
import { formPosts } from '../../../shared/forms/formPosts';
import { fieldErrorsOf, formMessageOf } from '../../common/formErrors';
import { PostForm } from '../../common/PostForm';
import { formFieldsOf, usePostedForm } from '../../common/postedForm';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { FilterSelect } from '../../ui/FilterSelect';
import { TextInput } from '../../ui/TextInput';
import { useFocusOnMount } from '../../ui/useFocusOnMount';
import { MessageField } from './MessageField';
import styles from './RequestForms.module.css';
import { useVolumeInquiry } from './useRequestForms';

const PRODUCTS = [
  { id: 'none', label: 'Not sure yet' },
  ...PRODUCT_TYPES.filter((t) => t.lineUri !== null && t.id !== 50).map((t) => ({
    id: String(t.id),
    label: t.name,
  })),
];

function Sent() {
  const ref = useFocusOnMount<HTMLParagraphElement>();
  return (
    <p className={styles.done} role="status" ref={ref} tabIndex={-1}>
      Thank you! We have your request and will send a quote within one business day. Look for our
      mail in your inbox.
    </p>
  );
}

/** Volume pricing for schools, teams and businesses: the shop answers with a quote by mail. */
export function VolumeInquiryForm() {
  const inquiry = useVolumeInquiry();
  const posted = usePostedForm('volumeInquiry');
  const [product, setProduct] = useState(posted?.values.product ?? 'none');
  if (inquiry.isSuccess || posted?.done) return <Sent />;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    inquiry.mutate(formPosts.volumeInquiry.payload(formFieldsOf(event.currentTarget)));
  };
  const error = inquiry.isIdle ? posted?.error : inquiry.error;
  const value = (name: string) => posted?.values[name];
  const message = formMessageOf(error);
  return (
    <PostForm
      form="volumeInquiry"
      className={styles.form}
      onSubmit={onSubmit}
      validationErrors={fieldErrorsOf(error)}
      aria-label="Ask for volume pricing"
    >
      {message ? <Alert>{message}</Alert> : null}
      <div className={styles.row}>
        <TextInput
          name="name"
          label="Your name"
          autoComplete="name"
          isRequired
          maxLength={200}
          defaultValue={value('name')}
        />
        <TextInput
          name="email"
          type="email"
          label="Email"
          autoComplete="email"
          isRequired
          defaultValue={value('email')}
        />
      </div>
      <div className={styles.row}>
        <TextInput
          name="organization"
          label="School, team or company"
          maxLength={200}
          defaultValue={value('organization')}
        />
        <TextInput
          name="phone"
          type="tel"
          label="Phone (optional)"
          autoComplete="tel"
          maxLength={40}
          defaultValue={value('phone')}
        />
      </div>
      <div className={styles.row}>
        {/* The picker is the script's; the post carries its choice ("Not sure yet" before it). */}
        <input type="hidden" name="product" value={product} />
        <FilterSelect label="Product" options={PRODUCTS} value={product} onChange={setProduct} />
        <TextInput
          name="quantity"
          type="number"
          label="How many copies"
          isRequired
          inputMode="numeric"
          defaultValue={value('quantity')}
        />
      </div>
      <MessageField
        name="message"
        label="Anything we should know (optional)"
        maxLength={5000}
        defaultValue={value('message')}
      />
      <Button type="submit" isPending={inquiry.isPending} pendingLabel="Sending your request">
        Ask for a quote
      </Button>
    </PostForm>
  );
}
