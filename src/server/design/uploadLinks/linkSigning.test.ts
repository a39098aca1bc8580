import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatUploadLinkSignature,
  parseUploadLinkSignature,
} from '../../../shared/uploadLinks/linkSignature';
import { checkUploadLink, signUploadLink, uploadLinkKey } from './linkSigning';

const key = uploadLinkKey('server secret for the tests');
const now = new Date('2026-11-22T12:00:00Z');
const kind = fc.constantFrom('l' as const, 'p' as const);
const id = fc.integer({ min: 1, max: 2_147_483_647 });
/** Expiries from a second to a year ahead, on whole seconds as the link carries them. */
const ahead = fc.integer({ min: 1, max: 365 * 86_400 });
const at = (seconds: number) => new Date(now.getTime() + seconds * 1000);

describe('upload link signatures', () => {
  it('accepts what it signed, until it expires', () => {
    fc.assert(
      fc.property(kind, id, ahead, (k, i, s) => {
        const signature = signUploadLink(key, { kind: k, id: i, expiresAt: at(s) });
        expect(checkUploadLink(key, i, signature, now)).toEqual({
          ok: true,
          kind: k,
          expiresAt: at(s),
        });
        expect(checkUploadLink(key, i, signature, at(s - 1)).ok).toBe(true);
        expect(checkUploadLink(key, i, signature, at(s))).toEqual({ ok: false, reason: 'expired' });
      }),
    );
  });

  it('refuses any change of kind, id, expiry or mac as invalid, not expired', () => {
    fc.assert(
      fc.property(
        kind,
        id,
        ahead,
        fc.oneof(
          fc.constant('kind' as const),
          fc.record({ id: fc.integer({ min: 1, max: 2_147_483_647 }) }),
          fc.record({ expiry: fc.integer({ min: -86_400, max: 365 * 86_400 }) }),
          fc.record({ macAt: fc.nat(42), char: fc.constantFrom(...'AZaz09-_') }),
        ),
        (k, i, s, change) => {
          const signature = signUploadLink(key, { kind: k, id: i, expiresAt: at(s) });
          const parsed = parseUploadLinkSignature(signature)!;
          let checkedId = i;
          let forged = { ...parsed };
          if (change === 'kind') forged.kind = k === 'l' ? 'p' : 'l';
          else if ('id' in change) checkedId = change.id;
          else if ('expiry' in change) {
            forged.expiresAtSeconds = Math.ceil(at(change.expiry).getTime() / 1000);
          } else {
            const chars = [...parsed.mac];
            chars[change.macAt] = change.char;
            forged = { ...parsed, mac: chars.join('') };
          }
          const unchanged =
            checkedId === i &&
            forged.kind === parsed.kind &&
            forged.expiresAtSeconds === parsed.expiresAtSeconds &&
            forged.mac === parsed.mac;
          fc.pre(!unchanged);
          const result = checkUploadLink(key, checkedId, formatUploadLinkSignature(forged), now);
          expect(result).toEqual({ ok: false, reason: 'invalid' });
        },
      ),
    );
  });

  it('refuses a link signed with another key, and any text not of the shape', () => {
    const signature = signUploadLink(uploadLinkKey('another secret'), {
      kind: 'l',
      id: 7,
      expiresAt: at(60),
    });
    expect(checkUploadLink(key, 7, signature, now)).toEqual({ ok: false, reason: 'invalid' });
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        expect(checkUploadLink(key, 7, text, now).ok).toBe(false);
      }),
    );
  });

  it('writes a short segment: kind, base-36 expiry and a 43-character mac', () => {
    const signature = signUploadLink(key, { kind: 'p', id: 12, expiresAt: at(86_400) });
    expect(signature).toMatch(/^p\.[0-9a-z]+\.[A-Za-z0-9_-]{43}$/);
    expect(signature.length).toBeLessThan(60);
  });
});
