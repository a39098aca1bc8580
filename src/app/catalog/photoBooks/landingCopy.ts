import type { RouteName } from '../../../shared/routes/routeTable';

/** The photo-book landing routes of spec §2 (the CMS pages): one layout, each with its words. */
export const photoBookLandingRoutes = [
  'photoBooks',
  'coffeeTableBooks',
  'simplePhotoBooks',
  'proCollection',
  'mothersDayPhotoBooks',
  'fathersDayPhotoBooks',
] as const satisfies readonly RouteName[];

export type PhotoBookLandingRoute = (typeof photoBookLandingRoutes)[number];

export interface LandingCopy {
  title: string;
  eyebrow: string;
  lead: string;
  description: string;
}

export const landingCopy: Record<PhotoBookLandingRoute, LandingCopy> = {
  photoBooks: {
    title: 'Photo books',
    eyebrow: 'Printed and bound to order',
    lead: 'Turn a trip, a year or a whole childhood into a book you can hold. Pick a size and a cover, drop in your photos, and we print on archival paper.',
    description:
      'Custom photo books in square, landscape and portrait sizes, softcover to linen hardcover, 20 to 150 pages. See sizes, covers, designs and prices.',
  },
  coffeeTableBooks: {
    title: 'Coffee table books',
    eyebrow: 'Big pages, big photos',
    lead: 'Our largest books, made to be left out and leafed through. Full-bleed spreads and a hardcover that stands up to guests.',
    description:
      'Large-format coffee table photo books with hardcover and linen options. Choose a size and design and see prices.',
  },
  simplePhotoBooks: {
    title: 'Simple photo books',
    eyebrow: 'Ready in minutes',
    lead: 'Clean layouts that let the photos do the talking. Add your pictures and your book is almost done.',
    description:
      'Simple photo books with clean layouts, from softcover to hardcover. See sizes and prices.',
  },
  proCollection: {
    title: 'The Pro Collection',
    eyebrow: 'For photographers',
    lead: 'Gallery-grade printing, linen covers and generous page counts for portfolios and client albums.',
    description:
      'Professional photo books for photographers: linen hardcovers, up to 150 pages, every size. See prices.',
  },
  mothersDayPhotoBooks: {
    title: 'Mother’s Day photo books',
    eyebrow: 'A gift she will keep',
    lead: 'Gather the photos of her, with her, and by her into a book she can open every day.',
    description:
      'Personalised Mother’s Day photo books in every size. Browse designs and see prices.',
  },
  fathersDayPhotoBooks: {
    title: 'Father’s Day photo books',
    eyebrow: 'A gift he will keep',
    lead: 'Adventures, projects and quiet moments with Dad, bound into a book for his shelf.',
    description:
      'Personalised Father’s Day photo books in every size. Browse designs and see prices.',
  },
};

export function isPhotoBookLandingRoute(name: string): name is PhotoBookLandingRoute {
  return (photoBookLandingRoutes as readonly string[]).includes(name);
}
