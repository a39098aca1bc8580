import { useState } from 'react';
import {
  Button as AriaButton,
  Form,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  NumberField,
  Popover,
  Select,
  SelectValue,
  TextField,
} from 'react-aria-components';
import type { PersonalDate } from '../../../shared/project/options';
import { daysInMonth, MONTH_NAMES } from '../../../shared/project/products/monthGrid';
import { Button } from '../../ui/Button';
import type { EditorEngine } from '../engine/editorEngine';
import { useEditorState } from '../panels/editorState';
import styles from '../panels/Panels.module.css';
import own from './Products.module.css';

const MONTHS = MONTH_NAMES.map((name, index) => ({ id: index + 1, name }));

/** The longest a day can be in this month in any year (29 February is a birthday too). */
const maxDay = (month: number) => daysInMonth(2028, month);

const describe = (date: PersonalDate) => `${MONTH_NAMES[date.month - 1]} ${date.day}`;

/**
 * A calendar's personal dates: birthdays, anniversaries, printed in their cells on every month
 * they fall in. Add, change and remove; each change is one undo step.
 */
export function PersonalDatesPanel({ engine }: { engine: EditorEngine }) {
  const state = useEditorState(engine);
  const dates = state.doc.options.personalDates ?? [];
  const [editing, setEditing] = useState<number | undefined>();
  const [label, setLabel] = useState('');
  const [month, setMonth] = useState(1);
  const [day, setDay] = useState(1);
  const [status, setStatus] = useState('');
  const save = (next: PersonalDate[], message: string) => {
    engine.dispatch({ name: 'setPersonalDates', args: { dates: next } });
    setStatus(message);
  };
  const reset = () => {
    setEditing(undefined);
    setLabel('');
  };
  const submit = () => {
    const words = label.trim();
    if (!words) return;
    const date = { month, day: Math.min(day, maxDay(month)), label: words.slice(0, 40) };
    if (editing !== undefined) {
      save(
        dates.map((d, i) => (i === editing ? date : d)),
        `${date.label} changed to ${describe(date)}.`,
      );
    } else {
      save([...dates, date], `${date.label} added on ${describe(date)}.`);
    }
    reset();
  };
  return (
    <div className={styles.panelBody}>
      <p className={styles.hint}>
        Birthdays, anniversaries and other days to remember are printed in their day's box, every
        month they fall in.
      </p>
      <Form
        className={own.dateForm}
        aria-label={editing !== undefined ? 'Change the date' : 'Add a date'}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextField value={label} onChange={setLabel} maxLength={40} className={styles.field}>
          <Label>What to print</Label>
          <Input className={styles.input} placeholder="Mia's birthday" />
        </TextField>
        <div className={own.dateRow}>
          <Select
            selectedKey={month}
            onSelectionChange={(key) => setMonth(Number(key))}
            className={styles.field}
          >
            <Label>Month</Label>
            <AriaButton className={styles.selectButton}>
              <SelectValue />
              <span aria-hidden="true">▾</span>
            </AriaButton>
            <Popover className={styles.popover}>
              <ListBox items={MONTHS} className={styles.listBox}>
                {(item) => (
                  <ListBoxItem id={item.id} textValue={item.name} className={styles.option}>
                    {item.name}
                  </ListBoxItem>
                )}
              </ListBox>
            </Popover>
          </Select>
          <NumberField
            value={Math.min(day, maxDay(month))}
            minValue={1}
            maxValue={maxDay(month)}
            onChange={(value) => {
              if (Number.isFinite(value)) setDay(value);
            }}
            className={styles.field}
          >
            <Label>Day</Label>
            <Input className={`${styles.input} ${own.dayInput}`} />
          </NumberField>
        </div>
        <div className={styles.row}>
          <Button type="submit" isDisabled={!label.trim()}>
            {editing !== undefined ? 'Save the date' : 'Add the date'}
          </Button>
          {editing !== undefined ? (
            <Button variant="secondary" onPress={reset}>
              Cancel
            </Button>
          ) : null}
        </div>
      </Form>
      <p role="status" className={styles.status}>
        {status}
      </p>
      {dates.length === 0 ? (
        <p className={styles.hint}>No dates yet.</p>
      ) : (
        <ul className={own.list} aria-label="Personal dates">
          {dates.map((date, index) => (
            <li key={`${date.month}-${date.day}-${date.label}`} className={own.listItem}>
              <span className={own.itemText}>
                <strong>{date.label}</strong> <span>{describe(date)}</span>
              </span>
              <Button
                variant="secondary"
                aria-label={`Change ${date.label}`}
                onPress={() => {
                  setEditing(index);
                  setLabel(date.label);
                  setMonth(date.month);
                  setDay(date.day);
                }}
              >
                Change
              </Button>
              <Button
                variant="secondary"
                aria-label={`Remove ${date.label}`}
                onPress={() => {
                  save(
                    dates.filter((_, i) => i !== index),
                    `${date.label} removed.`,
                  );
                  if (editing === index) reset();
                }}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
