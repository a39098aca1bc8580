import { openAppDatabase } from '../../../../browser-storage/appDatabase';
import { idbPhotoStore, type PendingUpload } from '../../../../browser-storage/photoStore';
import {
  createHashWorker,
  type HashWorkerClient,
} from '../../../../workers/photos/hashWorkerClient';
import {
  GUEST_UPLOAD_HEADER,
  parseUploadLinkSignature,
} from '../../../shared/uploadLinks/linkSignature';
import type { ApiClient } from '../../apiContext';
import { type UploadLibrary, UploadQueue } from '../upload/uploadQueue';

/** Guest uploads belong to no account; their link (guestLink) says whose they are. */
const GUEST_OWNER = 0;

/**
 * The key a guest's stored uploads are kept under: which page (`mobile`, `friends`), whose
 * library or project, and its kind. It decides what a reopened page resumes, so both pages
 * build it here.
 */
export function guestLinkOf(page: 'mobile' | 'friends', id: number, signature: string): string {
  return `${page}:${parseUploadLinkSignature(signature)?.kind ?? '?'}:${id}`;
}

/** Where a guest's files go now: the upload session the link opened on this visit. */
export interface GuestSession {
  id: string;
  uploadUrl: string;
}

export type GuestUploadLibrary = UploadLibrary & {
  open(): Promise<void>;
  /** Ends the hashing worker (the page is left). */
  close(): void;
};

/**
 * The stand-in for a photo library on a guest's device: the pending uploads of one link in the
 * app's IndexedDB store (so a reload or a reopened page resumes them), SHA-256 hashing in the
 * hashing worker (reading a 10 MB photo into memory and hashing it would hold a phone's page
 * still), and nothing to record finished photos in (the guest cannot read the owner's photos).
 */
export function guestUploadLibrary(
  guestLink: string,
  startWorker: () => HashWorkerClient = createHashWorker,
): GuestUploadLibrary {
  let worker: HashWorkerClient | undefined;
  const library: GuestUploadLibrary & { store: UploadLibrary['store'] } = {
    ownerId: GUEST_OWNER,
    knownHashes: new Map(),
    store: undefined,
    async open() {
      if (library.store) return;
      const guestStore = idbPhotoStore(await openAppDatabase(), GUEST_OWNER);
      library.store = {
        ...guestStore,
        pendingUploads: async () =>
          (await guestStore.pendingUploads()).filter((upload) => upload.guestLink === guestLink),
      };
    },
    async hashFile(file) {
      worker ??= startWorker();
      return { sha256: await worker.api.contentHash(file) };
    },
    close() {
      worker?.terminate();
      worker = undefined;
    },
    tagPending: (pending: PendingUpload) => ({ ...pending, guestLink }),
  };
  return library;
}

/**
 * A queue that sends over tus with the guest's upload session key instead of a session cookie.
 * An upload resumed after a reload keeps the key of the session it was opened in.
 */
export function guestUploadQueue(
  library: UploadLibrary,
  session: () => GuestSession,
  api: Pick<ApiClient, 'call'>,
): UploadQueue {
  return new UploadQueue(library, {
    api,
    csrfToken: () => undefined,
    isOnline: () => navigator.onLine,
    openSession: async () => session(),
    headersFor: (pending) => ({
      [GUEST_UPLOAD_HEADER]: pending.uploadSessionId ?? session().id,
    }),
  });
}
