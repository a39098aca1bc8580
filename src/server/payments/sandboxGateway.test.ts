import { describe, expect, it } from 'vitest';
import { sandboxNonceFor } from '../../shared/payments/sandboxCards';
import { GatewayUnavailable, PaymentDeclined } from './paymentGateway';
import { sandboxGateway } from './sandboxGateway';

const nonce = (number: string) => sandboxNonceFor(number, 1, 2031) as string;

describe('the sandbox gateway', () => {
  it('authorises once per reference, then captures, voids and refunds by the rules', async () => {
    const gateway = sandboxGateway();
    const source = { nonce: nonce('4111111111111111') };
    const first = await gateway.authorise({ amountCents: 1234, source, reference: 'r1' });
    const again = await gateway.authorise({ amountCents: 1234, source, reference: 'r1' });
    expect(again.transactionId).toBe(first.transactionId);
    expect(gateway.transactions()).toHaveLength(1);
    expect(await gateway.findByReference('r1')).toEqual({
      transactionId: first.transactionId,
      status: 'authorised',
    });
    await expect(gateway.capture(first.transactionId, 2000)).rejects.toThrow();
    await gateway.capture(first.transactionId, 1234);
    await gateway.capture(first.transactionId, 1234);
    await expect(gateway.void(first.transactionId)).rejects.toThrow();
    await gateway.refund(first.transactionId, 1234);
    await expect(gateway.refund(first.transactionId, 1)).rejects.toThrow();
    const other = await gateway.authorise({ amountCents: 5, source, reference: 'r2' });
    await gateway.void(other.transactionId);
    await expect(gateway.capture(other.transactionId, 5)).rejects.toThrow();
    expect(await gateway.findByReference('nope')).toBeUndefined();
  });

  it('declines the test cards that decline, and times out the slow one', async () => {
    const gateway = sandboxGateway({ timeoutDelayMs: 0 });
    const pay = (number: string) =>
      gateway.authorise({ amountCents: 100, source: { nonce: nonce(number) }, reference: number });
    await expect(pay('4000000000000002')).rejects.toMatchObject({ reason: 'declined' });
    await expect(pay('4000000000009995')).rejects.toMatchObject({ reason: 'insufficient_funds' });
    await expect(pay('4000000000000341')).rejects.toBeInstanceOf(GatewayUnavailable);
    await expect(
      gateway.authorise({ amountCents: 1, source: { nonce: '4111111111111111' }, reference: 'x' }),
    ).rejects.toBeInstanceOf(PaymentDeclined);
    expect(gateway.transactions()).toEqual([]);
  });

  it('vaults a card as a token that pays after a restart, and refuses a declining card', async () => {
    const card = await sandboxGateway().vault(nonce('378282246310005'), 'customer-1');
    expect(card).toMatchObject({ brand: 'Amex', last4: '0005', expMonth: 1, expYear: 2031 });
    const restarted = sandboxGateway();
    const paid = await restarted.authorise({
      amountCents: 10,
      source: { vaultToken: card.token },
      reference: 'saved',
    });
    expect(paid.last4).toBe('0005');
    await expect(restarted.vault(nonce('4000000000000002'), 'customer-1')).rejects.toBeInstanceOf(
      PaymentDeclined,
    );
  });
});
