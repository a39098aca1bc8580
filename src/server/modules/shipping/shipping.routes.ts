import type { ActionHandlers } from '../../http/actionHandler';
import { shippingOptionMappings, shippingOptions, shippingPrices } from './shipping.service';

export const shippingHandlers: ActionHandlers = {
  shipping_options: async (input) => shippingOptions(input),
  shipping_option_mappings: async () => shippingOptionMappings(),
  'shipping_options_prices/index': async (input) => shippingPrices(input),
};
