import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './safeReturnPath';

const SHOP = 'https://shop.example';
// Where a Location header is resolved against: the page that redirected.
const REDIRECTING_PAGE = `${SHOP}/account/login`;

/** Pieces an attacker strings together to get a path normalised into another origin. */
const piece = fc.constantFrom(
  '/',
  '//',
  '\\',
  '.',
  '..',
  '%2e',
  '%2E%2e',
  '%2f',
  '%5c',
  '\t',
  '\n',
  ' ',
  ':',
  '@',
  '?',
  '#',
  'evil.example',
  'http:',
  'javascript:',
  '\u3002',
  '\uff0f',
);
const crafted = fc.array(piece, { maxLength: 12 }).map((parts) => parts.join(''));
/** What a query string decodes to: the server and client both read the decoded value. */
const decoded = fc.oneof(crafted, fc.webUrl()).map((value) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
});
const anyInput = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.webUrl(),
  crafted,
  decoded,
);

describe('safeReturnPath, for any input', () => {
  it('yields a location whose origin is the shop’s, as a browser resolves it', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const location = safeReturnPath(input);
        expect(new URL(location, REDIRECTING_PAGE).origin).toBe(SHOP);
        // Browsers drop tabs and new lines from a URL before resolving it.
        expect(new URL(location.replace(/[\t\n\r]/g, ''), REDIRECTING_PAGE).origin).toBe(SHOP);
        expect(location).toMatch(/^\/(?![/\\])/);
      }),
      { numRuns: 5000 },
    );
  });

  it('is stable: a safe path stays itself', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const once = safeReturnPath(input);
        expect(safeReturnPath(once)).toBe(once);
      }),
    );
  });
});
