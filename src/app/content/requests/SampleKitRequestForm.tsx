import type { FormEvent } from 'react';
import { formPosts } from '../../../shared/forms/formPosts';
import { fieldErrorsOf, formMessageOf } from '../../common/formErrors';
import { PostForm } from '../../common/PostForm';
import { formFieldsOf, usePostedForm } from '../../common/postedForm';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Container } from '../../ui/Container';
import { TextInput } from '../../ui/TextInput';
import { useFocusOnMount } from '../../ui/useFocusOnMount';
import styles from './RequestForms.module.css';
import { useSampleKitRequest } from './useRequestForms';

function Sent() {
  const ref = useFocusOnMount<HTMLParagraphElement>();
  return (
    <p className={styles.done} role="status" ref={ref} tabIndex={-1}>
      Your sample kit request is in. We have sent you a mail: reply to it with the address the kit
      should go to, and it ships within two business days.
    </p>
  );
}

/**
 * The wedding sample kit (product type 60): papers, foils and envelope colours to feel before
 * ordering. The shop asks for the shipping address by mail, so guests can ask too.
 */
export function SampleKitRequestForm() {
  const request = useSampleKitRequest();
  const posted = usePostedForm('sampleKit');
  if (request.isSuccess || posted?.done) return <Sent />;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    request.mutate(formPosts.sampleKit.payload(formFieldsOf(event.currentTarget)));
  };
  const error = request.isIdle ? posted?.error : request.error;
  const message = formMessageOf(error);
  return (
    <PostForm
      form="sampleKit"
      className={styles.form}
      onSubmit={onSubmit}
      validationErrors={fieldErrorsOf(error)}
      aria-label="Request a wedding sample kit"
    >
      {message ? <Alert>{message}</Alert> : null}
      <div className={styles.row}>
        <TextInput
          name="firstName"
          label="First name"
          autoComplete="given-name"
          isRequired
          maxLength={80}
          defaultValue={posted?.values.firstName}
        />
        <TextInput
          name="lastName"
          label="Last name"
          autoComplete="family-name"
          isRequired
          maxLength={80}
          defaultValue={posted?.values.lastName}
        />
      </div>
      <div className={styles.row}>
        <TextInput
          name="email"
          type="email"
          label="Email"
          autoComplete="email"
          isRequired
          defaultValue={posted?.values.email}
        />
        <TextInput
          name="weddingDate"
          type="date"
          label="Wedding date (optional)"
          defaultValue={posted?.values.weddingDate}
        />
      </div>
      <Button type="submit" isPending={request.isPending} pendingLabel="Sending your request">
        Send me a sample kit
      </Button>
    </PostForm>
  );
}

/** The sample kit's section of the wedding collection page. */
export function SampleKitSection() {
  return (
    <section className={styles.section} aria-labelledby="sample-kit-heading">
      <Container>
        <h2 id="sample-kit-heading">Feel the papers first</h2>
        <p className={styles.intro}>
          Our wedding sample kit holds every paper, foil and envelope colour we print invitations
          on. Tell us where to reach you and we will send one.
        </p>
        <SampleKitRequestForm />
      </Container>
    </section>
  );
}
