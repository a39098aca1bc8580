import { describe, expect, it } from 'vitest';

describe('zod browser config', () => {
  it('is what zod reads as its global config', async () => {
    await import('./zodBrowserConfig');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
  });
});
