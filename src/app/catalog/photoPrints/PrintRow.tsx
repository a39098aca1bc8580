import { useId } from 'react';
import {
  BORDER_NAMES,
  FINISH_NAMES,
  PHOTO_PRINT_BORDERS,
  PHOTO_PRINT_SIZES,
  photoPrintSize,
} from '../../../shared/catalog/photoPrints';
import { formatCents } from '../../../shared/format/money';
import { printResolution } from '../../../shared/project/templates/photoPrintDesign';
import { DPI_POOR, DPI_WARNING } from '../../../shared/render/photoResolution';
import { Button } from '../../ui/Button';
import { CropFrame } from './CropFrame';
import styles from './PrintBuilder.module.css';
import { type BuilderPrint, MAX_COPIES, type PrintChange } from './printOrderState';

export interface PrintPhoto {
  name: string;
  width: number;
  height: number;
  src: string | undefined;
}

/**
 * One print of the order: its photo cropped as it will print, and its size, copies, finish and
 * border, with a warning as soon as the photo has too few pixels for the size and crop chosen.
 */
export function PrintRow({
  index,
  print,
  photo,
  priceCents,
  onChange,
  onRemove,
}: {
  index: number;
  print: BuilderPrint;
  photo: PrintPhoto;
  priceCents: number | undefined;
  onChange: (change: PrintChange) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const name = photo.name || `Photo ${index + 1}`;
  const size = photoPrintSize(print.sizeKey);
  const resolution = printResolution(print, photo);
  const low = resolution && resolution.badge !== 'ok';
  return (
    <li className={styles.print} aria-labelledby={`${id}-name`}>
      <div className={styles.printPreview}>
        <CropFrame
          src={photo.src}
          photo={photo}
          sizeKey={print.sizeKey}
          border={print.border === 'white'}
          crop={print.crop}
          label={`Crop of ${name}: drag the photo or use the arrow keys`}
          onCrop={(crop) => onChange({ crop })}
        />
        <label className={styles.field}>
          <span>Zoom</span>
          <input
            type="range"
            min={1}
            max={3}
            step={0.1}
            value={print.crop.zoom}
            onChange={(event) =>
              onChange({ crop: { ...print.crop, zoom: Number(event.currentTarget.value) } })
            }
          />
        </label>
      </div>
      <div className={styles.printChoices}>
        <h3 id={`${id}-name`} className={styles.printName}>
          {name}
        </h3>
        <div className={styles.fields}>
          <label className={styles.field}>
            <span>Size</span>
            <select
              value={print.sizeKey}
              onChange={(event) => onChange({ sizeKey: event.currentTarget.value })}
            >
              {PHOTO_PRINT_SIZES.map((option) => (
                <option key={option.sizeKey} value={option.sizeKey}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            <span>Copies</span>
            <input
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_COPIES}
              value={print.quantity}
              onChange={(event) => {
                const quantity = Number(event.currentTarget.value);
                if (quantity >= 1) onChange({ quantity });
              }}
            />
          </label>
          <label className={styles.field}>
            <span>Finish</span>
            <select
              value={print.finish}
              disabled={(size?.finishes.length ?? 0) < 2}
              onChange={(event) =>
                onChange({ finish: event.currentTarget.value as BuilderPrint['finish'] })
              }
            >
              {(size?.finishes ?? []).map((finish) => (
                <option key={finish} value={finish}>
                  {FINISH_NAMES[finish]}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            <span>Border</span>
            <select
              value={print.border}
              onChange={(event) =>
                onChange({ border: event.currentTarget.value as BuilderPrint['border'] })
              }
            >
              {PHOTO_PRINT_BORDERS.map((border) => (
                <option key={border} value={border}>
                  {BORDER_NAMES[border]}
                </option>
              ))}
            </select>
          </label>
        </div>
        <p className={low ? styles.lowRes : styles.resolution} role="status">
          {resolution === undefined
            ? 'Checking the photo’s resolution…'
            : low
              ? `Low resolution: this photo prints at ${Math.floor(resolution.dpi)} DPI at ${size?.label ?? print.sizeKey}, under the ${DPI_WARNING} DPI a sharp print needs${resolution.badge === 'poor' ? `, and under ${DPI_POOR} DPI it cannot be ordered at this size` : ''}. Choose a smaller size or zoom out.`
              : `Sharp at ${size?.label ?? print.sizeKey}.`}
        </p>
        <div className={styles.printFoot}>
          <span className={styles.printPrice}>
            {priceCents === undefined ? '' : formatCents(priceCents)}
          </span>
          <Button variant="secondary" onPress={onRemove} aria-label={`Remove ${name}`}>
            Remove
          </Button>
        </div>
      </div>
    </li>
  );
}
