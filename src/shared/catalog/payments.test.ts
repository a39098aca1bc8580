import { describe, expect, it } from 'vitest';
import {
  PAYMENT_GATEWAY_ID,
  PAYMENT_GATEWAY_IDS,
  PAYMENT_GATEWAYS,
  paymentGatewayById,
} from './payments';

describe('payment gateways (spec §3)', () => {
  it('are two providers with ids 3 and 4', () => {
    expect(PAYMENT_GATEWAY_IDS).toEqual([3, 4]);
    for (const gateway of PAYMENT_GATEWAYS) {
      expect(PAYMENT_GATEWAY_ID[gateway.key]).toBe(gateway.id);
    }
  });

  it('looks a gateway up by id', () => {
    expect(paymentGatewayById(3)?.key).toBe('braintreeCards');
    expect(paymentGatewayById(1)).toBeUndefined();
  });
});
