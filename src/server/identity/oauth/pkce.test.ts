import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CODE_VERIFIER_PATTERN, redirectWith, s256Challenge, verifierMatches } from './pkce';

const verifier = fc.stringMatching(/^[A-Za-z0-9\-._~]{43,128}$/);

describe('PKCE S256', () => {
  it('matches the RFC 7636 appendix B example', () => {
    const v = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
    expect(s256Challenge(v)).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
    expect(verifierMatches(v, 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM')).toBe(true);
  });

  it('accepts every verifier against its own challenge and refuses any other verifier', () => {
    fc.assert(
      fc.property(verifier, verifier, (a, b) => {
        expect(verifierMatches(a, s256Challenge(a))).toBe(true);
        if (a !== b) expect(verifierMatches(b, s256Challenge(a))).toBe(false);
      }),
    );
  });

  it('refuses malformed verifiers even when they hash to the challenge', () => {
    const short = 'too-short';
    expect(CODE_VERIFIER_PATTERN.test(short)).toBe(false);
    expect(verifierMatches(short, s256Challenge(short))).toBe(false);
    const spaced = `${'a'.repeat(42)} b`;
    expect(verifierMatches(spaced, s256Challenge(spaced))).toBe(false);
  });
});

describe('redirectWith', () => {
  it('adds the parameters and keeps the registered query', () => {
    expect(redirectWith('https://app.example/cb?x=1', { code: 'c d', state: 's' })).toBe(
      'https://app.example/cb?x=1&code=c+d&state=s',
    );
    expect(redirectWith('printshop://oauth2/callback', { error: 'access_denied' })).toBe(
      'printshop://oauth2/callback?error=access_denied',
    );
  });
});
