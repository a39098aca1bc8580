import { describe, expect, it } from 'vitest';
import type { PendingUpload } from '../../../../browser-storage/photoStore';
import type { TransferEvents, TransferRequest, TransferResult } from './tusTransfer';
import { type UploadLibrary, UploadQueue } from './uploadQueue';

/** A library whose store is a map, hashing by name (each test file has its own name). */
function memoryLibrary() {
  const stored = new Map<string, PendingUpload>();
  const library: UploadLibrary = {
    ownerId: 7,
    knownHashes: new Map(),
    store: {
      pendingUploads: async () => [...stored.values()],
      putPendingUpload: async (upload) => {
        stored.set(upload.id, { ...upload });
      },
      removePendingUpload: async (id) => {
        stored.delete(id);
      },
    },
    hashFile: async (file) => ({ sha256: (file as File).name }),
  };
  return { library, stored };
}

/** Transfers that finish only when the test says so, in the order they started. */
function heldTransfers() {
  const started: {
    name: string;
    request: TransferRequest;
    events: TransferEvents;
    finish: (result: TransferResult) => void;
  }[] = [];
  const transfer = (request: TransferRequest, events: TransferEvents) => {
    let finish!: (result: TransferResult) => void;
    const result = new Promise<TransferResult>((resolve) => {
      finish = resolve;
    });
    started.push({ name: (request.file as File).name, request, events, finish });
    return { result, pause: async () => {} };
  };
  return { started, transfer };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function queueOf(library: UploadLibrary, transfer: ReturnType<typeof heldTransfers>['transfer']) {
  let next = 0;
  return new UploadQueue(library, {
    api: { call: (() => Promise.reject(new Error('no API here'))) as never },
    csrfToken: () => undefined,
    isOnline: () => true,
    transfer,
    newId: () => `u${++next}`,
    openSession: async () => ({ id: 'session-1', uploadUrl: '/api/v2/uploads/' }),
  });
}

describe('the upload queue', () => {
  it('stores every chosen file while the first upload is still going, and sends one at a time', async () => {
    const { library, stored } = memoryLibrary();
    const held = heldTransfers();
    const queue = queueOf(library, held.transfer);
    const files = ['a.jpg', 'b.jpg', 'c.jpg'].map(
      (name) => new File([name], name, { type: 'image/jpeg' }),
    );
    const adding = queue.add(files);
    await expect.poll(() => held.started.length).toBe(1);
    await flush();

    // The first is stuck on the wire; the other two are on the device, waiting their turn.
    expect([...stored.values()].map((upload) => upload.name).sort()).toEqual([
      'a.jpg',
      'b.jpg',
      'c.jpg',
    ]);
    expect(queue.getSnapshot().map((item) => item.status)).toEqual([
      'uploading',
      'queued',
      'queued',
    ]);
    expect(held.started.map((t) => t.name)).toEqual(['a.jpg']);

    held.started[0]!.finish({ kind: 'done', photoId: 1 });
    await expect.poll(() => held.started.length).toBe(2);
    expect(held.started[1]!.name).toBe('b.jpg');
    held.started[1]!.finish({ kind: 'done', photoId: 2 });
    await expect.poll(() => held.started.length).toBe(3);
    held.started[2]!.finish({ kind: 'done', photoId: 3 });
    await adding;
    expect(queue.getSnapshot().map((item) => item.status)).toEqual(['done', 'done', 'done']);
    expect(stored.size).toBe(0);
  });

  it('resumes what a previous visit stored, one at a time', async () => {
    const { library, stored } = memoryLibrary();
    const first = heldTransfers();
    void queueOf(library, first.transfer).add(
      ['a.jpg', 'b.jpg'].map((name) => new File([name], name, { type: 'image/jpeg' })),
    );
    await expect.poll(() => stored.size).toBe(2);

    // The page is reloaded: a new queue on the same store.
    const reopened: UploadLibrary = { ...library, knownHashes: new Map() };
    const second = heldTransfers();
    const queue = queueOf(reopened, second.transfer);
    const resuming = queue.resumeStored();
    await expect.poll(() => second.started.length).toBe(1);
    expect(queue.getSnapshot().map((item) => item.status)).toEqual(['uploading', 'queued']);
    second.started[0]!.finish({ kind: 'done', photoId: 1 });
    await expect.poll(() => second.started.length).toBe(2);
    second.started[1]!.finish({ kind: 'done', photoId: 2 });
    await resuming;
    expect(stored.size).toBe(0);
  });

  it('counts an upload the server finished unseen as done, and a copy it already had as a duplicate', async () => {
    const { library, stored } = memoryLibrary();
    const file = (name: string) => new File([name], name, { type: 'image/jpeg' });
    const base = { ownerId: 7, type: 'image/jpeg', addedAt: 1 };
    // a.jpg's last bytes went, but the answer was lost to a reload; b.jpg never started.
    stored.set('a', {
      ...base,
      id: 'a',
      file: file('a.jpg'),
      name: 'a.jpg',
      sha256: 'a.jpg',
      uploadUrl: '/api/v2/uploads/gone',
      uploadSessionId: 'session-0',
    });
    stored.set('b', { ...base, id: 'b', file: file('b.jpg'), name: 'b.jpg', sha256: 'b.jpg' });
    const held = heldTransfers();
    const queue = queueOf(library, held.transfer);
    const resuming = queue.resumeStored();

    await expect.poll(() => held.started.length).toBe(1);
    const resumed = held.started[0]!;
    expect(resumed.request).toMatchObject({
      uploadUrl: '/api/v2/uploads/gone',
      endpoint: '/api/v2/uploads/',
      metadata: { upload_session_id: 'session-0' },
    });
    // The server no longer has it (finished and cleared): tus opens a new one, which is refused.
    resumed.events.onUrl('/api/v2/uploads/again');
    resumed.finish({ kind: 'duplicate', existingPhotoId: 5 });

    await expect.poll(() => held.started.length).toBe(2);
    held.started[1]!.events.onUrl('/api/v2/uploads/b');
    held.started[1]!.finish({ kind: 'duplicate', existingPhotoId: 6 });
    await resuming;
    expect(queue.getSnapshot().map((item) => [item.name, item.status])).toEqual([
      ['a.jpg', 'done'],
      ['b.jpg', 'duplicate'],
    ]);
    expect(stored.size).toBe(0);
  });

  it("holds back the library's background work from the first file until the queue drains", async () => {
    const { library } = memoryLibrary();
    const holds: string[] = [];
    library.holdBackgroundWork = () => {
      holds.push('hold');
      return () => holds.push('release');
    };
    const held = heldTransfers();
    const queue = queueOf(library, held.transfer);
    const adding = queue.add(
      ['a.jpg', 'b.jpg'].map((name) => new File([name], name, { type: 'image/jpeg' })),
    );
    await expect.poll(() => held.started.length).toBe(1);
    held.started[0]!.finish({ kind: 'done', photoId: 1 });
    await expect.poll(() => held.started.length).toBe(2);
    expect(holds).toEqual(['hold']);
    held.started[1]!.finish({ kind: 'done', photoId: 2 });
    await adding;
    expect(holds).toEqual(['hold', 'release']);

    // A file that must wait for the user (offline, failed) holds nothing back.
    const failing = queue.add([new File(['c'], 'c.jpg', { type: 'image/jpeg' })]);
    await expect.poll(() => held.started.length).toBe(3);
    held.started[2]!.finish({ kind: 'failed', message: 'no' });
    await failing;
    expect(holds).toEqual(['hold', 'release', 'hold', 'release']);
  });
});
