import { PRODUCT_TYPE_ID } from '../../../shared/catalog/productTypes';
import {
  productsQuery,
  type ThemesInput,
  themesQuery,
} from '../../common/catalogData/catalogQueries';
import type { CallAction } from '../../navigation/pageModule';

/** Book sizes with their base prices. */
export const bookProductsQuery = (call: CallAction) => productsQuery(call, PRODUCT_TYPE_ID.book);

/** The landing page's best-selling book designs. */
export const POPULAR_BOOK_DESIGNS: ThemesInput = {
  productTypeId: PRODUCT_TYPE_ID.book,
  order: 'best_sellers',
  perPage: 8,
};

export const bookDesignsQuery = (call: CallAction, input: ThemesInput) => themesQuery(call, input);
