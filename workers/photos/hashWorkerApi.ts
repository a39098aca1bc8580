import { sha256Hex } from './hashFile';

/** What a guest's upload needs hashed: SHA-256 alone (there is no library to compare with). */
export const hashWorkerApi = {
  contentHash: (file: Blob): Promise<string> => sha256Hex(file),
};

export type HashWorkerApi = typeof hashWorkerApi;
