import {
  booksPicker,
  cardsPicker,
  headerMenu,
} from '../../catalog/catalog/catalogComponents.service';
import {
  bookLandingPage,
  cardIndexPage,
  cardLandingPage,
  weddingCollectionPage,
} from '../../catalog/catalog/catalogPages.service';
import type { ActionHandlers } from '../../http/actionHandler';

/** The content calls built from the catalogue: the header, the product pickers and four pages. */
export const catalogPageHandlers: ActionHandlers = {
  'components/header': (_input, ctx) => headerMenu(ctx.deps.db),
  'components/books_product_picker': (_input, ctx) => booksPicker(ctx.deps.db),
  'components/cards_product_picker': (_input, ctx) => cardsPicker(ctx.deps.db),
  'pages/card_index': (_input, ctx) => cardIndexPage(ctx.deps.db),
  'pages/card_landing': (_input, ctx) => cardLandingPage(ctx.deps.db),
  'pages/book_landing': (_input, ctx) => bookLandingPage(ctx.deps.db),
  'pages/wedding_collection': (_input, ctx) => weddingCollectionPage(ctx.deps.db),
};
