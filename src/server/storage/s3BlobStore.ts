import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { type BlobStore, checkBlobKey } from './blobStore';
import { type S3Settings, s3ClientConfig } from './s3Settings';

/** A missing key: GetObject says NoSuchKey, HeadObject only its status (a HEAD has no body). */
function isMissing(error: unknown): boolean {
  return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;
}

/**
 * A blob store in an S3-compatible bucket: one object per key. Content streams in and out: a
 * stream of unknown length goes up in multipart parts (5 MiB held at a time), so no file is ever
 * whole in memory. An object appears only once all of it is stored, as with the local store.
 */
export function s3BlobStore(
  settings: S3Settings,
  client = new S3Client(s3ClientConfig(settings)),
): BlobStore {
  const Bucket = settings.bucket;

  const put = async (key: string, content: Readable | Buffer) => {
    await new Upload({ client, params: { Bucket, Key: checkBlobKey(key), Body: content } }).done();
  };

  const size = async (key: string) => {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: checkBlobKey(key) }));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  };

  return {
    put,
    async putFile(key, filePath) {
      await put(key, createReadStream(filePath));
      await rm(filePath, { force: true });
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: checkBlobKey(key) }));
        return object.Body instanceof Readable ? object.Body : undefined;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkBlobKey(key) }));
    },
    async deletePrefix(prefix) {
      const trimmed = checkBlobKey(prefix.replace(/\/+$/, ''));
      await client.send(new DeleteObjectCommand({ Bucket, Key: trimmed }));
      // Whole segments only: `photos/1/` never takes `photos/12`'s objects with it.
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: `${trimmed}/`, ContinuationToken }),
        );
        const Objects = (page.Contents ?? []).flatMap(({ Key }) => (Key ? [{ Key }] : []));
        if (Objects.length > 0) {
          await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async exists(key) {
      return (await size(key)) !== undefined;
    },
    size,
  };
}
