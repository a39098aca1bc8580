/**
 * Autofill (CPU-bound, no server): 300 photos into a 12x12 photo book, as the editor's worker
 * and the creation/* calls run it, median of several runs after a warm-up. Beside it, in the same
 * run, two baselines of work any autofill must at least do: sorting and shallow-copying the 300
 * photo records, and a JSON round trip of the filled document. Then the same call through a
 * Comlink message channel (the worker's structured-clone cost, without a real thread). Target:
 * under 1 s.
 */
import * as Comlink from 'comlink';
import { placedPhotoIds } from '../../src/shared/project/autofill/autofill';
import { autofillBook } from '../../src/shared/project/autofill/autofillBook';
import { bookPageCount } from '../../src/shared/project/autofill/bookPages';
import { bookDocument, samplePhotos } from '../../src/shared/project/autofill/testing/fixtures';
import {
  type AutofillWorkerApi,
  autofillWorkerApi,
} from '../../workers/autofill/autofillWorkerApi';
import { table } from './support/benchTables';
import { medianTime } from './support/medianTime';

const PHOTOS = 300;
const RUNS = 9;
const TARGET_MS = 1000;

export async function benchAutofill(): Promise<void> {
  const book = bookDocument({ sizes: ['12x12'] });
  const photos = samplePhotos(PHOTOS);
  const filled = autofillBook(book, photos);
  if (new Set(placedPhotoIds(filled)).size !== PHOTOS) {
    throw new Error('autofill left photos out of the book');
  }

  const sortCopy = await medianTime(
    () =>
      photos
        .map((photo) => ({ ...photo }))
        .sort((a, b) => (a.takenAt ?? '').localeCompare(b.takenAt ?? '')),
    RUNS,
  );
  const json = await medianTime(() => JSON.parse(JSON.stringify(filled)), RUNS);
  const autofill = await medianTime(() => autofillBook(book, photos), RUNS);

  const channel = new MessageChannel();
  Comlink.expose(autofillWorkerApi, channel.port1);
  const remote = Comlink.wrap<AutofillWorkerApi>(channel.port2);
  const viaChannel = await medianTime(() => remote.autofill(book, photos), RUNS);
  remote[Comlink.releaseProxy]();
  channel.port1.close();
  channel.port2.close();

  const ms = (value: number) => value.toFixed(value < 10 ? 2 : 0);
  const ratio = (value: number, base: number) => `${(value / base).toFixed(0)}×`;
  console.log(
    `\nAutofill: ${PHOTOS} photos into a 12x12 book (${bookPageCount(filled)} pages), median of ${RUNS}\n`,
  );
  console.log(
    table(
      ['run', 'ms', 'vs sort + copy', 'vs JSON round trip', 'target'],
      [
        [`sort + shallow-copy ${PHOTOS} photo records (baseline)`, ms(sortCopy), '1×', '—', '—'],
        [
          'JSON round trip of the filled book (baseline)',
          ms(json),
          ratio(json, sortCopy),
          '1×',
          '—',
        ],
        [
          'autofillBook',
          ms(autofill),
          ratio(autofill, sortCopy),
          ratio(autofill, json),
          autofill < TARGET_MS ? `< ${TARGET_MS} ms: met` : `< ${TARGET_MS} ms: MISSED`,
        ],
        [
          'autofill through the worker API over a message channel',
          ms(viaChannel),
          ratio(viaChannel, sortCopy),
          ratio(viaChannel, json),
          viaChannel < TARGET_MS ? `< ${TARGET_MS} ms: met` : `< ${TARGET_MS} ms: MISSED`,
        ],
      ],
    ),
  );
}
