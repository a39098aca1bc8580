import { DetailedError, Upload } from 'tus-js-client';
import type { ServerErrorCode } from '../../../shared/errors';

export interface TransferEvents {
  onProgress(sent: number, total: number): void;
  /** The upload exists on the server: its URL is where a resume continues, even after a reload. */
  onUrl(url: string): void;
}

export type TransferResult =
  | { kind: 'done'; photoId: number }
  | { kind: 'duplicate'; existingPhotoId?: number }
  | { kind: 'failed'; status?: number; message?: string };

export interface Transfer {
  result: Promise<TransferResult>;
  /** Stops sending; what arrived stays on the server for `start` to continue from. */
  pause(): Promise<void>;
}

export interface TransferRequest {
  file: Blob;
  endpoint: string;
  /** Set when resuming: the upload the server already holds part of. */
  uploadUrl?: string;
  metadata: Record<string, string>;
  csrfToken: string;
  /** More request headers, e.g. a guest's upload session key (shared/uploadLinks). */
  headers?: Record<string, string>;
}

/** Short waits first (a blip), then longer ones (a tunnel); offline, the page waits for 'online'. */
export const RETRY_DELAYS = [0, 1000, 3000, 6000];

/**
 * Bytes per PATCH request: the whole file in one. After a cut tus asks the server how much it
 * stored (HEAD) and goes on from there, so a cut costs only what was in flight, whatever the
 * chunk size. The upload bench (tests/bench/upload.ts, 20 MB cut every 2 MB) measured 86–95 KB
 * re-sent per cut this way, and 52–138 KB with 1 MB chunks (the same: what sat in buffers), which
 * took 1.2–1.4× as long for their extra round trips. A front end that caps request bodies would
 * need a chunk under its cap.
 */
export const UPLOAD_CHUNK_BYTES = Number.POSITIVE_INFINITY;

/**
 * One file sent over tus (resumable): tus-js-client does the protocol; this turns its callbacks
 * into one promise and reads our server's answers: the `Photo-Id` of a finished upload, a 409
 * 'duplicate' for a file already in the library.
 */
export function startTransfer(request: TransferRequest, events: TransferEvents): Transfer {
  let upload: Upload;
  const result = new Promise<TransferResult>((resolve) => {
    upload = new Upload(request.file, {
      endpoint: request.endpoint,
      uploadUrl: request.uploadUrl ?? null,
      metadata: request.metadata,
      headers: { 'x-csrf-token': request.csrfToken, ...request.headers },
      retryDelays: RETRY_DELAYS,
      chunkSize: UPLOAD_CHUNK_BYTES,
      // Our own store (IndexedDB, with the file) remembers uploads; localStorage would not do.
      storeFingerprintForResuming: false,
      onShouldRetry: (error) => {
        const status = error.originalResponse?.getStatus() ?? 0;
        // A refusal (duplicate, bad type, too big) will not change on a retry; a 5xx or no answer may.
        return status === 0 || status >= 500 || status === 423;
      },
      onProgress: (sent, total) => events.onProgress(sent, total),
      onUploadUrlAvailable: () => {
        if (upload.url) events.onUrl(upload.url);
      },
      onSuccess: ({ lastResponse }) => {
        resolve({ kind: 'done', photoId: Number(lastResponse.getHeader('Photo-Id')) });
      },
      onError: (error) => resolve(failureOf(error)),
    });
    upload.start();
  });
  return {
    result,
    pause: () => upload.abort(),
  };
}

function failureOf(error: Error): TransferResult {
  if (!(error instanceof DetailedError) || !error.originalResponse) return { kind: 'failed' };
  const status = error.originalResponse.getStatus();
  const body = parseBody(error.originalResponse.getBody());
  if (status === 409 && body?.error?.code === 'duplicate') {
    return { kind: 'duplicate', existingPhotoId: body.error.existing_photo_id };
  }
  return { kind: 'failed', status, message: body?.error?.message };
}

interface ErrorBody {
  error?: { code?: ServerErrorCode; message?: string; existing_photo_id?: number };
}

function parseBody(text: string): ErrorBody | undefined {
  try {
    return JSON.parse(text) as ErrorBody;
  } catch {
    return undefined;
  }
}
