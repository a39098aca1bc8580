import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomToken } from '../security/tokens';

/**
 * Where the shop keeps files (photo originals and derivatives), addressed by key. Local files by
 * default (here); objects in an S3-compatible bucket when the shop scales out (s3BlobStore.ts).
 */
export interface BlobStore {
  /** Stores the stream under the key, replacing what was there; readers never see half a file. */
  put(key: string, content: Readable | Buffer): Promise<void>;
  /** Moves a local file into the store under the key (a rename when they share a disk). */
  putFile(key: string, filePath: string): Promise<void>;
  /** The content, or undefined when nothing is stored under the key. */
  get(key: string): Promise<Readable | undefined>;
  delete(key: string): Promise<void>;
  /** Removes every blob under a key path of whole segments (`photos/12` = all files of user 12). */
  deletePrefix(prefix: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Size in bytes, or undefined when nothing is stored under the key. */
  size(key: string): Promise<number | undefined>;
}

/** Keys are paths of plain segments; anything that could climb out of the root is refused. */
const KEY_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;
const TEMP_DIR = '.tmp';

/** Every store refuses the same keys, so code that works on one works on the other. */
export function checkBlobKey(key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error(`Invalid blob key: ${key}`);
  return key;
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/** A blob store in a directory (`<dataDir>/blobs`): one file per key. */
export function localBlobStore(root: string): BlobStore {
  const fileOf = (key: string) => path.join(root, checkBlobKey(key));
  // Written beside the final place under a random name, then renamed: rename is atomic on one
  // file system, so a crash leaves either the old blob or the new one, never a torn file.
  const tempFile = async () => {
    const dir = path.join(root, TEMP_DIR);
    await mkdir(dir, { recursive: true });
    return path.join(dir, randomToken(12));
  };
  const settle = async (temp: string, key: string) => {
    const target = fileOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    await rename(temp, target);
  };

  return {
    async put(key, content) {
      fileOf(key);
      const temp = await tempFile();
      try {
        await pipeline(
          Buffer.isBuffer(content) ? [content] : content,
          createWriteStream(temp, { flags: 'wx' }),
        );
        await settle(temp, key);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    async putFile(key, filePath) {
      fileOf(key);
      const temp = await tempFile();
      try {
        await rename(filePath, temp);
      } catch (error) {
        // Another disk: copy, then drop the source once the copy is safely in place.
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        await pipeline(createReadStream(filePath), createWriteStream(temp, { flags: 'wx' }));
        await rm(filePath, { force: true });
      }
      await settle(temp, key);
    },
    async get(key) {
      const file = fileOf(key);
      try {
        await stat(file);
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
      return createReadStream(file);
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async deletePrefix(prefix) {
      const trimmed = prefix.replace(/\/+$/, '');
      await rm(fileOf(trimmed), { force: true, recursive: true });
    },
    async exists(key) {
      return (await this.size(key)) !== undefined;
    },
    async size(key) {
      try {
        return (await stat(fileOf(key))).size;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
  };
}
