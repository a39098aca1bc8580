import { FieldError, Label, TextArea, TextField, type TextFieldProps } from 'react-aria-components';
import styles from './RequestForms.module.css';

/** A labelled multi-line text field, with errors from the surrounding Form like TextInput's. */
export function MessageField({
  label,
  rows = 5,
  ...rest
}: Omit<TextFieldProps, 'className' | 'children'> & { label: string; rows?: number }) {
  return (
    <TextField {...rest} className={styles.field}>
      <Label className={styles.label}>{label}</Label>
      <TextArea className={styles.textarea} rows={rows} />
      <FieldError className={styles.error} />
    </TextField>
  );
}
