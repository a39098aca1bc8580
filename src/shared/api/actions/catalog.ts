import { z } from 'zod';
import { templateSourceSchema } from '../../project/templates/templateSource';
import { defineActions } from '../defineActions';
import {
  bodyId,
  cents,
  emptyInput,
  idListParam,
  idParam,
  listOf,
  namedOption,
  okOutput,
  pagination,
} from '../schemaHelpers';

const options = z.object({ items: z.array(namedOption) });
const optionList = { method: 'GET', input: emptyInput, output: options } as const;

export const product = z.object({
  id: z.number().int().positive(),
  productTypeId: z.number().int().positive(),
  name: z.string(),
  sku: z.string().optional(),
  priceCents: cents,
  widthInches: z.number().positive().optional(),
  heightInches: z.number().positive().optional(),
});

export const template = z.object({
  id: z.number().int().positive(),
  themeId: z.number().int().positive(),
  productTypeId: z.number().int().positive(),
  name: z.string(),
  styleId: z.number().int().optional(),
  photoCount: z.number().int().nonnegative().optional(),
  previewUrl: z.string().optional(),
  /** The design's own foil and trim (cards): a design with foil marks takes a foil choice. */
  foilTypeId: z.number().int().positive().optional(),
  trimTypeId: z.number().int().positive().optional(),
});

export const catalogActions = defineActions('catalog', {
  'product/book_types': optionList,
  'product/colors': optionList,
  'product/cover_types': optionList,
  'product/foil_types': optionList,
  'product/format_types': optionList,
  'product/gender': optionList,
  'product/paper_types': optionList,
  'product/template_male_recipients': optionList,
  'product/template_recipients': optionList,
  'product/template_styles': optionList,
  'product/trim_types': optionList,
  'product/types': {
    method: 'GET',
    input: emptyInput,
    output: z.object({
      items: z.array(
        z.object({
          id: z.number().int().positive(),
          name: z.string(),
          baseTypeId: z.number().int().positive().optional(),
          uri: z.string().optional(),
        }),
      ),
    }),
  },
  products: {
    method: 'GET',
    input: z.object({ productTypeId: idParam.optional(), ids: idListParam.optional() }),
    output: z.object({ items: z.array(product) }),
  },
  'templates/{id}': { method: 'GET', input: z.object({ id: idParam }), output: template },
  // What the editor makes a new project's document from (createProjectFromTemplate), so the
  // design a customer opens is the one the shop showed; with the theme's device restriction.
  'templates/{id}/source': {
    method: 'GET',
    input: z.object({ id: idParam }),
    output: z.object({
      source: templateSourceSchema,
      // 1 desktop only, 2 mobile only (spec §3 theme device restriction).
      deviceRestriction: z.union([z.literal(1), z.literal(2)]).optional(),
    }),
  },
});

export const tagGroup = z.object({
  id: z.number().int().positive(),
  productTypeId: z.number().int().positive(),
  uri: z.string(),
  name: z.string(),
  title: z.string(),
});

const tagGroups = z.object({ items: z.array(tagGroup) });

const seoEntries = z.object({
  items: z.array(
    z.object({
      tagGroupId: z.number().int().positive(),
      uri: z.string(),
      title: z.string(),
      description: z.string().optional(),
      heading: z.string().optional(),
    }),
  ),
});
const seoList = {
  method: 'GET',
  input: z.object({ uri: z.string().optional() }),
  output: seoEntries,
} as const;

export const theme = z.object({
  id: z.number().int().positive(),
  uri: z.string(),
  name: z.string(),
  productTypeId: z.number().int().positive(),
  templateIds: z.array(z.number().int().positive()),
  thumbnailUrl: z.string().optional(),
  // 1 desktop only, 2 mobile only (spec §3 theme device restriction).
  deviceRestriction: z.union([z.literal(1), z.literal(2)]).optional(),
  launchedAt: z.string().optional(),
  // The storefront categories the design is listed in: its product page lives under one of them.
  tagGroupIds: z.array(z.number().int().positive()).optional(),
});

const facetValues = z.array(z.string().max(40)).max(40).optional();

export const storefrontActions = defineActions('storefront', {
  tag_groups: {
    method: 'GET',
    input: z.object({ productTypeId: idParam.optional() }),
    output: tagGroups,
  },
  'tag_groups/books': { method: 'GET', input: emptyInput, output: tagGroups },
  'tag_groups/books/seo': seoList,
  // The card response groups tag-group ids by category name (spec §3).
  'tag_groups/cards': {
    method: 'GET',
    input: emptyInput,
    output: z.object({
      items: z.array(tagGroup),
      categories: z.array(
        z.object({ name: z.string(), tagGroupIds: z.array(z.number().int().positive()) }),
      ),
    }),
  },
  'tag_groups/cards/seo': seoList,
  'tag_groups/calendars': { method: 'GET', input: emptyInput, output: tagGroups },
  'tag_groups/calendars/seo': seoList,
  themes: {
    method: 'GET',
    input: z.object({
      productTypeId: idParam.optional(),
      productTypeIds: idListParam.optional(),
      tagGroupId: idParam.optional(),
      tagGroupUri: z.string().optional(),
      q: z.string().max(200).optional(),
      // A store's or a designer's page lists only its own designs.
      ids: idListParam.optional(),
      designerId: idParam.optional(),
      order: z.string().optional(),
      featuredTemplateIds: idListParam.optional(),
      // Storefront facet filters of spec §2 under their wire names; values OR within a facet.
      tt: facetValues,
      ft: facetValues,
      s: facetValues,
      psg: facetValues,
      c: facetValues,
      a: facetValues,
      g: facetValues,
      n: facetValues,
      ps: facetValues,
      fptid: idListParam.optional(),
      ...pagination,
    }),
    // facets: per facet wire name, how many designs of the filtered set carry each value.
    output: listOf(theme).extend({
      facets: z.record(z.string(), z.record(z.string(), z.number().int().nonnegative())),
      // The query searched instead of q when a word was corrected ('weding' → 'wedding').
      correctedQuery: z.string().optional(),
    }),
  },
  'themes/{theme_id}/description': {
    method: 'GET',
    input: z.object({ themeId: idParam }),
    output: z.object({ themeId: z.number().int().positive(), html: z.string() }),
  },
  storefronts: {
    method: 'GET',
    input: z.object({ uri: z.string().optional() }),
    output: z.object({
      items: z.array(
        z.object({
          id: z.number().int().positive(),
          uri: z.string(),
          name: z.string(),
          description: z.string().optional(),
          themeIds: z.array(z.number().int().positive()),
        }),
      ),
    }),
  },
  designers: {
    method: 'GET',
    input: z.object({ uri: z.string().optional(), ...pagination }),
    output: listOf(
      z.object({
        id: z.number().int().positive(),
        uri: z.string(),
        name: z.string(),
        bio: z.string().optional(),
        imageUrl: z.string().optional(),
      }),
    ),
  },
});

export const favoriteActions = defineActions('favorites', {
  'favorites/project_templates/list': {
    method: 'GET',
    input: z.object({ ...pagination }),
    output: listOf(template),
  },
  'favorites/project_templates/add': {
    method: 'POST',
    input: z.object({ templateId: bodyId }),
    output: okOutput,
  },
  'favorites/project_templates/remove': {
    method: 'POST',
    input: z.object({ templateId: bodyId }),
    output: okOutput,
  },
});
