import { z } from 'zod';
import { cents } from '../schemaHelpers';

/*
 * Shapes of the content calls built from the catalogue: the header menu, the two product pickers
 * and the catalogue pages. Every href is a storefront URL written by the route table's build(),
 * every image an artwork URL of /artwork/{themes,templates}/{id}.svg (the client asks for webp
 * renditions of it). Counts and prices come from the catalogue, never from constants.
 */

const href = z.string().startsWith('/');

export const navLink = z.object({
  label: z.string(),
  href,
  /** The storefront category the link opens, when it is one. */
  tagGroupId: z.number().int().positive().optional(),
  /** Designs the link leads to, when it leads to designs. */
  designCount: z.number().int().nonnegative().optional(),
});

/** A design as the pages and pickers show it: artwork, name and its product page. */
export const featuredDesign = z.object({
  themeId: z.number().int().positive(),
  templateId: z.number().int().positive().optional(),
  uri: z.string(),
  name: z.string(),
  productTypeId: z.number().int().positive(),
  imageUrl: href,
  href,
  unitsSold: z.number().int().nonnegative(),
});

/** One product line of the header: its storefront and the categories under it. */
const headerLine = z.object({
  id: z.string(),
  label: z.string(),
  /** Absent for a line that is only a group of storefronts (wall art). */
  href: href.optional(),
  productTypeIds: z.array(z.number().int().positive()),
  designCount: z.number().int().nonnegative(),
  startingPriceCents: cents.optional(),
  groups: z.array(z.object({ title: z.string(), links: z.array(navLink) })),
});

export const headerComponent = z.object({ lines: z.array(headerLine) });

const bookSize = z.object({
  productId: z.number().int().positive(),
  name: z.string(),
  /** Width 'x' height in inches, as the ps[] filter writes it. */
  param: z.string(),
  widthInches: z.number().positive(),
  heightInches: z.number().positive(),
  sizeLabel: z.string().optional(),
  priceCents: cents,
});

export const booksProductPicker = z.object({
  bookTypes: z.array(
    z.object({
      id: z.number().int().positive(),
      param: z.string(),
      name: z.string(),
      startingPriceCents: cents.optional(),
      sizes: z.array(bookSize),
    }),
  ),
  covers: z.array(
    z.object({
      coverTypeId: z.number().int().positive(),
      name: z.string(),
      /** The cover on the smallest book with the included pages. */
      startingPriceCents: cents,
    }),
  ),
  pages: z.object({ included: z.number().int().positive(), max: z.number().int().positive() }),
  links: z.object({ designs: href, pricing: href }),
});

export const cardsProductPicker = z.object({
  /** Every card design. */
  designCount: z.number().int().nonnegative(),
  href,
  categories: z.array(
    z.object({
      name: z.string(),
      designCount: z.number().int().nonnegative(),
      sample: featuredDesign.optional(),
      tagGroups: z.array(
        navLink.extend({
          tagGroupId: z.number().int().positive(),
          designCount: z.number().int().nonnegative(),
        }),
      ),
    }),
  ),
});

const tile = z.object({
  title: z.string(),
  subtitle: z.string().optional(),
  href,
  imageUrl: href.optional(),
  designCount: z.number().int().nonnegative().optional(),
  startingPriceCents: cents.optional(),
});

/** Section types are spec §2's content section types, written in kebab case. */
export const catalogSection = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('hero'),
    title: z.string(),
    subtitle: z.string(),
    imageUrl: href.optional(),
    cta: z.object({ label: z.string(), href }).optional(),
  }),
  z.object({ type: z.literal('tiles'), title: z.string(), tiles: z.array(tile) }),
  z.object({
    type: z.literal('grouped-items'),
    title: z.string(),
    groups: z.array(z.object({ title: z.string(), tiles: z.array(tile) })),
  }),
  z.object({
    type: z.literal('template-carousel'),
    title: z.string(),
    /** Where "see all" goes: the storefront sorted the same way. */
    href: href.optional(),
    designs: z.array(featuredDesign),
  }),
  z.object({
    type: z.literal('product-tiles'),
    title: z.string(),
    products: z.array(
      z.object({
        productId: z.number().int().positive(),
        name: z.string(),
        priceCents: cents,
        sizeLabel: z.string().optional(),
        href: href.optional(),
      }),
    ),
  }),
]);

/** A catalogue page: a content page (title and typed sections) whose sections are catalogue data. */
export const catalogPage = z.object({
  title: z.string(),
  description: z.string(),
  sections: z.array(catalogSection),
});
