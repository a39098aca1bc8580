import { type KeyboardEvent, type PointerEvent, useRef } from 'react';
import { photoPrintSize } from '../../../shared/catalog/photoPrints';
import type { Crop } from '../../../shared/project/elements';
import { placePhoto } from '../../../shared/render/photoPlacement';
import styles from './PrintBuilder.module.css';

const KEY_STEP = 0.1;
const clamp = (value: number) => Math.max(-1, Math.min(1, value));

/**
 * The print as it will come out: the photo cropped to the print's shape by the renderer's own
 * placement rule (placePhoto), white around it when the print has a border. Dragging the photo or
 * the arrow keys move the crop; the zoom is the slider beside it. The frame is one focusable
 * control that says where the crop sits.
 */
export function CropFrame({
  src,
  photo,
  sizeKey,
  border,
  crop,
  label,
  onCrop,
}: {
  src: string | undefined;
  photo: { width: number; height: number };
  sizeKey: string;
  border: boolean;
  crop: Crop;
  label: string;
  onCrop: (crop: Crop) => void;
}) {
  const size = photoPrintSize(sizeKey) ?? { width: 4, height: 6 };
  // The preview's box, in its own units: the print's shape, 100 across its longer side.
  const scale = 100 / Math.max(size.width, size.height);
  const box = { width: size.width * scale, height: size.height * scale };
  const inset = border ? 0.125 * scale : 0;
  const slot = { width: box.width - 2 * inset, height: box.height - 2 * inset };
  const known = photo.width > 0 && photo.height > 0;
  const placed = placePhoto(slot, known ? photo : slot, crop);
  const drag = useRef<{ x: number; y: number; crop: Crop; px: number } | null>(null);

  const move = (panX: number, panY: number) =>
    onCrop({ ...crop, panX: clamp(panX), panY: clamp(panY) });

  const onKeyDown = (event: KeyboardEvent) => {
    const steps: Record<string, [number, number]> = {
      ArrowLeft: [-KEY_STEP, 0],
      ArrowRight: [KEY_STEP, 0],
      ArrowUp: [0, -KEY_STEP],
      ArrowDown: [0, KEY_STEP],
    };
    const step = steps[event.key];
    if (step) {
      event.preventDefault();
      move(crop.panX + step[0], crop.panY + step[1]);
    } else if (event.key === 'Home') {
      event.preventDefault();
      move(0, 0);
    }
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, crop, px: rect.width / box.width };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start) return;
    // Dragging the photo right shows more of its left: the pan goes the other way.
    const overflowX = (placed.width - slot.width) / 2;
    const overflowY = (placed.height - slot.height) / 2;
    const dx = (event.clientX - start.x) / start.px;
    const dy = (event.clientY - start.y) / start.px;
    move(
      overflowX > 0 ? start.crop.panX - dx / overflowX : 0,
      overflowY > 0 ? start.crop.panY - dy / overflowY : 0,
    );
  };
  const onPointerUp = () => {
    drag.current = null;
  };

  const where = `${horizontal(crop.panX)}, ${vertical(crop.panY)}`;
  return (
    <div
      className={styles.frame}
      style={{ aspectRatio: `${size.width} / ${size.height}` }}
      role="slider"
      tabIndex={0}
      aria-label={label}
      aria-valuetext={where}
      aria-valuenow={Math.round(crop.panX * 100)}
      aria-valuemin={-100}
      aria-valuemax={100}
      aria-orientation="horizontal"
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
    >
      <div
        className={styles.frameSlot}
        style={{
          left: `${(inset / box.width) * 100}%`,
          top: `${(inset / box.height) * 100}%`,
          width: `${(slot.width / box.width) * 100}%`,
          height: `${(slot.height / box.height) * 100}%`,
        }}
      >
        {src ? (
          <img
            src={src}
            alt=""
            draggable={false}
            className={styles.framePhoto}
            style={{
              width: `${(placed.width / slot.width) * 100}%`,
              height: `${(placed.height / slot.height) * 100}%`,
              left: `${((slot.width - placed.width) / 2 + placed.dx) * (100 / slot.width)}%`,
              top: `${((slot.height - placed.height) / 2 + placed.dy) * (100 / slot.height)}%`,
            }}
          />
        ) : (
          <span className={styles.frameWaiting}>Preparing photo…</span>
        )}
      </div>
    </div>
  );
}

function horizontal(pan: number): string {
  if (pan < -0.33) return 'left part';
  if (pan > 0.33) return 'right part';
  return 'centred';
}

function vertical(pan: number): string {
  if (pan < -0.33) return 'top part';
  if (pan > 0.33) return 'bottom part';
  return 'middle';
}
