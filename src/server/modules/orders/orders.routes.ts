import { cancelOrder } from '../../flows/orderCancellation/cancelOrder';
import type { ActionHandlers } from '../../http/actionHandler';
import { listOrders, orderDetails, shipmentStatus, trackingUrl } from './orders.service';

export const orderHandlers: ActionHandlers = {
  'my/account/orders': (input, ctx) => listOrders(ctx, input),
  'my/order/details': (input, ctx) => orderDetails(ctx, input.orderId),
  'my/order/cancel': (input, ctx) => cancelOrder(ctx, input.orderId),
  'my/shipments/tracking_url': (input, ctx) => trackingUrl(ctx.deps, input),
  'my/shipments/status': (input, ctx) => shipmentStatus(ctx.deps, input),
};
