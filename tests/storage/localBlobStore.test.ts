import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { localBlobStore } from '../../src/server/storage/blobStore';
import { blobStoreContract } from './blobStoreContract';

blobStoreContract('local', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'printshop-blobs-'));
  return {
    store: localBlobStore(dir),
    close: () => rm(dir, { recursive: true, force: true }),
  };
});
