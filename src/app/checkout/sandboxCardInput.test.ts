import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseSandboxNonce, SANDBOX_CARDS } from '../../shared/payments/sandboxCards';
import { checkSandboxCard, parseExpiry } from './sandboxCardInput';

const now = new Date('2026-11-25T12:00:00Z');

describe('sandbox card form', () => {
  it('turns each test card into its nonce, whatever the spacing', () => {
    for (const card of SANDBOX_CARDS) {
      const spaced = card.number.replace(/(\d{4})/g, '$1 ');
      const result = checkSandboxCard({ number: spaced, expiry: '12/29', cvc: '123' }, now);
      expect(result.ok).toBe(true);
      if (!result.ok) continue;
      expect(parseSandboxNonce(result.nonce)).toMatchObject({
        outcome: card.outcome,
        last4: card.number.slice(-4),
        expMonth: 12,
        expYear: 2029,
      });
      // The nonce never carries the full number.
      expect(result.nonce).not.toContain(card.number);
    }
  });

  it('says a real-looking number is not a sandbox card', () => {
    const result = checkSandboxCard(
      { number: '4242424242424242', expiry: '01/30', cvc: '123' },
      now,
    );
    expect(result).toEqual({
      ok: false,
      errors: { number: 'This is the sandbox: use one of the test cards listed below.' },
    });
  });

  it('names each bad field', () => {
    const result = checkSandboxCard({ number: '12', expiry: '13/30', cvc: '1' }, now);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(['cvc', 'expiry', 'number']);
  });

  it('refuses an expired card and accepts the current month', () => {
    const card = { number: '4111111111111111', cvc: '123' };
    expect(checkSandboxCard({ ...card, expiry: '10/26' }, now)).toMatchObject({
      ok: false,
      errors: { expiry: 'This card has expired.' },
    });
    expect(checkSandboxCard({ ...card, expiry: '11/26' }, now).ok).toBe(true);
  });

  it('reads every month and year written as MM/YY or MM/YYYY (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 2000, max: 2099 }), (m, y) => {
        const mm = String(m).padStart(2, '0');
        expect(parseExpiry(`${mm}/${String(y).slice(2)}`)).toEqual({ month: m, year: y });
        expect(parseExpiry(`${mm} / ${y}`)).toEqual({ month: m, year: y });
      }),
    );
  });

  it('never throws and never answers an impossible month (property)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const parsed = parseExpiry(text);
        if (parsed) expect(parsed.month).toBeGreaterThanOrEqual(1);
        if (parsed) expect(parsed.month).toBeLessThanOrEqual(12);
      }),
    );
  });
});
