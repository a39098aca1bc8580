/*
 * The catalogue's door for other areas and the route table: one file per idea behind it (issue 19
 * item 3), re-exported here so callers keep one import.
 */

/** A design picture per product type, for lines bought without a project (the cart's tiles). */
export { pictureTemplateByProductType } from './catalog.repo';
export {
  deliveryEstimates,
  optionLists,
  productionDaysOf,
  productsList,
  productTypesList,
  shippingEstimation,
} from './productTypes.service';
export {
  cardTagGroups,
  designersList,
  lineSeo,
  lineTagGroupList,
  localizedStoresList,
  seoOfPath,
  seoSectionsOfPath,
  storefrontsList,
  tagGroupsList,
} from './storefronts.service';
export {
  addFavoriteTemplate,
  favoriteTemplates,
  removeFavoriteTemplate,
  templateArtwork,
  templateById,
} from './templates.service';
export { themeArtwork, themeDescription, themeDevices } from './themes.service';
