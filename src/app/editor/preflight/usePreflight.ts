import { useEffect, useRef, useState } from 'react';
import type { PreflightPhoto } from '../../../shared/preflight/photoChecks';
import type { PreflightItem } from '../../../shared/preflight/preflightItem';
import type { ProjectDocument } from '../../../shared/project/document';
import { photoIdsInDocument } from '../../../shared/project/photoIds';
import type { PhotoResolver } from '../../../shared/render/context';

/** How long the design must rest before the checks run again: typing re-checks once, not per key. */
export const PREFLIGHT_SETTLE_MS = 400;

/** Runs the checks of one document; the worker in the app, a plain function in tests. */
export type RunPreflight = (
  doc: ProjectDocument,
  input: { photos: Record<string, PreflightPhoto>; acceptedIds: string[]; extraWords: string[] },
) => Promise<PreflightItem[]>;

/** The checks in the preflight worker, started on first use and kept while the editor is open. */
export function workerPreflight(): { run: RunPreflight; end: () => void } {
  let client: Promise<
    import('../../../../workers/preflight/preflightWorkerClient').PreflightWorkerClient
  >;
  const started = () => {
    client ??= import('../../../../workers/preflight/preflightWorkerClient').then((module) =>
      module.createPreflightWorker(),
    );
    return client;
  };
  return {
    run: async (doc, input) => (await started()).api.preflight(doc, input),
    end: () => void client?.then((worker) => worker.terminate()),
  };
}

/** The pixel sizes of the photos a design shows, as far as the resolver knows them. */
export function preflightPhotosOf(
  doc: ProjectDocument,
  photos: PhotoResolver | undefined,
): Record<string, PreflightPhoto> {
  const known: Record<string, PreflightPhoto> = {};
  for (const id of photoIdsInDocument(doc)) {
    const photo = photos?.(id);
    if (photo && photo.width > 0 && photo.height > 0)
      known[id] = { width: photo.width, height: photo.height };
  }
  return known;
}

/**
 * The preflight list of the design as it is now: checked again when the design settles, and
 * whenever the customer accepts a warning or adds a word. A newer run wins over a slower older one.
 */
export function usePreflight(
  doc: ProjectDocument,
  photos: PhotoResolver | undefined,
  run: RunPreflight,
): {
  items: PreflightItem[] | undefined;
  failed: string | undefined;
  accept: (id: string) => void;
  addWord: (word: string) => void;
} {
  const [items, setItems] = useState<PreflightItem[]>();
  const [failed, setFailed] = useState<string>();
  const [acceptedIds, setAcceptedIds] = useState<string[]>([]);
  const [extraWords, setExtraWords] = useState<string[]>([]);
  const latest = useRef(0);
  useEffect(() => {
    const runId = ++latest.current;
    const timer = setTimeout(() => {
      run(doc, { photos: preflightPhotosOf(doc, photos), acceptedIds, extraWords }).then(
        (found) => {
          if (runId !== latest.current) return;
          setItems(found);
          setFailed(undefined);
        },
        (error: unknown) => {
          if (runId !== latest.current) return;
          setFailed(error instanceof Error ? error.message : 'The checks could not run.');
        },
      );
    }, PREFLIGHT_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [doc, photos, run, acceptedIds, extraWords]);
  return {
    items,
    failed,
    accept: (id) => setAcceptedIds((ids) => (ids.includes(id) ? ids : [...ids, id])),
    addWord: (word) => setExtraWords((words) => (words.includes(word) ? words : [...words, word])),
  };
}
