import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hello, inertText } from './inertText';

/** What mail programs link in plain text: a scheme, `www.`, or a host name with a dot. */
const LINKABLE = /[a-z][a-z0-9+.-]*:\/\/|www\.\S|[a-z0-9-]\.[a-z]{2,}/i;

describe('inertText', () => {
  it.each([
    ['https://evil.example/win', 'evil[.]example/win'],
    ['Visit evil.example now', 'Visit evil[.]example now'],
    ['www.evil.example', 'www[.]evil[.]example'],
    ['me@evil.example', 'me@evil[.]example'],
    ['evil\u3002example', 'evil[.]example'],
    // Found by the property below: a dot after www followed by another dot.
    ['www..', 'www[.].'],
  ])('neutralises %j', (input, expected) => {
    expect(inertText(input)).toBe(expected);
  });

  it('leaves ordinary names alone', () => {
    for (const name of ['Ada', 'J. R. R. Tolkien', 'Zoë O’Brien', 'Anne-Marie', 'Dr. No']) {
      expect(inertText(name)).toBe(name);
    }
  });

  it('leaves nothing a mail program would link, whatever the text', () => {
    const piece = fc.constantFrom(
      'http',
      's',
      '://',
      '.',
      'evil',
      'example',
      'www',
      ' ',
      '@',
      'com',
      '\u3002',
    );
    const text = fc.oneof(
      fc.string(),
      fc.array(piece).map((p) => p.join('')),
    );
    fc.assert(
      fc.property(text, (input) => {
        expect(inertText(input)).not.toMatch(LINKABLE);
      }),
    );
  });

  it('greets by the inert name', () => {
    expect(hello('evil.example')).toBe('Hello evil[.]example,');
  });
});
