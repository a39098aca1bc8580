import {
  addFavoriteTemplate,
  cardTagGroups,
  deliveryEstimates,
  designersList,
  favoriteTemplates,
  lineSeo,
  lineTagGroupList,
  localizedStoresList,
  optionLists,
  productsList,
  productTypesList,
  removeFavoriteTemplate,
  seoOfPath,
  seoSectionsOfPath,
  shippingEstimation,
  storefrontsList,
  tagGroupsList,
  templateById,
  themeDescription,
} from '../../catalog/catalog/catalog.service';
import { templateSourceById } from '../../catalog/catalog/templateSource';
import { themesList } from '../../catalog/catalog/themeListing';
import type { ActionHandlers } from '../../http/actionHandler';

const optionHandlers = Object.fromEntries(
  Object.entries(optionLists).map(([name, list]) => [name, async () => list]),
) as ActionHandlers;

export const catalogHandlers: ActionHandlers = {
  ...optionHandlers,
  'product/types': (_input, ctx) => productTypesList(ctx.deps.db),
  products: (input, ctx) => productsList(ctx.deps.db, input),
  'templates/{id}': (input, ctx) => templateById(ctx.deps.db, input.id),
  'templates/{id}/source': (input, ctx) => templateSourceById(ctx.deps.db, input.id),
  tag_groups: (input, ctx) => tagGroupsList(ctx.deps.db, input.productTypeId),
  'tag_groups/books': (_input, ctx) => lineTagGroupList(ctx.deps.db, 'books'),
  'tag_groups/books/seo': (input, ctx) => lineSeo(ctx.deps.db, 'books', input.uri),
  'tag_groups/cards': (_input, ctx) => cardTagGroups(ctx.deps.db),
  'tag_groups/cards/seo': (input, ctx) => lineSeo(ctx.deps.db, 'cards', input.uri),
  'tag_groups/calendars': (_input, ctx) => lineTagGroupList(ctx.deps.db, 'calendars'),
  'tag_groups/calendars/seo': (input, ctx) => lineSeo(ctx.deps.db, 'calendars', input.uri),
  themes: (input, ctx) => themesList(ctx.deps.db, input),
  'themes/{theme_id}/description': (input, ctx) => themeDescription(ctx.deps.db, input.themeId),
  storefronts: (input, ctx) => storefrontsList(ctx.deps.db, input.uri),
  designers: (input, ctx) => designersList(ctx.deps.db, input),
  'favorites/project_templates/add': (input, ctx, caller) =>
    addFavoriteTemplate(ctx.deps, caller, input),
  'favorites/project_templates/remove': (input, ctx, caller) =>
    removeFavoriteTemplate(ctx.deps, caller, input),
  'favorites/project_templates/list': (input, ctx, caller) =>
    favoriteTemplates(ctx.deps, caller, input),
  'delivery_estimates/calculate': (input, ctx) => deliveryEstimates(ctx.deps, input),
  'product/shipping_estimation/{id}': (input, ctx) => shippingEstimation(ctx.deps, input.id),
  localized_stores: (_input, ctx) => localizedStoresList(ctx.deps.db),
  seo: (input, ctx) => seoOfPath(ctx.deps.db, input.path),
  seo_sections: (input, ctx) => seoSectionsOfPath(ctx.deps.db, input.path),
};
