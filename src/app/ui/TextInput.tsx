import {
  FieldError,
  Input,
  Label,
  Text,
  TextField,
  type TextFieldProps,
} from 'react-aria-components';
import styles from './TextInput.module.css';

interface TextInputProps extends Omit<TextFieldProps, 'className' | 'children'> {
  label: string;
  description?: string;
  placeholder?: string;
}

/**
 * A labelled text field. Errors come from native validation or from the surrounding Form's
 * validationErrors (server field errors), and are announced with the field.
 */
export function TextInput({ label, description, placeholder, ...rest }: TextInputProps) {
  return (
    <TextField {...rest} className={styles.field}>
      <Label className={styles.label}>{label}</Label>
      <Input className={styles.input} placeholder={placeholder} />
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.error} />
    </TextField>
  );
}
