import { p, q } from '../paramSpecs';
import { defineRoutes } from '../routeDef';

/** Cart, checkout, orders and shipments (spec §2). */
export const cartRoutes = defineRoutes({
  cart: {
    path: '/checkout/cart',
    query: { collapsibleWarnings: q.boolean('collapsible_warnings') },
  },
  checkout: {
    path: '/checkout',
    query: {
      pid: q.integer('pid'),
      cartItemId: q.integer('cart_item_id'),
      productId: q.integer('product_id'),
      quantity: q.integer('quantity'),
      vk: q.string('vk'),
      utmCampaign: q.string('utm_campaign'),
      utmMedium: q.string('utm_medium'),
      utmSource: q.string('utm_source'),
      autoSubmit: q.boolean('auto_submit'),
      collapsibleWarnings: q.boolean('collapsible_warnings'),
    },
  },
  'checkout.quick': { path: '/checkout/quick_checkout' },
  'checkout.confirm': { path: '/checkout/confirm', query: { oid: q.integer('oid', 'required') } },
  'myAccount.order': {
    path: '/my_account/order',
    query: {
      oid: q.integer('oid', 'required'),
      noHeader: q.boolean('no_header'),
      noFooter: q.boolean('no_footer'),
    },
  },
  'orders.print': { path: '/my/orders/print/:orderId', params: { orderId: p.integer() } },
  'shipments.track': {
    path: '/my/shipments/track',
    query: { token: q.string('token', 'required') },
  },
  'shipments.trackOne': {
    path: '/my/shipments/:identifier/track',
    query: { token: q.string('token', 'required') },
  },
});
