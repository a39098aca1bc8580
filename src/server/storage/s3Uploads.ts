import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectsCommand, GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { S3Store } from '@tus/s3-store';
import { ERRORS } from '@tus/server';
import { type S3Settings, s3ClientConfig } from './s3Settings';

/**
 * Unfinished resumable (tus) uploads kept in the bucket, so that any server process can take the
 * next part of an upload. @tus/s3-store writes each as a multipart upload under its id, with an
 * `<id>.info` object for its metadata and an `<id>.part` object for a tail shorter than a part.
 */
export interface S3Uploads {
  datastore: S3Store;
  /** Streams a finished upload down to a file on this disk, where the intake checks and moves it. */
  download(id: string, file: string): Promise<void>;
  /** Removes every object of an upload, finished or not. */
  remove(id: string): Promise<void>;
}

export function s3Uploads(settings: S3Settings): S3Uploads {
  const config = s3ClientConfig(settings);
  const client = new S3Client(config);
  const Bucket = settings.bucket;
  const datastore = new S3Store({ s3ClientConfig: { bucket: Bucket, ...config } });
  return {
    datastore,
    async download(id, file) {
      const object = await client.send(new GetObjectCommand({ Bucket, Key: id }));
      if (!(object.Body instanceof Readable)) throw new Error(`Upload ${id} has no content.`);
      await pipeline(object.Body, createWriteStream(file));
    },
    async remove(id) {
      try {
        // Aborts an unfinished multipart upload (its parts are not objects one could delete).
        await datastore.remove(id);
      } catch (error) {
        // A finished upload has no multipart upload left to abort: its objects go below.
        if (error !== ERRORS.FILE_NOT_FOUND) throw error;
      }
      await client.send(
        new DeleteObjectsCommand({
          Bucket,
          Delete: {
            Objects: [id, `${id}.info`, `${id}.part`].map((Key) => ({ Key })),
            Quiet: true,
          },
        }),
      );
    },
  };
}
