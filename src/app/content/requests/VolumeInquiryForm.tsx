import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { PRODUCT_TYPES } from '../../../shared/catalog/productTypes';
import { FilterSelect } from '../../catalog';
import { fieldErrorsOf, formMessageOf } from '../../common/formErrors';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { TextInput } from '../../ui/TextInput';
import { useFocusOnMount } from '../../ui/useFocusOnMount';
import { formText } from './formValues';
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
  const [product, setProduct] = useState('none');
  if (inquiry.isSuccess) return <Sent />;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formText(event.currentTarget);
    inquiry.mutate({
      name: values.name ?? '',
      email: values.email ?? '',
      phone: values.phone,
      organization: values.organization,
      quantity: Number(values.quantity ?? 0),
      message: values.message,
      ...(product === 'none' ? {} : { productTypeId: Number(product) }),
    });
  };
  const message = formMessageOf(inquiry.error);
  return (
    <Form
      className={styles.form}
      onSubmit={onSubmit}
      validationErrors={fieldErrorsOf(inquiry.error)}
      aria-label="Ask for volume pricing"
    >
      {message ? <Alert>{message}</Alert> : null}
      <div className={styles.row}>
        <TextInput name="name" label="Your name" autoComplete="name" isRequired maxLength={200} />
        <TextInput name="email" type="email" label="Email" autoComplete="email" isRequired />
      </div>
      <div className={styles.row}>
        <TextInput name="organization" label="School, team or company" maxLength={200} />
        <TextInput
          name="phone"
          type="tel"
          label="Phone (optional)"
          autoComplete="tel"
          maxLength={40}
        />
      </div>
      <div className={styles.row}>
        <FilterSelect label="Product" options={PRODUCTS} value={product} onChange={setProduct} />
        <TextInput
          name="quantity"
          type="number"
          label="How many copies"
          isRequired
          inputMode="numeric"
        />
      </div>
      <MessageField name="message" label="Anything we should know (optional)" maxLength={5000} />
      <Button type="submit" isPending={inquiry.isPending} pendingLabel="Sending your request">
        Ask for a quote
      </Button>
    </Form>
  );
}
