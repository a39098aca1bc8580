import {
  listOrders,
  orderDetails,
  shipmentStatus,
  trackingUrl,
} from '../../commerce/orders/orders.service';
import { cancelOrder } from '../../flows/orderCancellation/cancelOrder';
import type { ActionHandlers } from '../../http/actionHandler';

export const orderHandlers: ActionHandlers = {
  'my/account/orders': (input, ctx, caller) => listOrders(ctx.deps, caller, input),
  'my/order/details': (input, ctx, caller) => orderDetails(ctx.deps, caller, input.orderId),
  'my/order/cancel': (input, ctx, caller) => cancelOrder(ctx.deps, caller, input.orderId),
  'my/shipments/tracking_url': (input, ctx) => trackingUrl(ctx.deps, input),
  'my/shipments/status': (input, ctx) => shipmentStatus(ctx.deps, input),
};
