import {
  Button as AriaButton,
  Group,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  NumberField,
  Popover,
  Select,
  SelectValue,
  Slider,
  SliderOutput,
  SliderThumb,
  SliderTrack,
  TextArea,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
} from 'react-aria-components';
import type { TextElement } from '../../../shared/project/elements';
import { cssFontFamily, FONTS, type FontKey, fontByKey } from '../../../shared/project/fonts';
import { textOverflows } from '../../../shared/render/textLayout';
import type { TextStylePatch } from '../engine/commands/text';
import type { EditorEngine } from '../engine/editorEngine';
import { ColorChooser } from './ColorChooser';
import { selectedOfType, useEditorState } from './editorState';
import styles from './Panels.module.css';

const ALIGNMENTS = [
  { id: 'left', label: 'Align left' },
  { id: 'center', label: 'Centre' },
  { id: 'right', label: 'Align right' },
  { id: 'justify', label: 'Justify' },
] as const satisfies readonly { id: TextElement['align']; label: string }[];

/** Words and type of the selected text boxes; every change is one undo step per control. */
export function TextPanel({ engine }: { engine: EditorEngine }) {
  const state = useEditorState(engine);
  const texts = selectedOfType(state, 'text').filter((text) => !text.locked);
  const first = texts[0];
  if (!first) {
    return (
      <p className={styles.hint}>Select a text box on the page to change its words and type.</p>
    );
  }
  const ids = texts.map((text) => text.id);
  const key = ids.join(',');
  const style = (patch: TextStylePatch, control: string) =>
    engine.dispatch(
      { name: 'setTextStyle', args: { ids, style: patch } },
      {
        mergeKey: `${control}:${key}`,
      },
    );
  const overflowing = texts.some((text) => textOverflows(text));
  return (
    <div className={styles.panelBody}>
      {texts.length === 1 ? (
        <TextField
          value={first.text}
          onChange={(text) =>
            engine.dispatch(
              { name: 'setText', args: { id: first.id, text } },
              {
                mergeKey: `text:${first.id}`,
              },
            )
          }
          className={styles.field}
        >
          <Label>Words</Label>
          <TextArea className={styles.input} rows={3} />
        </TextField>
      ) : (
        <p className={styles.hint}>
          {texts.length} text boxes selected: style changes apply to all.
        </p>
      )}
      {first.placeholder ? (
        <p className={styles.placeholderNote}>
          Sample words from the design: type to replace them.
        </p>
      ) : null}
      <p role="status" className={overflowing ? styles.warning : styles.status}>
        {overflowing
          ? "The words don't fit their box: make the text smaller, shorten it or enlarge the box."
          : ''}
      </p>
      <Select
        selectedKey={first.fontFamily}
        onSelectionChange={(key) => style(fontChange(key as FontKey), 'font')}
        className={styles.field}
      >
        <Label>Font</Label>
        <AriaButton className={styles.selectButton}>
          <SelectValue />
          <span aria-hidden="true">▾</span>
        </AriaButton>
        <Popover className={styles.popover}>
          <ListBox items={FONTS} className={styles.listBox}>
            {(font) => (
              <ListBoxItem
                id={font.key}
                textValue={font.family}
                className={styles.option}
                style={{ fontFamily: cssFontFamily(font) }}
              >
                {font.family}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </Select>
      <NumberField
        value={first.fontSize}
        minValue={2}
        maxValue={1000}
        step={1}
        onChange={(fontSize) => {
          if (Number.isFinite(fontSize)) style({ fontSize }, 'fontSize');
        }}
        className={styles.field}
      >
        <Label>Size (pt)</Label>
        <Group className={styles.numberGroup}>
          <AriaButton slot="decrement" className={styles.stepper}>
            −
          </AriaButton>
          <Input className={styles.input} />
          <AriaButton slot="increment" className={styles.stepper}>
            +
          </AriaButton>
        </Group>
      </NumberField>
      <ColorChooser
        label="Text colour"
        value={first.color}
        onChange={(color) => style({ color }, 'color')}
      />
      <div className={styles.row}>
        <ToggleButton
          isSelected={first.fontWeight === 700}
          isDisabled={!hasBold(first.fontFamily)}
          onChange={(bold) => style({ fontWeight: bold ? 700 : 400 }, 'weight')}
          className={styles.toggle}
          aria-label="Bold"
        >
          <strong aria-hidden="true">B</strong>
        </ToggleButton>
        <ToggleButtonGroup
          aria-label="Alignment"
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[first.align]}
          onSelectionChange={(keys) => {
            const [align] = [...keys] as TextElement['align'][];
            if (align) style({ align }, 'align');
          }}
          className={styles.toggleGroup}
        >
          {ALIGNMENTS.map((alignment) => (
            <ToggleButton
              key={alignment.id}
              id={alignment.id}
              aria-label={alignment.label}
              className={styles.toggle}
            >
              <AlignIcon align={alignment.id} />
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </div>
      <Slider
        value={first.lineHeight}
        minValue={0.8}
        maxValue={3}
        step={0.05}
        onChange={(lineHeight) => style({ lineHeight }, 'lineHeight')}
        className={styles.slider}
      >
        <Label>Line spacing</Label>
        <SliderOutput className={styles.sliderOutput} />
        <SliderTrack className={styles.sliderTrack}>
          <SliderThumb className={styles.sliderThumb} />
        </SliderTrack>
      </Slider>
    </div>
  );
}

/** The shipped families without a bold cut would be printed fake-bold: bold is offered only where one ships. */
function hasBold(key: FontKey): boolean {
  return fontByKey(key)?.weights.some((weight) => weight === 700) ?? false;
}

/** A new family, set in regular weight when it has no bold. */
function fontChange(fontFamily: FontKey): TextStylePatch {
  return hasBold(fontFamily) ? { fontFamily } : { fontFamily, fontWeight: 400 };
}

/** Four lines of text set as the alignment sets them. */
const ICON_LINES = [
  { y: 2, width: 14 },
  { y: 5.5, width: 10 },
  { y: 9, width: 14 },
  { y: 12.5, width: 8 },
];

function AlignIcon({ align }: { align: TextElement['align'] }) {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
      {ICON_LINES.map((line) => {
        const width = align === 'justify' ? 14 : line.width;
        const x = align === 'right' ? 15 - width : align === 'center' ? (16 - width) / 2 : 1;
        return (
          <rect key={line.y} x={x} y={line.y} width={width} height={1.6} fill="currentColor" />
        );
      })}
    </svg>
  );
}
