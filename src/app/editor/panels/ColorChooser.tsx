import {
  ColorField,
  ColorSwatch,
  ColorSwatchPicker,
  ColorSwatchPickerItem,
  Input,
  Label,
} from 'react-aria-components';
import styles from './Panels.module.css';

/** Print-friendly colours offered first; any other is typed as hex. */
export const SWATCHES = [
  '#ffffff',
  '#f6f1e7',
  '#e8d8c3',
  '#222222',
  '#5d5149',
  '#8a8a8a',
  '#b3431f',
  '#e7a79a',
  '#d89b2b',
  '#7fa37a',
  '#1e5a57',
  '#a9cbd8',
  '#2f4b7c',
  '#6b3f69',
] as const;

/** The document stores colours as lower-case #rrggbb. */
const hexOf = (color: { toString(format: 'hex'): string }) => color.toString('hex').toLowerCase();

/**
 * A colour: swatches (arrow keys move between them) and a hex field (applied on Enter or when
 * focus leaves it). `onChange` gets lower-case #rrggbb.
 */
export function ColorChooser({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (hex: string) => void;
}) {
  return (
    <fieldset className={styles.group}>
      <legend>{label}</legend>
      <ColorSwatchPicker
        aria-label={`${label} swatches`}
        value={value}
        onChange={(color) => onChange(hexOf(color))}
        className={styles.swatches}
      >
        {SWATCHES.map((swatch) => (
          <ColorSwatchPickerItem key={swatch} color={swatch} className={styles.swatch}>
            <ColorSwatch className={styles.swatchFill} />
          </ColorSwatchPickerItem>
        ))}
      </ColorSwatchPicker>
      <ColorField
        value={value}
        onChange={(color) => {
          if (color) onChange(hexOf(color));
        }}
        className={styles.field}
      >
        <Label>{label} (hex)</Label>
        <Input className={styles.input} />
      </ColorField>
    </fieldset>
  );
}
