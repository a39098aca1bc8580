import {
  createAddress,
  deleteAddress,
  importAddressFile,
  listMyAddresses,
  suggestPostalPlaces,
  updateAddress,
} from '../../commerce/addresses/addresses.service';
import type { ActionHandlers } from '../../http/actionHandler';

export const addressHandlers: ActionHandlers = {
  'my/addresses/list': (input, ctx, caller) => listMyAddresses(ctx.deps, caller, input),
  'my/addresses/autocomplete': (input, ctx, caller) => suggestPostalPlaces(ctx.deps, caller, input),
  'my/addresses/create': (input, ctx, caller) => createAddress(ctx.deps, caller, input),
  'my/addresses/update': (input, ctx, caller) => updateAddress(ctx.deps, caller, input),
  'my/addresses/delete': (input, ctx, caller) => deleteAddress(ctx.deps, caller, input),
  'my/addresses/create_from_file': (input, ctx, caller) =>
    importAddressFile(ctx.deps, caller, input),
};
