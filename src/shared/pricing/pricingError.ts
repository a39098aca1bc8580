import { CatalogError } from '../errors';

/** Why a project or cart cannot be priced; each is a mistake in the options or the catalogue. */
export type PricingProblem =
  | 'unknown_product'
  | 'option_not_on_sale'
  | 'invalid_options'
  | 'invalid_cart';

/** Options that cannot be priced: the message says which option and why. */
export class PricingError extends CatalogError {
  override readonly name = 'PricingError';
  readonly code = 'pricing_invalid';
  // A bad option is a caller's input mistake, not a fault in the code.
  override readonly reportable = false;
  constructor(
    readonly problem: PricingProblem,
    message: string,
  ) {
    super(message);
  }
}
