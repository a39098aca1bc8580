import type { ActionHandlers } from '../../http/actionHandler';
import {
  createAddress,
  deleteAddress,
  importAddressFile,
  listMyAddresses,
  suggestPostalPlaces,
  updateAddress,
} from './addresses.service';

export const addressHandlers: ActionHandlers = {
  'my/addresses/list': (input, ctx) => listMyAddresses(ctx, input),
  'my/addresses/autocomplete': (input, ctx) => suggestPostalPlaces(ctx, input),
  'my/addresses/create': (input, ctx) => createAddress(ctx, input),
  'my/addresses/update': (input, ctx) => updateAddress(ctx, input),
  'my/addresses/delete': (input, ctx) => deleteAddress(ctx, input),
  'my/addresses/create_from_file': (input, ctx) => importAddressFile(ctx, input),
};
