import { useRef } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import type { Fill } from '../../../shared/project/elements';
import { Button } from '../../ui/Button';
import type { EditorEngine } from '../engine/editorEngine';
import {
  backgroundFillOf,
  fillAllLikeCalls,
  fillColors,
  PATTERNS,
  type PatternName,
  patternFill,
} from './backgroundFill';
import { ColorChooser } from './ColorChooser';
import { activeSurfaceOf, selectedOfType, useEditorState } from './editorState';
import styles from './Panels.module.css';

const patternLabels: Record<PatternName, string> = {
  dots: 'Dots',
  stripes: 'Stripes',
  grid: 'Grid',
  chevron: 'Chevron',
  linen: 'Linen',
};

/** The page in view's background: a colour, a pattern or a photo; and the same on every page. */
export function BackgroundPanel({ engine }: { engine: EditorEngine }) {
  const state = useEditorState(engine);
  const applied = useRef(0);
  const surface = activeSurfaceOf(state);
  if (!surface) return <p className={styles.hint}>Open a page to change its background.</p>;
  const fill = backgroundFillOf(state.doc, surface.id);
  const colors = fillColors(fill);
  const set = (next: Fill, control: string) =>
    engine.dispatch(
      { name: 'setBackground', args: { surfaceId: surface.id, fill: next } },
      { mergeKey: `background-${control}:${surface.id}` },
    );
  const slotPhoto = selectedOfType(state, 'photoSlot').find((slot) => slot.photoId)?.photoId;
  const applyToAll = () => {
    // One key for the whole run: every page's change is one undo step.
    const key = `background-all:${applied.current++}`;
    for (const call of fillAllLikeCalls(state.doc, surface.id, fill))
      engine.dispatch(call, { mergeKey: key });
  };
  return (
    <div className={styles.panelBody}>
      <p className={styles.hint}>Background of {surface.label}</p>
      <ColorChooser
        label={fill.kind === 'pattern' ? 'Pattern background colour' : 'Background colour'}
        value={colors.background}
        onChange={(color) =>
          set(
            fill.kind === 'pattern' ? { ...fill, background: color } : { kind: 'color', color },
            'color',
          )
        }
      />
      <RadioGroup
        value={fill.kind === 'pattern' ? fill.pattern : 'none'}
        onChange={(value) =>
          set(
            value === 'none'
              ? { kind: 'color', color: colors.background }
              : patternFill(fill, value as PatternName),
            'pattern',
          )
        }
        className={styles.group}
      >
        <Label>Pattern</Label>
        <div className={styles.choices}>
          <Radio value="none" className={styles.choice}>
            None
          </Radio>
          {PATTERNS.map((pattern) => (
            <Radio key={pattern} value={pattern} className={styles.choice}>
              {patternLabels[pattern]}
            </Radio>
          ))}
        </div>
      </RadioGroup>
      {fill.kind === 'pattern' ? (
        <ColorChooser
          label="Pattern colour"
          value={fill.color}
          onChange={(color) => set({ ...fill, color }, 'pattern-color')}
        />
      ) : null}
      <div className={styles.group}>
        <p className={styles.groupTitle}>Photo</p>
        {fill.kind === 'photo' ? (
          <Button
            variant="secondary"
            onPress={() => set({ kind: 'color', color: '#ffffff' }, 'photo')}
          >
            Remove the background photo
          </Button>
        ) : slotPhoto ? (
          <Button
            variant="secondary"
            onPress={() => set({ kind: 'photo', photoId: slotPhoto }, 'photo')}
          >
            Use the selected photo as background
          </Button>
        ) : (
          <p className={styles.hint}>Select a photo on the page to use it as the background.</p>
        )}
      </div>
      <Button variant="secondary" onPress={applyToAll}>
        Apply to all pages like this one
      </Button>
    </div>
  );
}
