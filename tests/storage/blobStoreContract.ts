import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlobStore } from '../../src/server/storage/blobStore';

export interface StoreUnderTest {
  store: BlobStore;
  close(): Promise<void>;
}

/** Bytes made up as they are read, so a big blob never sits whole in the test either. */
function generatedStream(bytes: number, chunk = 64 * 1024): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= bytes) return this.push(null);
      const size = Math.min(chunk, bytes - sent);
      this.push(Buffer.alloc(size, sent % 251));
      sent += size;
    },
  });
}

async function digest(stream: Readable | undefined): Promise<string | undefined> {
  if (!stream) return undefined;
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

const text = async (store: BlobStore, key: string) => {
  const stream = await store.get(key);
  return stream && (await buffer(stream)).toString('utf8');
};

/**
 * What every blob store promises (see BlobStore), run against each adapter so that the shop
 * behaves the same on local files and on object storage.
 */
export function blobStoreContract(name: string, open: () => Promise<StoreUnderTest>): void {
  describe(`${name} blob store`, () => {
    let subject: StoreUnderTest;
    let store: BlobStore;
    let scratch: string;
    beforeAll(async () => {
      subject = await open();
      store = subject.store;
      scratch = await mkdtemp(path.join(tmpdir(), 'printshop-blob-contract-'));
    });
    afterAll(async () => {
      await subject.close();
      await rm(scratch, { recursive: true, force: true });
    });

    it('gives back what was put, with its size', async () => {
      await store.put('photos/1/2/original', Buffer.from('a picture'));
      expect(await text(store, 'photos/1/2/original')).toBe('a picture');
      expect(await store.size('photos/1/2/original')).toBe(9);
      expect(await store.exists('photos/1/2/original')).toBe(true);
    });

    it('streams a blob larger than one multipart part in and out unchanged', async () => {
      const bytes = 6 * 1024 * 1024 + 123;
      await store.put('photos/1/3/original', generatedStream(bytes));
      expect(await store.size('photos/1/3/original')).toBe(bytes);
      expect(await digest(await store.get('photos/1/3/original'))).toBe(
        await digest(generatedStream(bytes)),
      );
    });

    it('replaces what was stored under the key', async () => {
      await store.put('photos/1/4/small.webp', Buffer.from('first'));
      await store.put('photos/1/4/small.webp', Readable.from([Buffer.from('second')]));
      expect(await text(store, 'photos/1/4/small.webp')).toBe('second');
    });

    it('keeps the old blob when a new one fails half-way', async () => {
      await store.put('photos/1/5/original', Buffer.from('whole'));
      const broken = new Readable({
        read() {
          this.push(Buffer.alloc(1024, 1));
          this.destroy(new Error('connection lost'));
        },
      });
      await expect(store.put('photos/1/5/original', broken)).rejects.toThrow();
      expect(await text(store, 'photos/1/5/original')).toBe('whole');
    });

    it('answers undefined for a key with nothing stored', async () => {
      expect(await store.get('photos/9/9/original')).toBeUndefined();
      expect(await store.size('photos/9/9/original')).toBeUndefined();
      expect(await store.exists('photos/9/9/original')).toBe(false);
    });

    it('moves a local file in: stored under the key, gone from where it was', async () => {
      const file = path.join(scratch, 'finished-upload');
      await writeFile(file, 'uploaded bytes');
      await store.putFile('photos/2/1/original', file);
      expect(await text(store, 'photos/2/1/original')).toBe('uploaded bytes');
      expect(existsSync(file)).toBe(false);
    });

    it('deletes one key, and deleting a missing one is no error', async () => {
      await store.put('photos/2/2/original', Buffer.from('x'));
      await store.delete('photos/2/2/original');
      await store.delete('photos/2/2/original');
      expect(await store.exists('photos/2/2/original')).toBe(false);
    });

    it('deletes a prefix of whole segments only', async () => {
      await store.put('users/3/a', Buffer.from('a'));
      await store.put('users/3/b/c', Buffer.from('c'));
      await store.put('users/33/a', Buffer.from('other user'));
      await store.deletePrefix('users/3/');
      expect(await store.exists('users/3/a')).toBe(false);
      expect(await store.exists('users/3/b/c')).toBe(false);
      expect(await text(store, 'users/33/a')).toBe('other user');
    });

    it('refuses keys that could leave the store', async () => {
      for (const key of ['../secrets', '/etc/passwd', 'photos//1', 'photos/../x', '']) {
        await expect(store.put(key, Buffer.from('x'))).rejects.toThrow(/Invalid blob key/);
        await expect(store.get(key)).rejects.toThrow(/Invalid blob key/);
      }
    });
  });
}
