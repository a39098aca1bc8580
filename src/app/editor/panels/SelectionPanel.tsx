import { useRef } from 'react';
import { Label, Slider, SliderOutput, SliderThumb, SliderTrack } from 'react-aria-components';
import { DEFAULT_CROP } from '../../../shared/project/elements';
import type { PhotoResolver } from '../../../shared/render/context';
import { Button } from '../../ui/Button';
import type { ArrangeMove } from '../engine/commands/arrange';
import type { EditorEngine } from '../engine/editorEngine';
import { selectedOfType, useEditorState } from './editorState';
import styles from './Panels.module.css';
import { fitSlotToPhoto } from './slotFit';

const ARRANGE: readonly { move: ArrangeMove; label: string }[] = [
  { move: 'forward', label: 'Bring forward' },
  { move: 'backward', label: 'Send backward' },
  { move: 'front', label: 'Bring to front' },
  { move: 'back', label: 'Send to back' },
];

/** What can be done to the selection: a photo slot's photo and crop; arranging anything. */
export function SelectionPanel({
  engine,
  photos,
  onReplace,
}: {
  engine: EditorEngine;
  /** Pixel sizes of placed photos, for fitting a slot to its photo. */
  photos?: PhotoResolver;
  /** Shows the photo tray: a photo tapped there replaces the selected slot's. */
  onReplace?: () => void;
}) {
  const state = useEditorState(engine);
  const steps = useRef(0);
  const selection = state.selection.filter((id) => state.doc.elements[id]?.type !== 'background');
  if (selection.length === 0) {
    return <p className={styles.hint}>Select something on the page to change or arrange it.</p>;
  }
  const slot = selectedOfType(state, 'photoSlot').find((s) => !s.locked);
  const crop = slot?.crop ?? DEFAULT_CROP;
  const size = slot?.photoId ? photos?.(slot.photoId) : undefined;
  const fit = () => {
    if (!slot || !size) return;
    // Reshaping and re-centring are one step to undo.
    const mergeKey = `fit:${slot.id}:${steps.current++}`;
    engine.dispatch(
      { name: 'resizeElement', args: { id: slot.id, rect: fitSlotToPhoto(slot, size) } },
      { mergeKey },
    );
    engine.dispatch(
      { name: 'setCrop', args: { slotId: slot.id, crop: DEFAULT_CROP } },
      { mergeKey },
    );
  };
  return (
    <div className={styles.panelBody}>
      {slot?.photoId ? (
        <div className={styles.group}>
          <p className={styles.groupTitle}>Photo</p>
          <div className={styles.row}>
            {onReplace ? (
              <Button variant="secondary" onPress={onReplace}>
                Replace
              </Button>
            ) : null}
            <Button
              variant="secondary"
              onPress={() => engine.dispatch({ name: 'removePhoto', args: { slotId: slot.id } })}
            >
              Remove photo
            </Button>
          </div>
          <Slider
            value={crop.zoom}
            minValue={1}
            maxValue={5}
            step={0.05}
            onChange={(zoom) =>
              engine.dispatch(
                { name: 'setCrop', args: { slotId: slot.id, crop: { zoom } } },
                { mergeKey: `crop-zoom:${slot.id}` },
              )
            }
            className={styles.slider}
          >
            <Label>Zoom</Label>
            <SliderOutput className={styles.sliderOutput}>
              {({ state: slider }) => `${Math.round(slider.getThumbValue(0) * 100)}%`}
            </SliderOutput>
            <SliderTrack className={styles.sliderTrack}>
              <SliderThumb className={styles.sliderThumb} />
            </SliderTrack>
          </Slider>
          <div className={styles.row}>
            <Button
              variant="secondary"
              onPress={() =>
                engine.dispatch({
                  name: 'setCrop',
                  args: { slotId: slot.id, crop: { rotation: crop.rotation + 90 } },
                })
              }
            >
              Rotate 90°
            </Button>
            <Button
              variant="secondary"
              onPress={() =>
                engine.dispatch({ name: 'setCrop', args: { slotId: slot.id, crop: DEFAULT_CROP } })
              }
            >
              Fill the slot
            </Button>
            <Button variant="secondary" isDisabled={!size} onPress={fit}>
              Fit slot to photo
            </Button>
          </div>
        </div>
      ) : slot ? (
        <div className={styles.group}>
          <p className={styles.groupTitle}>Empty photo slot</p>
          <p className={styles.hint}>Tap a photo in the tray, or drag one here, to fill it.</p>
          {onReplace ? (
            <Button variant="secondary" onPress={onReplace}>
              Choose a photo
            </Button>
          ) : null}
        </div>
      ) : null}
      <fieldset className={styles.group}>
        <legend>Arrange</legend>
        <div className={styles.row}>
          {ARRANGE.map(({ move, label }) => (
            <Button
              key={move}
              variant="secondary"
              onPress={() =>
                engine.dispatch({ name: 'arrangeElements', args: { ids: selection, move } })
              }
            >
              {label}
            </Button>
          ))}
        </div>
      </fieldset>
      <Button
        variant="secondary"
        onPress={() => engine.dispatch({ name: 'deleteElements', args: { ids: selection } })}
      >
        Delete {selection.length === 1 ? 'this element' : `${selection.length} elements`}
      </Button>
    </div>
  );
}
