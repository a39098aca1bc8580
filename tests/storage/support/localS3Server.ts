/**
 * A small S3-compatible server for tests, on a free local port with one bucket, its objects in a
 * temporary directory. Written here because the npm ones (s3rver and its forks) lack ListParts
 * and AbortMultipartUpload, which resumable uploads (@tus/s3-store) depend on. It speaks what
 * the shop's adapters use: objects (put, get, head, delete, list, delete many) and multipart
 * uploads (create, upload part, list parts, complete, abort), path-style; signatures are not checked.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { S3Settings } from '../../../src/server/storage/s3Settings';

interface StoredObject {
  file: string;
  etag: string;
  size: number;
  contentType: string;
  metadata: Record<string, string>;
  lastModified: Date;
}

interface MultipartUpload {
  key: string;
  contentType: string;
  metadata: Record<string, string>;
  parts: Map<number, Omit<StoredObject, 'contentType' | 'metadata'>>;
}

export interface LocalS3 {
  settings: S3Settings;
  /** Keys of the objects stored now, sorted. */
  keys(): string[];
  close(): Promise<void>;
}

class S3Error extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c]};`,
  );
const unescapeXml = (text: string) =>
  text.replace(
    /&(lt|gt|amp|apos|quot);/g,
    (_, name: string) => ({ lt: '<', gt: '>', amp: '&', apos: "'", quot: '"' })[name] ?? '',
  );
const element = (name: string, value: string | number | boolean) =>
  `<${name}>${escapeXml(String(value))}</${name}>`;

function sendXml(res: ServerResponse, status: number, body: string) {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?>${body}`);
}

function metadataOf(req: IncomingMessage): Record<string, string> {
  return Object.fromEntries(
    Object.entries(req.headers)
      .filter(([name]) => name.startsWith('x-amz-meta-'))
      .map(([name, value]) => [name.slice('x-amz-meta-'.length), String(value)]),
  );
}

async function readText(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startLocalS3(bucket = 'printshop-test'): Promise<LocalS3> {
  const dir = await mkdtemp(path.join(tmpdir(), 'printshop-s3-'));
  const objects = new Map<string, StoredObject>();
  const uploads = new Map<string, MultipartUpload>();

  /** Streams the request body to a new file (never held in memory), hashing it on the way. */
  async function receive(req: IncomingMessage) {
    // The SDK's default for streamed bodies frames them in chunks with signatures; the shop's
    // clients turn that off (checksums only when required), and this server expects them to.
    const encoding = String(req.headers['content-encoding'] ?? '');
    if (encoding.includes('aws-chunked')) {
      throw new S3Error(501, 'NotImplemented', 'aws-chunked bodies are not supported here.');
    }
    const file = path.join(dir, randomUUID());
    const hash = createHash('md5');
    let size = 0;
    await pipeline(
      req,
      async function* (source: AsyncIterable<Buffer>) {
        for await (const chunk of source) {
          hash.update(chunk);
          size += chunk.length;
          yield chunk;
        }
      },
      createWriteStream(file),
    );
    return { file, etag: `"${hash.digest('hex')}"`, size, lastModified: new Date() };
  }

  async function replaceObject(key: string, stored: StoredObject) {
    const previous = objects.get(key);
    objects.set(key, stored);
    if (previous) await rm(previous.file, { force: true });
  }

  async function removeObject(key: string) {
    const previous = objects.get(key);
    objects.delete(key);
    if (previous) await rm(previous.file, { force: true });
  }

  function uploadOf(id: string | null): MultipartUpload {
    const upload = id ? uploads.get(id) : undefined;
    if (!upload) throw new S3Error(404, 'NoSuchUpload', 'The specified upload does not exist.');
    return upload;
  }

  function objectHeaders(res: ServerResponse, stored: StoredObject) {
    res.setHeader('content-length', stored.size);
    res.setHeader('content-type', stored.contentType);
    res.setHeader('etag', stored.etag);
    res.setHeader('last-modified', stored.lastModified.toUTCString());
    for (const [name, value] of Object.entries(stored.metadata)) {
      res.setHeader(`x-amz-meta-${name}`, value);
    }
  }

  async function bucketRequest(req: IncomingMessage, res: ServerResponse, query: URLSearchParams) {
    if (req.method === 'HEAD' || req.method === 'PUT') return res.writeHead(200).end();
    if (req.method === 'GET' && query.get('list-type') === '2') {
      const prefix = query.get('prefix') ?? '';
      const keys = [...objects.keys()].filter((key) => key.startsWith(prefix)).sort();
      const contents = keys.map((key) => {
        const stored = objects.get(key)!;
        return `<Contents>${element('Key', key)}${element('Size', stored.size)}${element('ETag', stored.etag)}${element('LastModified', stored.lastModified.toISOString())}</Contents>`;
      });
      return sendXml(
        res,
        200,
        `<ListBucketResult>${element('Name', bucket)}${element('Prefix', prefix)}${element('KeyCount', keys.length)}${element('MaxKeys', 1000)}${element('IsTruncated', false)}${contents.join('')}</ListBucketResult>`,
      );
    }
    if (req.method === 'POST' && query.has('delete')) {
      const keys = [...(await readText(req)).matchAll(/<Key>([^<]*)<\/Key>/g)].map((m) =>
        unescapeXml(m[1]!),
      );
      for (const key of keys) await removeObject(key);
      const deleted = keys.map((key) => `<Deleted>${element('Key', key)}</Deleted>`).join('');
      return sendXml(res, 200, `<DeleteResult>${deleted}</DeleteResult>`);
    }
    throw new S3Error(501, 'NotImplemented', `${req.method} on a bucket is not supported here.`);
  }

  async function objectRequest(
    req: IncomingMessage,
    res: ServerResponse,
    key: string,
    query: URLSearchParams,
  ) {
    const uploadId = query.get('uploadId');
    switch (req.method) {
      case 'PUT': {
        if (req.headers['x-amz-copy-source']) {
          throw new S3Error(501, 'NotImplemented', 'Copying objects is not supported here.');
        }
        if (uploadId) {
          const upload = uploadOf(uploadId);
          const part = await receive(req);
          const number = Number(query.get('partNumber'));
          const previous = upload.parts.get(number);
          upload.parts.set(number, part);
          if (previous) await rm(previous.file, { force: true });
          res.setHeader('etag', part.etag);
          return res.writeHead(200).end();
        }
        const received = await receive(req);
        await replaceObject(key, {
          ...received,
          contentType: String(req.headers['content-type'] ?? 'binary/octet-stream'),
          metadata: metadataOf(req),
        });
        res.setHeader('etag', received.etag);
        return res.writeHead(200).end();
      }
      case 'GET':
      case 'HEAD': {
        if (uploadId && req.method === 'GET') {
          const upload = uploadOf(uploadId);
          const parts = [...upload.parts.entries()]
            .sort(([a], [b]) => a - b)
            .map(
              ([number, part]) =>
                `<Part>${element('PartNumber', number)}${element('ETag', part.etag)}${element('Size', part.size)}${element('LastModified', part.lastModified.toISOString())}</Part>`,
            );
          return sendXml(
            res,
            200,
            `<ListPartsResult>${element('Bucket', bucket)}${element('Key', key)}${element('UploadId', uploadId)}${element('IsTruncated', false)}${parts.join('')}</ListPartsResult>`,
          );
        }
        const stored = objects.get(key);
        if (!stored) throw new S3Error(404, 'NoSuchKey', 'The specified key does not exist.');
        objectHeaders(res, stored);
        res.writeHead(200);
        if (req.method === 'HEAD') return res.end();
        return pipeline(createReadStream(stored.file), res);
      }
      case 'POST': {
        if (query.has('uploads')) {
          const id = randomUUID();
          uploads.set(id, {
            key,
            contentType: String(req.headers['content-type'] ?? 'binary/octet-stream'),
            metadata: metadataOf(req),
            parts: new Map(),
          });
          return sendXml(
            res,
            200,
            `<InitiateMultipartUploadResult>${element('Bucket', bucket)}${element('Key', key)}${element('UploadId', id)}</InitiateMultipartUploadResult>`,
          );
        }
        const upload = uploadOf(uploadId);
        const numbers = [...(await readText(req)).matchAll(/<PartNumber>(\d+)<\/PartNumber>/g)].map(
          (m) => Number(m[1]),
        );
        const parts = numbers.map((number) => {
          const part = upload.parts.get(number);
          if (!part) throw new S3Error(400, 'InvalidPart', `Part ${number} was not uploaded.`);
          return part;
        });
        const file = path.join(dir, randomUUID());
        const hash = createHash('md5');
        const out = createWriteStream(file);
        for (const part of parts) {
          await pipeline(createReadStream(part.file), out, { end: false });
          hash.update(part.etag);
        }
        await new Promise<void>((resolve, reject) =>
          out.end((error?: Error | null) => (error ? reject(error) : resolve())),
        );
        const etag = `"${hash.digest('hex')}-${parts.length}"`;
        await replaceObject(upload.key, {
          file,
          etag,
          size: parts.reduce((n, part) => n + part.size, 0),
          contentType: upload.contentType,
          metadata: upload.metadata,
          lastModified: new Date(),
        });
        uploads.delete(uploadId!);
        await Promise.all([...upload.parts.values()].map((part) => rm(part.file, { force: true })));
        return sendXml(
          res,
          200,
          `<CompleteMultipartUploadResult>${element('Bucket', bucket)}${element('Key', upload.key)}${element('ETag', etag)}</CompleteMultipartUploadResult>`,
        );
      }
      case 'DELETE': {
        if (uploadId) {
          const upload = uploadOf(uploadId);
          uploads.delete(uploadId);
          await Promise.all(
            [...upload.parts.values()].map((part) => rm(part.file, { force: true })),
          );
          return res.writeHead(204).end();
        }
        await removeObject(key);
        return res.writeHead(204).end();
      }
      default:
        throw new S3Error(405, 'MethodNotAllowed', `${req.method} is not supported here.`);
    }
  }

  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const [, bucketName = '', ...rest] = url.pathname.split('/');
      if (bucketName !== bucket) {
        throw new S3Error(404, 'NoSuchBucket', 'The specified bucket does not exist.');
      }
      const key = decodeURIComponent(rest.join('/'));
      if (key === '') await bucketRequest(req, res, url.searchParams);
      else await objectRequest(req, res, key, url.searchParams);
    } catch (error) {
      const s3Error =
        error instanceof S3Error ? error : new S3Error(500, 'InternalError', String(error));
      if (res.headersSent) return res.destroy(s3Error);
      if (req.method === 'HEAD') return res.writeHead(s3Error.status).end();
      sendXml(
        res,
        s3Error.status,
        `<Error>${element('Code', s3Error.code)}${element('Message', s3Error.message)}</Error>`,
      );
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    settings: {
      bucket,
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      accessKeyId: 'test',
      secretAccessKey: 'test',
      forcePathStyle: true,
    },
    keys: () => [...objects.keys()].sort(),
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await rm(dir, { recursive: true, force: true });
    },
  };
}
