import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseSandboxNonce, SANDBOX_CARDS, sandboxNonceFor } from './sandboxCards';

describe('sandbox card nonces', () => {
  it('round-trips every test card without carrying its full number', () => {
    for (const card of SANDBOX_CARDS) {
      const nonce = sandboxNonceFor(card.number, 3, 2031);
      expect(nonce).toBeDefined();
      expect(nonce).not.toContain(card.number);
      expect(parseSandboxNonce(nonce as string)).toEqual({
        outcome: card.outcome,
        brand: card.brand,
        last4: card.number.slice(-4),
        expMonth: 3,
        expYear: 2031,
      });
    }
  });

  it('accepts spaced numbers and refuses any number that is not a test card', () => {
    expect(sandboxNonceFor('4111 1111 1111 1111', 12, 2030)).toMatch(/approved/);
    const testNumbers = new Set(SANDBOX_CARDS.map((c) => c.number));
    fc.assert(
      fc.property(fc.stringMatching(/^\d{12,19}$/), (digits) => {
        fc.pre(!testNumbers.has(digits));
        expect(sandboxNonceFor(digits, 1, 2030)).toBeUndefined();
      }),
    );
  });

  it('never parses arbitrary text as a nonce', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        fc.pre(!text.startsWith('sandbox-nonce:'));
        expect(parseSandboxNonce(text)).toBeUndefined();
      }),
    );
    expect(parseSandboxNonce('sandbox-nonce:approved:Visa:1111:13/2030')).toBeUndefined();
  });
});
