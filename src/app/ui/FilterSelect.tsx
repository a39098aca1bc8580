import {
  Button as AriaButton,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
} from 'react-aria-components';
import styles from './FilterSelect.module.css';
import menu from './SelectMenu.module.css';

export interface FilterOption {
  id: string;
  label: string;
}

/** A labelled drop-down of filter choices (react-aria: keyboard and screen-reader ready). */
export function FilterSelect({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly FilterOption[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Select
      className={styles.field}
      selectedKey={value}
      onSelectionChange={(key) => onChange(String(key))}
    >
      <Label className={styles.label}>{label}</Label>
      <AriaButton className={menu.trigger}>
        <SelectValue />
        <span aria-hidden="true">▾</span>
      </AriaButton>
      <Popover className={menu.popover}>
        <ListBox className={menu.listBox} items={options}>
          {(option) => (
            <ListBoxItem id={option.id} className={menu.option}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
