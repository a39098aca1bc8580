import { describe, expect, it } from 'vitest';
import { claimChunkReload, forgetChunkReload } from './chunkReload';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe('claimChunkReload', () => {
  it('allows one automatic reload, then refuses until a page loaded fine', () => {
    const storage = memoryStorage();
    expect(claimChunkReload(storage)).toBe(true);
    expect(claimChunkReload(storage)).toBe(false);
    expect(claimChunkReload(storage)).toBe(false);
    forgetChunkReload(storage);
    expect(claimChunkReload(storage)).toBe(true);
  });

  it('never reloads without storage or when storage throws', () => {
    expect(claimChunkReload(undefined)).toBe(false);
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {},
      removeItem: () => {},
    };
    expect(claimChunkReload(broken)).toBe(false);
  });
});
