import { s3BlobStore } from '../../src/server/storage/s3BlobStore';
import { blobStoreContract } from './blobStoreContract';
import { startLocalS3 } from './support/localS3Server';

blobStoreContract('S3', async () => {
  const s3 = await startLocalS3();
  return { store: s3BlobStore(s3.settings), close: () => s3.close() };
});
