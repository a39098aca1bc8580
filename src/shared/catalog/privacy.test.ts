import { describe, expect, it } from 'vitest';
import { isAlwaysOnCategory, normalizeConsent, TOOL_CATEGORIES } from './privacy';

describe('tool categories (spec §3)', () => {
  it('are essential, functional, analytics, advertising', () => {
    expect(TOOL_CATEGORIES).toEqual(['essential', 'functional', 'analytics', 'advertising']);
  });

  it('keeps only essential always on', () => {
    expect(TOOL_CATEGORIES.filter(isAlwaysOnCategory)).toEqual(['essential']);
  });

  it('normalises a consent choice', () => {
    expect(normalizeConsent({})).toEqual({
      essential: true,
      functional: false,
      analytics: false,
      advertising: false,
    });
    expect(normalizeConsent({ essential: false, analytics: true })).toEqual({
      essential: true,
      functional: false,
      analytics: true,
      advertising: false,
    });
  });
});
