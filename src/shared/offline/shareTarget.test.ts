import { describe, expect, it } from 'vitest';
import { isAcceptedSharedFile } from './shareTarget';

describe('isAcceptedSharedFile', () => {
  it('takes photos and leaves anything else', () => {
    expect(isAcceptedSharedFile({ type: 'image/jpeg', size: 10 })).toBe(true);
    expect(isAcceptedSharedFile({ type: 'image/heic', size: 10 })).toBe(true);
    expect(isAcceptedSharedFile({ type: 'application/pdf', size: 10 })).toBe(false);
    expect(isAcceptedSharedFile({ type: 'image/png', size: 0 })).toBe(false);
  });
});
