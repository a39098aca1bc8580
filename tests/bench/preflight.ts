/**
 * Preflight (CPU-bound, no server): every check over a 12x12 photo book of about 100 pages,
 * autofilled with photos (a third with faces) and its words retyped so spelling runs on real
 * text, median of several runs after a warm-up. Beside it, in the same run, a JSON round trip of
 * the same document (the least any pass over it costs), then the same check through the worker
 * API over a Comlink message channel (validation and structured clone included). Parsing the
 * dictionary is a one-off per worker and is reported on its own line. Target: under 200 ms.
 */

import * as Comlink from 'comlink';
import dictionary from 'dictionary-en';
import { runPreflight } from '../../src/shared/preflight/runPreflight';
import { createSpellChecker } from '../../src/shared/preflight/spelling';
import { autofillBook } from '../../src/shared/project/autofill/autofillBook';
import type { AutofillPhoto } from '../../src/shared/project/autofill/autofillPhoto';
import { bookPageCount } from '../../src/shared/project/autofill/bookPages';
import { bookDocument, samplePhotos } from '../../src/shared/project/autofill/testing/fixtures';
import type { ProjectDocument } from '../../src/shared/project/document';
import {
  createPreflightWorkerApi,
  type PreflightWorkerApi,
} from '../../workers/preflight/preflightWorkerApi';
import { table } from './support/benchTables';
import { medianTime } from './support/medianTime';

const PAGES = 100;
const RUNS = 9;
const TARGET_MS = 200;

/** The smallest autofilled book with at least PAGES pages, its words typed by the customer. */
function hundredPageBook(): { doc: ProjectDocument; photos: AutofillPhoto[] } {
  for (let count = 280; count < 400; count += 2) {
    const photos = samplePhotos(count);
    const doc = autofillBook(bookDocument({ sizes: ['12x12'] }), photos);
    if (bookPageCount(doc) < PAGES) continue;
    let n = 0;
    for (const element of Object.values(doc.elements)) {
      if (element.type !== 'text') continue;
      element.placeholder = false;
      element.text = `Our sumer at the lake, day ${++n}: swimming, picnics and long evenings`;
    }
    return { doc, photos };
  }
  throw new Error(`autofill never made a ${PAGES}-page book`);
}

export async function benchPreflight(): Promise<void> {
  const { doc, photos } = hundredPageBook();
  const byId = Object.fromEntries(photos.map((photo) => [photo.id, photo]));
  const loadStarted = performance.now();
  const spelling = createSpellChecker(dictionary);
  const dictionaryMs = performance.now() - loadStarted;
  const options = { photos: (id: string) => byId[id], spelling, extraWords: ['picnics'] };
  const items = runPreflight(doc, options);
  if (!items.some((item) => item.kind === 'spelling'))
    throw new Error('the bench book should have a misspelling to find');

  const json = await medianTime(() => JSON.parse(JSON.stringify(doc)), RUNS);
  const preflight = await medianTime(() => runPreflight(doc, options), RUNS);

  const channel = new MessageChannel();
  const api = createPreflightWorkerApi(() => dictionary);
  Comlink.expose(api, channel.port1);
  const remote = Comlink.wrap<PreflightWorkerApi>(channel.port2);
  const viaChannel = await medianTime(
    () => remote.preflight(doc, { photos: byId, extraWords: ['picnics'] }),
    RUNS,
  );
  remote[Comlink.releaseProxy]();
  channel.port1.close();
  channel.port2.close();

  const ms = (value: number) => value.toFixed(value < 10 ? 2 : 0);
  const ratio = (value: number, base: number) => `${(value / base).toFixed(1)}×`;
  const target = (value: number) =>
    value < TARGET_MS ? `< ${TARGET_MS} ms: met` : `< ${TARGET_MS} ms: MISSED`;
  console.log(
    `\nPreflight: a 12x12 book of ${bookPageCount(doc)} pages, ${Object.keys(doc.elements).length} elements, ${items.length} items found, median of ${RUNS}\n`,
  );
  console.log(
    table(
      ['run', 'ms', 'vs JSON round trip', 'target'],
      [
        ['JSON round trip of the book (baseline)', ms(json), '1×', '—'],
        [
          'runPreflight (dictionary loaded)',
          ms(preflight),
          ratio(preflight, json),
          target(preflight),
        ],
        [
          'preflight through the worker API over a message channel',
          ms(viaChannel),
          ratio(viaChannel, json),
          target(viaChannel),
        ],
        ['parsing the English dictionary (once per worker)', ms(dictionaryMs), '—', '—'],
      ],
    ),
  );
}
