import { z } from 'zod';
import { defineActions } from '../defineActions';
import { bodyId, cents, idParam, listOf, pagination } from '../schemaHelpers';
import { address } from './addresses';
import { optionWord, shippingEstimate } from './cart';

export const orderSummary = z.object({
  id: z.number().int().positive(),
  number: z.string(),
  state: z.string(),
  placedAt: z.string(),
  totalCents: cents,
  itemCount: z.number().int().nonnegative(),
});

export const order = orderSummary.extend({
  items: z.array(
    z.object({
      id: z.number().int().positive(),
      projectId: z.number().int().positive().optional(),
      productId: z.number().int().positive(),
      name: z.string(),
      quantity: z.number().int().positive(),
      totalCents: cents,
      /** What the customer chose (size, paper, cover, pages, foil…), in words. */
      options: z.array(optionWord).optional(),
    }),
  ),
  subtotalCents: cents,
  discountCents: cents,
  shippingCents: cents,
  taxCents: cents,
  shippingAddress: address.optional(),
  /** The shipping method chosen at checkout, by name ("Standard"). */
  shippingMethod: z.string().optional(),
  /** The latest delivery day (YYYY-MM-DD) the checkout showed for that method, as promised. */
  arrivesBy: z.string().optional(),
  shipments: z.array(
    z.object({
      id: z.number().int().positive(),
      carrier: z.string(),
      trackingToken: z.string().optional(),
      shippedAt: z.string().optional(),
    }),
  ),
  canCancel: z.boolean(),
});

export const orderActions = defineActions('orders', {
  'my/account/orders': {
    method: 'GET',
    input: z.object({ ...pagination }),
    output: listOf(orderSummary),
  },
  'my/order/details': { method: 'GET', input: z.object({ orderId: idParam }), output: order },
  'my/order/cancel': { method: 'POST', input: z.object({ orderId: bodyId }), output: order },
});

export const SHIPMENT_STEPS = ['placed', 'printing', 'shipped', 'delivered'] as const;

/** A parcel's progress for whoever holds its tracking link: no address, no prices. */
export const shipmentStatus = z.object({
  orderNumber: z.string(),
  state: z.enum(['shipped', 'delivered']),
  carrier: z.string(),
  trackingNumber: z.string(),
  /** The carrier's own page, when it publishes one. */
  trackingUrl: z.string().optional(),
  steps: z.array(
    z.object({
      step: z.enum(SHIPMENT_STEPS),
      done: z.boolean(),
      at: z.string().optional(),
    }),
  ),
  /** The latest delivery day promised at checkout (YYYY-MM-DD), while not delivered. */
  arrivesBy: z.string().optional(),
});

// Shipping discount types of spec §3.
export const shippingDiscountType = z.enum(['FlatPrice', 'FlatDiscount', 'Percentage', 'Upgrade']);

const destination = {
  postalCode: z.string().max(20).optional(),
  country: z.string().length(2).optional(),
};

export const shippingActions = defineActions('shipping', {
  'product/shipping_estimation/{id}': {
    method: 'GET',
    input: z.object({ id: idParam, ...destination }),
    output: z.object({ estimates: z.array(shippingEstimate) }),
  },
  'delivery_estimates/calculate': {
    method: 'GET',
    input: z.object({
      productId: idParam.optional(),
      projectId: idParam.optional(),
      shippingOptionId: idParam.optional(),
      ...destination,
    }),
    output: z.object({ estimates: z.array(shippingEstimate) }),
  },
  shipping_options: {
    method: 'GET',
    input: z.object({ country: z.string().length(2).optional() }),
    output: z.object({
      items: z.array(
        z.object({
          id: z.number().int().positive(),
          name: z.string(),
          minDays: z.number().int().nonnegative(),
          maxDays: z.number().int().nonnegative(),
        }),
      ),
    }),
  },
  shipping_option_mappings: {
    method: 'GET',
    input: z.object({}),
    output: z.object({
      items: z.array(
        z.object({
          productTypeId: z.number().int().positive(),
          shippingOptionIds: z.array(z.number().int().positive()),
        }),
      ),
    }),
  },
  'shipping_options_prices/index': {
    method: 'GET',
    input: z.object({ productTypeId: idParam.optional(), ...destination }),
    output: z.object({
      items: z.array(
        z.object({
          shippingOptionId: z.number().int().positive(),
          productTypeId: z.number().int().positive(),
          priceCents: cents,
          discountType: shippingDiscountType.optional(),
          discountValue: z.number().optional(),
        }),
      ),
    }),
  },
  'my/shipments/tracking_url': {
    method: 'GET',
    input: z.object({ token: z.string().min(1), identifier: z.string().optional() }),
    output: z.object({ url: z.string() }),
  },
  // The signed-out tracking page's answer: where the parcel is, by the token of the shipping mail.
  'my/shipments/status': {
    method: 'GET',
    input: z.object({ token: z.string().min(1), identifier: z.string().optional() }),
    output: shipmentStatus,
  },
});
