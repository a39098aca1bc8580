import * as Comlink from 'comlink';
import { describe, expect, it } from 'vitest';
import { type HashWorkerApi, hashWorkerApi } from './hashWorkerApi';

describe('the hashing worker', () => {
  it("hashes a guest's file across the message channel: SHA-256 alone", async () => {
    const channel = new MessageChannel();
    Comlink.expose(hashWorkerApi, channel.port1);
    const remote = Comlink.wrap<HashWorkerApi>(channel.port2);
    try {
      expect(await remote.contentHash(new Blob(['abc']))).toBe(
        'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
      );
    } finally {
      channel.port1.close();
      channel.port2.close();
    }
  });
});
