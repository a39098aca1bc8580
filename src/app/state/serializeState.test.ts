import { describe, expect, it } from 'vitest';
import { serializeState } from './serializeState';

describe('serializeState', () => {
  const tricky = {
    title: '</script><script>alert(1)</script>',
    comment: '<!-- a -->',
    amp: 'Tom & Jerry',
    separators: 'line\u2028para\u2029end',
  };

  it('leaves no character that could end or corrupt a script element', () => {
    const json = serializeState(tricky);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain('\\u003c/script\\u003e');
    expect(json).toContain('\\u0026');
    expect(json).toContain('\\u2028');
  });

  it('parses back to the same value', () => {
    expect(JSON.parse(serializeState(tricky))).toEqual(tricky);
  });

  it('writes null for undefined', () => {
    expect(serializeState(undefined)).toBe('null');
  });
});
