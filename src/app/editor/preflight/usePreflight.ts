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

/** What the customer decided: warnings accepted as they are, words added to the spelling. */
export interface PreflightChoices {
  acceptedIds: string[];
  extraWords: string[];
}

/** Where the choices live beyond this screen: the project on the server (usePreflightChoices). */
export interface PreflightChoicesStore {
  /** The choices stored so far; undefined until they are read. */
  choices: PreflightChoices | undefined;
  save(choices: PreflightChoices): void;
}

const union = (a: string[], b: readonly string[]) => [...new Set([...a, ...b])];

/**
 * The preflight list of the design as it is now: checked again when the design settles, and
 * whenever the customer accepts a warning or adds a word. A newer run wins over a slower older one.
 * With a store, the choices start from the project's stored ones and every new one is saved.
 */
export function usePreflight(
  doc: ProjectDocument,
  photos: PhotoResolver | undefined,
  run: RunPreflight,
  store?: PreflightChoicesStore,
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
  const stored = store?.choices;
  // The project's stored choices join what was decided on this screen before they arrived.
  useEffect(() => {
    if (!stored) return;
    setAcceptedIds((ids) => union(ids, stored.acceptedIds));
    setExtraWords((words) => union(words, stored.extraWords));
  }, [stored]);
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
  const save = (next: PreflightChoices) =>
    store?.save({
      acceptedIds: union(next.acceptedIds, stored?.acceptedIds ?? []),
      extraWords: union(next.extraWords, stored?.extraWords ?? []),
    });
  return {
    items,
    failed,
    accept: (id) => {
      if (acceptedIds.includes(id)) return;
      const next = [...acceptedIds, id];
      setAcceptedIds(next);
      save({ acceptedIds: next, extraWords });
    },
    addWord: (word) => {
      if (extraWords.includes(word)) return;
      const next = [...extraWords, word];
      setExtraWords(next);
      save({ acceptedIds, extraWords: next });
    },
  };
}
