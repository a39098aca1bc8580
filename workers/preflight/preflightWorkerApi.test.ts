import * as Comlink from 'comlink';
import { describe, expect, it } from 'vitest';
import { bookDocument } from '../../src/shared/project/autofill/testing/fixtures';
import type { TextElement } from '../../src/shared/project/elements';
import { bundledEnglishDictionary } from './bundledDictionary';
import { createPreflightWorkerApi, type PreflightWorkerApi } from './preflightWorkerApi';

/** The worker's API, with the dictionary it bundles, behind a real message channel. */
async function withRemote(run: (remote: Comlink.Remote<PreflightWorkerApi>) => Promise<void>) {
  const channel = new MessageChannel();
  Comlink.expose(createPreflightWorkerApi(bundledEnglishDictionary), channel.port1);
  const remote = Comlink.wrap<PreflightWorkerApi>(channel.port2);
  try {
    await run(remote);
  } finally {
    remote[Comlink.releaseProxy]();
    channel.port1.close();
    channel.port2.close();
  }
}

/** A template book whose first text box the customer retyped, with a misspelling. */
function typedBook() {
  const doc = bookDocument();
  const text = Object.values(doc.elements).find((e): e is TextElement => e.type === 'text');
  if (!text) throw new Error('the template has text');
  text.placeholder = false;
  text.text = 'Our sumer';
  return { doc, text };
}

describe('the preflight worker', () => {
  it('checks a document across the message channel, spelling with the bundled dictionary', async () => {
    await withRemote(async (remote) => {
      const { doc, text } = typedBook();
      const items = await remote.preflight(doc, { photos: {} });
      expect(items.some((item) => item.kind === 'emptySlot')).toBe(true);
      const spelling = items.filter((item) => item.kind === 'spelling');
      expect(spelling).toMatchObject([
        { elementId: text.id, message: expect.stringMatching(/sumer/) },
      ]);
      const again = await remote.preflight(doc, {
        photos: {},
        extraWords: ['sumer'],
        acceptedIds: [items[0]!.id],
      });
      expect(again.some((item) => item.kind === 'spelling')).toBe(false);
      expect(again[0]?.accepted).toBe(items[0]?.severity === 'warning');
    });
  });

  it('warms up by parsing the dictionary once, however often it is asked', async () => {
    let loads = 0;
    const api = createPreflightWorkerApi(() => {
      loads++;
      return bundledEnglishDictionary();
    });
    api.warmUp();
    api.warmUp();
    api.preflight(typedBook().doc, { photos: {} });
    expect(loads).toBe(1);
  });

  it('refuses a document that is not one, and photo sizes that are not sizes', async () => {
    await withRemote(async (remote) => {
      const broken = { ...bookDocument(), surfaceOrder: ['nowhere'] };
      await expect(remote.preflight(broken, { photos: {} })).rejects.toThrow(/nowhere/);
      const { doc } = typedBook();
      await expect(
        remote.preflight(doc, { photos: { a: { width: -1, height: 10 } } }),
      ).rejects.toThrow(/width/);
    });
  });
});
