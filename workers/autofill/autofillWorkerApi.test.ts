import * as Comlink from 'comlink';
import { describe, expect, it } from 'vitest';
import { frontCoverOf } from '../../src/shared/project/autofill/frontCover';
import {
  bookDocument,
  cardDocument,
  samplePhotos,
} from '../../src/shared/project/autofill/testing/fixtures';
import { projectDocumentSchema } from '../../src/shared/project/document';
import { type AutofillWorkerApi, autofillWorkerApi } from './autofillWorkerApi';

/** The API behind a real message channel, as the page reaches the worker. */
async function withRemote(run: (remote: Comlink.Remote<AutofillWorkerApi>) => Promise<void>) {
  const channel = new MessageChannel();
  Comlink.expose(autofillWorkerApi, channel.port1);
  const remote = Comlink.wrap<AutofillWorkerApi>(channel.port2);
  try {
    await run(remote);
  } finally {
    remote[Comlink.releaseProxy]();
    channel.port1.close();
    channel.port2.close();
  }
}

describe('the autofill worker', () => {
  it('fills a book across the message channel and says what found no place', async () => {
    await withRemote(async (remote) => {
      const photos = samplePhotos(60);
      const result = await remote.autofill(bookDocument(), photos);
      expect(projectDocumentSchema.safeParse(result.document).success).toBe(true);
      expect(result.placed).toBe(60);
      expect(result.unplacedPhotoIds).toEqual([]);
    });
  });

  it('fills only the front of a card when asked for the cover, and reports the rest', async () => {
    await withRemote(async (remote) => {
      const card = cardDocument();
      const slots = frontCoverOf(card)!.slots.length;
      const photos = samplePhotos(slots + 2);
      const result = await remote.fillFrontCover(card, photos);
      expect(result.placed).toBe(slots);
      expect(result.unplacedPhotoIds).toEqual(photos.slice(slots).map((p) => p.id));
    });
  });

  it('refuses a document that is not one, naming what is wrong', async () => {
    await withRemote(async (remote) => {
      const broken = { ...bookDocument(), surfaceOrder: ['nowhere'] };
      await expect(remote.autofill(broken, [])).rejects.toThrow(/nowhere/);
    });
  });
});
