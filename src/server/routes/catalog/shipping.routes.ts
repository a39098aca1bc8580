import {
  shippingOptionMappings,
  shippingOptions,
  shippingPrices,
} from '../../catalog/shipping/shipping.service';
import type { ActionHandlers } from '../../http/actionHandler';

export const shippingHandlers: ActionHandlers = {
  shipping_options: async (input) => shippingOptions(input),
  shipping_option_mappings: async () => shippingOptionMappings(),
  'shipping_options_prices/index': async (input) => shippingPrices(input),
};
