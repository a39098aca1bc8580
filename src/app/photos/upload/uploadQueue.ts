import type { ApiPhoto, PendingUpload, PhotoStore } from '../../../../browser-storage/photoStore';
import { isConnectivityFailure } from '../../../shared/errors';
import type { ApiClient } from '../../apiContext';
import { startTransfer, type Transfer, type TransferResult } from './tusTransfer';

export type UploadStatus =
  | 'hashing'
  /** Hashed and stored on the device, waiting for the uploads ahead of it. */
  | 'queued'
  | 'uploading'
  | 'paused'
  | 'offline'
  | 'failed'
  | 'duplicate'
  | 'done';

export interface UploadItem {
  id: string;
  name: string;
  size: number;
  sent: number;
  status: UploadStatus;
  message?: string;
}

/**
 * Where the queue keeps and hashes files and records finished photos: the signed-in user's
 * PhotoLibrary, or a guest's stand-in (mobileUpload) that cannot read the owner's photos.
 */
export interface UploadLibrary {
  readonly ownerId: number;
  readonly knownHashes: Map<string, number>;
  readonly store:
    | Pick<PhotoStore, 'pendingUploads' | 'putPendingUpload' | 'removePendingUpload'>
    | undefined;
  hashFile(file: Blob): Promise<{ sha256: string }>;
  /** Records a finished photo; absent for a guest, who cannot read it back. */
  apply?(photos: readonly ApiPhoto[]): Promise<void>;
  /** Makes a new pending upload belong somewhere (a guest's link); the owner's library by default. */
  tagPending?(pending: PendingUpload): PendingUpload;
  /** Holds work over the whole library back while files are going; answers the release. */
  holdBackgroundWork?(): () => void;
}

/** Statuses of a file the queue is still working on: anything else waits for the user or is over. */
const ACTIVE: readonly UploadStatus[] = ['hashing', 'queued', 'uploading'];

/** What the queue needs besides the library: the API, the CSRF token and the connection. */
export interface UploadDeps {
  api: Pick<ApiClient, 'call'>;
  csrfToken: () => string | undefined;
  isOnline: () => boolean;
  transfer?: typeof startTransfer;
  newId?: () => string;
  /** Opens the session new files go to; `my/upload_sessions` (signed in) when absent. */
  openSession?: () => Promise<{ id: string; uploadUrl: string }>;
  /** Extra headers of a transfer, e.g. a guest's upload session key. */
  headersFor?: (pending: PendingUpload) => Record<string, string>;
}

interface Job {
  item: UploadItem;
  pending?: PendingUpload;
  transfer?: Transfer;
  /** Bumped on each start, so the answer of a paused attempt is ignored. */
  attempt: number;
  /**
   * The upload this attempt resumed was gone from the server, so a new one was opened. If that
   * one is then refused as a 'duplicate', the copy the server has is this very upload, finished
   * by a request whose answer never came back (a reload or a cut as the last bytes went).
   */
  reopened?: boolean;
}

/**
 * The uploads of this tab: each file is hashed in the worker, skipped when the library has it
 * already, and otherwise sent over tus. A file and its tus URL are in IndexedDB until the upload
 * is done, so a reload resumes it; offline, uploads wait for the connection.
 */
export class UploadQueue {
  private jobs: Job[] = [];
  private items: readonly UploadItem[] = [];
  private readonly listeners = new Set<() => void>();
  private readonly transfer: typeof startTransfer;
  private readonly newId: () => string;
  /** Set while files are being worked on: the library's background work waits for the drain. */
  private releaseLibrary: (() => void) | undefined;

  constructor(
    private readonly library: UploadLibrary,
    private readonly deps: UploadDeps,
  ) {
    this.transfer = deps.transfer ?? startTransfer;
    this.newId = deps.newId ?? (() => globalThis.crypto.randomUUID());
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): readonly UploadItem[] => this.items;

  private changed() {
    this.items = this.jobs.map((job) => ({ ...job.item }));
    const busy = this.items.some((item) => ACTIVE.includes(item.status));
    if (busy) this.releaseLibrary ??= this.library.holdBackgroundWork?.();
    else {
      this.releaseLibrary?.();
      this.releaseLibrary = undefined;
    }
    for (const listener of this.listeners) listener();
  }

  /** Picks up the uploads a previous visit left unfinished. */
  async resumeStored(): Promise<void> {
    const stored = (await this.library.store?.pendingUploads()) ?? [];
    const resumed: Job[] = [];
    for (const pending of stored) {
      if (this.jobs.some((job) => job.item.id === pending.id)) continue;
      const job = this.jobOf(pending.id, pending.name, pending.file.size);
      job.pending = pending;
      job.item.status = 'queued';
      this.library.knownHashes.set(pending.sha256, 0);
      resumed.push(job);
    }
    this.changed();
    // One at a time, as when they were added.
    for (const job of resumed) await this.send(job);
  }

  /**
   * Adds files; they are hashed and stored one after another while the stored ones are sent one
   * at a time. Storing does not wait for sending, so every chosen file is on the device (and
   * survives a reload) even while the first upload is stuck on a bad connection.
   */
  async add(files: readonly File[]): Promise<void> {
    const jobs = files.map((file) => ({
      file,
      job: this.jobOf(this.newId(), file.name, file.size),
    }));
    this.changed();
    let sending = Promise.resolve();
    for (const { file, job } of jobs) {
      if (await this.prepare(file, job)) sending = sending.then(() => this.send(job));
    }
    await sending;
  }

  private jobOf(id: string, name: string, size: number): Job {
    const job: Job = { item: { id, name, size, sent: 0, status: 'hashing' }, attempt: 0 };
    this.jobs.push(job);
    return job;
  }

  /** Hashes and stores a file; true when it is to be sent. */
  private async prepare(file: File, job: Job): Promise<boolean> {
    try {
      const { sha256 } = await this.library.hashFile(file);
      // Files this device uploaded are known by checksum; any other copy the server has already
      // is refused by it at the end of the upload ('duplicate'), reported the same way. Asking
      // `my/photos#create` first would cost a refused call for every new file.
      if (this.library.knownHashes.has(sha256)) {
        await this.finish(job, 'duplicate');
        return false;
      }
      // Claimed before the upload starts, so a second copy in the same batch is caught too.
      this.library.knownHashes.set(sha256, 0);
      const pending: PendingUpload = {
        id: job.item.id,
        ownerId: this.library.ownerId,
        file,
        name: file.name,
        type: file.type || 'application/octet-stream',
        sha256,
        addedAt: Date.now(),
      };
      job.pending = this.library.tagPending?.(pending) ?? pending;
      await this.library.store?.putPendingUpload(job.pending);
      this.setStatus(job, 'queued');
      return true;
    } catch (error) {
      this.fail(job, error);
      return false;
    }
  }

  private async send(job: Job) {
    const pending = job.pending;
    if (!pending) return;
    if (!this.deps.isOnline()) return this.setStatus(job, 'offline');
    const attempt = ++job.attempt;
    this.setStatus(job, 'uploading');
    try {
      let endpoint = pending.uploadUrl && collectionOf(pending.uploadUrl);
      const resumedFrom = pending.uploadUrl;
      job.reopened = false;
      if (!pending.uploadUrl || !pending.uploadSessionId) {
        const session = await (this.deps.openSession?.() ??
          this.deps.api.call('my/upload_sessions', { fileCount: 1 }));
        endpoint = session.uploadUrl;
        pending.uploadSessionId = session.id;
        pending.uploadUrl = undefined;
      }
      // Sent on resumes too: should the server have lost the upload, tus-js-client creates it
      // again at the endpoint, and it must land in the same session.
      const metadata: Record<string, string> = {
        filename: pending.name,
        filetype: pending.type,
        sha256: pending.sha256,
        upload_session_id: pending.uploadSessionId,
      };
      if (attempt !== job.attempt) return;
      job.transfer = this.transfer(
        {
          file: pending.file,
          endpoint: endpoint ?? '',
          uploadUrl: pending.uploadUrl,
          metadata,
          csrfToken: this.deps.csrfToken() ?? '',
          headers: this.deps.headersFor?.(pending),
        },
        {
          onProgress: (sent) => {
            job.item.sent = sent;
            this.changed();
          },
          onUrl: (url) => {
            if (resumedFrom && url !== resumedFrom) job.reopened = true;
            pending.uploadUrl = url;
            void this.library.store?.putPendingUpload(pending);
          },
        },
      );
      const result = await job.transfer.result;
      if (attempt === job.attempt) await this.settle(job, result);
    } catch (error) {
      if (attempt === job.attempt) this.fail(job, error);
    }
  }

  private async settle(job: Job, result: TransferResult) {
    const sha256 = job.pending?.sha256;
    if (result.kind === 'duplicate') {
      if (!job.reopened || result.existingPhotoId === undefined) {
        return this.finish(job, 'duplicate');
      }
      result = { kind: 'done', photoId: result.existingPhotoId };
    }
    if (result.kind === 'failed') {
      if (!this.deps.isOnline() || result.status === undefined) {
        return this.setStatus(job, this.deps.isOnline() ? 'failed' : 'offline');
      }
      // Refused for good (type, size, damage): the stored copy would only fail again.
      if (sha256) this.library.knownHashes.delete(sha256);
      await this.forgetPending(job);
      return this.setStatus(job, 'failed', result.message);
    }
    job.item.sent = job.item.size;
    if (sha256) this.library.knownHashes.set(sha256, result.photoId);
    const apply = this.library.apply?.bind(this.library);
    if (apply) {
      try {
        const photo = await this.deps.api.call('my/photos/{id}', { id: result.photoId });
        await apply([{ ...photo, contentHash: sha256 }]);
      } catch {
        // It is on the server; the next sync brings its record.
      }
    }
    await this.finish(job, 'done');
  }

  private async finish(job: Job, status: 'done' | 'duplicate') {
    await this.forgetPending(job);
    this.setStatus(
      job,
      status,
      status === 'duplicate' ? `${job.item.name} is already in your library.` : undefined,
    );
  }

  private async forgetPending(job: Job) {
    if (job.pending) await this.library.store?.removePendingUpload(job.pending.id);
    job.pending = undefined;
  }

  private fail(job: Job, error: unknown) {
    this.setStatus(job, isConnectivityFailure(error) ? 'offline' : 'failed');
  }

  private setStatus(job: Job, status: UploadStatus, message?: string) {
    job.item.status = status;
    job.item.message = message;
    this.changed();
  }

  async pause(id: string): Promise<void> {
    const job = this.jobs.find((j) => j.item.id === id);
    if (job?.item.status !== 'uploading') return;
    job.attempt++;
    this.setStatus(job, 'paused');
    await job.transfer?.pause();
  }

  /** Resume a paused upload, or try a failed or waiting one again. */
  resume(id: string): void {
    const job = this.jobs.find((j) => j.item.id === id);
    if (job && ['paused', 'failed', 'offline'].includes(job.item.status)) void this.send(job);
  }

  /** Back online: everything that was waiting for the connection goes on. */
  resumeWaiting(): void {
    for (const job of this.jobs) if (job.item.status === 'offline') void this.send(job);
  }

  /** Finished and skipped files leave the list. */
  clearFinished(): void {
    this.jobs = this.jobs.filter((job) => !['done', 'duplicate'].includes(job.item.status));
    this.changed();
  }
}

/** Bytes sent and to send over the files still counted (skipped duplicates are not). */
export function totalProgress(items: readonly UploadItem[]): { sent: number; size: number } {
  let sent = 0;
  let size = 0;
  for (const item of items) {
    if (item.status === 'duplicate') continue;
    sent += item.sent;
    size += item.size;
  }
  return { sent, size };
}

/** The tus collection an upload URL belongs to (`/api/v2/uploads/abc` → `/api/v2/uploads/`). */
export function collectionOf(uploadUrl: string): string {
  return uploadUrl.slice(0, uploadUrl.lastIndexOf('/') + 1);
}
