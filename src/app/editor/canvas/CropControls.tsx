import {
  Button,
  Label,
  Slider,
  SliderOutput,
  SliderThumb,
  SliderTrack,
  Toolbar,
} from 'react-aria-components';
import type { PhotoSlot } from '../../../shared/project/elements';
import type { EditorEngine } from '../engine/editorEngine';
import styles from './EditorCanvas.module.css';

/** Keyboard and touch steps of a crop pan: a tenth of the photo's spare room. */
const PAN_STEP = 0.1;

/**
 * The crop mode's controls over the canvas: the zoom slider, pan buttons (the keyboard's way to
 * move the photo inside its slot), and Done. Each change is written at once, merged into one undo
 * step per slot while it continues.
 */
export function CropControls(props: { engine: EditorEngine; slot: PhotoSlot; onDone: () => void }) {
  const { engine, slot, onDone } = props;
  const crop = slot.crop ?? { panX: 0, panY: 0, zoom: 1, rotation: 0 };
  const setCrop = (patch: Partial<typeof crop>) =>
    engine.dispatch(
      { name: 'setCrop', args: { slotId: slot.id, crop: patch } },
      { mergeKey: `crop:${slot.id}` },
    );
  const pans: [string, Partial<typeof crop>][] = [
    ['Move photo left', { panX: crop.panX + PAN_STEP }],
    ['Move photo right', { panX: crop.panX - PAN_STEP }],
    ['Move photo up', { panY: crop.panY + PAN_STEP }],
    ['Move photo down', { panY: crop.panY - PAN_STEP }],
  ];
  return (
    <Toolbar aria-label="Crop photo" className={styles.cropControls} data-canvas-overlay>
      <Slider
        className={styles.cropSlider}
        minValue={1}
        maxValue={4}
        step={0.05}
        value={crop.zoom}
        onChange={(zoom) => setCrop({ zoom })}
        formatOptions={{ style: 'percent', maximumFractionDigits: 0 }}
      >
        <Label>Zoom</Label>
        <SliderOutput />
        <SliderTrack className={styles.cropTrack}>
          <SliderThumb className={styles.cropThumb} aria-label="Photo zoom" />
        </SliderTrack>
      </Slider>
      {pans.map(([label, patch]) => (
        <Button
          key={label}
          aria-label={label}
          className={styles.toolButton}
          onPress={() => setCrop(patch)}
        >
          {label.replace('Move photo ', '')}
        </Button>
      ))}
      <Button className={styles.toolButtonPrimary} onPress={onDone}>
        Done
      </Button>
    </Toolbar>
  );
}
