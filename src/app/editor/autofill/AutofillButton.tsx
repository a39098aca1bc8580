import { useState } from 'react';
import type { AutofillPhoto } from '../../../shared/project/autofill/autofillPhoto';
import { documentPhotoId } from '../../../shared/project/photoIds';
import { Button } from '../../ui/Button';
import type { EditorEngine } from '../engine/editorEngine';
import type { TrayPhoto } from '../panels/trayPhotos';

/** The tray's photo as autofill reads it: the document's id, its size, date and subject. */
export function autofillPhotoOf(photo: TrayPhoto): AutofillPhoto {
  return {
    id: documentPhotoId(photo.id),
    width: photo.width,
    height: photo.height,
    takenAt: photo.takenAt ?? null,
    ...(photo.focus ? { focus: photo.focus } : {}),
  };
}

/** Lays photos into the design and answers what to tell the customer; the worker does the work. */
export type RunAutofill = (
  doc: ReturnType<EditorEngine['getSnapshot']>['doc'],
  photos: AutofillPhoto[],
) => Promise<{ document: ReturnType<EditorEngine['getSnapshot']>['doc']; placed: number }>;

/** Runs the autofill worker once (it is started for the call and ended after). */
export const runAutofillInWorker: RunAutofill = async (doc, photos) => {
  const { createAutofillWorker } = await import(
    '../../../../workers/autofill/autofillWorkerClient'
  );
  const worker = createAutofillWorker();
  try {
    const result = await worker.api.autofill(doc, photos);
    return { document: result.document, placed: result.placed };
  } finally {
    worker.terminate();
  }
};

/**
 * "Autofill": lays the tray's photos (the album and search chosen there) into the whole design in
 * taken-date order, as one undo step. Runs in a worker, so it works offline and the page stays
 * responsive.
 */
export function AutofillButton({
  engine,
  collect,
  run = runAutofillInWorker,
  onDone,
}: {
  engine: EditorEngine;
  collect: () => Promise<TrayPhoto[]>;
  run?: RunAutofill;
  onDone: (message: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  const autofill = async () => {
    setBusy(true);
    try {
      const photos = (await collect()).map(autofillPhotoOf);
      if (photos.length === 0) {
        onDone('There are no photos to lay out yet. Upload some first.');
        return;
      }
      const { document, placed } = await run(engine.getSnapshot().doc, photos);
      engine.dispatch({ name: 'replaceDocument', args: { document } });
      const pages = document.surfaceOrder.length;
      onDone(`Placed ${placed} photos on ${pages} pages. Undo puts the design back.`);
    } catch (error) {
      onDone(
        `Autofill could not finish: ${error instanceof Error ? error.message : 'unknown error'}.`,
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="secondary"
      isPending={busy}
      pendingLabel="Laying out your photos"
      onPress={() => void autofill()}
    >
      Autofill
    </Button>
  );
}
