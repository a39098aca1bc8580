import { createHash } from 'node:crypto';
import { DAY_MS, HOUR_MS } from '../../../shared/catalog/time';

/*
 * Production and delivery, as the shop sees it: an order goes to a print partner once it is
 * locked, and the partner reports printing, shipped (carrier and tracking number) and delivered.
 * The sandbox partner moves on the deps clock, so the demo and the tests follow an order to the
 * door without anyone outside.
 */

export interface FulfilmentOrder {
  id: number;
  number: string;
  /** When production started: the end of the change window. */
  lockedAt: Date;
  /** The shipping option's transit days, at most. */
  transitDays: number;
}

export type FulfilmentStatus =
  | { state: 'printing'; nextCheckAt: Date }
  | { state: 'shipped'; carrier: string; trackingNumber: string; nextCheckAt: Date }
  | { state: 'delivered'; carrier: string; trackingNumber: string };

export interface Fulfilment {
  /** Hands a locked order to production. */
  submit(order: FulfilmentOrder): Promise<void>;
  /** Where the order is now, and when to ask again. */
  status(order: FulfilmentOrder, now: Date): Promise<FulfilmentStatus>;
  /** The carrier's public tracking page for a parcel. */
  trackingUrl(carrier: string, trackingNumber: string): string;
}

/** The sandbox prints for this long, then ships by its one carrier. */
export const SANDBOX_PRINT_MS = 1 * DAY_MS;
export const SANDBOX_CARRIER = 'Sandbox Post';

export function sandboxFulfilment(): Fulfilment {
  const trackingNumberOf = (order: FulfilmentOrder) =>
    `SBX${createHash('sha256').update(order.number).digest('hex').slice(0, 12).toUpperCase()}`;
  return {
    async submit() {},
    async status(order, now) {
      const shippedAt = order.lockedAt.getTime() + SANDBOX_PRINT_MS;
      // Delivered at noon on the last transit day, never before shipping.
      const deliveredAt = shippedAt + Math.max(order.transitDays, 1) * DAY_MS - 12 * HOUR_MS;
      const parcel = { carrier: SANDBOX_CARRIER, trackingNumber: trackingNumberOf(order) };
      if (now.getTime() < shippedAt) return { state: 'printing', nextCheckAt: new Date(shippedAt) };
      if (now.getTime() < deliveredAt)
        return { state: 'shipped', ...parcel, nextCheckAt: new Date(deliveredAt) };
      return { state: 'delivered', ...parcel };
    },
    trackingUrl(_carrier, trackingNumber) {
      return `https://tracking.sandbox.invalid/${encodeURIComponent(trackingNumber)}`;
    },
  };
}
