import { z } from 'zod';
import { preflightPhotoSchema } from '../../src/shared/preflight/photoChecks';
import type { PreflightItem } from '../../src/shared/preflight/preflightItem';
import { runPreflight } from '../../src/shared/preflight/runPreflight';
import {
  createSpellChecker,
  type HunspellDictionary,
  type SpellChecker,
} from '../../src/shared/preflight/spelling';
import { type ProjectDocument, projectDocumentSchema } from '../../src/shared/project/document';

/** What the editor sends with a document: its photos' sizes and faces, and the customer's choices. */
export const preflightInputSchema = z.object({
  photos: z.record(z.string(), preflightPhotoSchema),
  acceptedIds: z.array(z.string()).max(10_000).optional(),
  extraWords: z.array(z.string().min(1).max(64)).max(10_000).optional(),
});
export type PreflightInput = z.input<typeof preflightInputSchema>;

/**
 * The preflight worker's API: the editor's checks run off the main thread and offline. The
 * spelling dictionary is parsed on the first call (about half a second) and kept, so later runs
 * cost only the checks. The dictionary comes from the caller: the worker bundles it (Vite ?raw),
 * a bench or the server reads it from the package.
 */
export function createPreflightWorkerApi(loadDictionary: () => HunspellDictionary) {
  let spelling: SpellChecker | undefined;
  const speller = () => {
    spelling ??= createSpellChecker(loadDictionary());
    return spelling;
  };
  return {
    /** Parses the dictionary ahead of the first check (the editor calls it when it opens). */
    warmUp(): void {
      speller();
    },
    preflight(doc: ProjectDocument, input: PreflightInput): PreflightItem[] {
      // Both cross a message channel from the page: checked here so a bad call names the field.
      const checkedDoc = projectDocumentSchema.parse(doc);
      const { photos, acceptedIds, extraWords } = preflightInputSchema.parse(input);
      return runPreflight(checkedDoc, {
        photos: (id) => photos[id],
        acceptedIds,
        extraWords,
        spelling: speller(),
      });
    },
  };
}

export type PreflightWorkerApi = ReturnType<typeof createPreflightWorkerApi>;
