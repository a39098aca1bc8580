import type { photoBookCollections } from '../../../shared/routes/queryEnums';

export type PhotoBookCollection = (typeof photoBookCollections)[number];

/** What each collection page of spec §2 is called and says; the list itself is the route's. */
export const collectionCopy: Record<PhotoBookCollection, { name: string; blurb: string }> = {
  travel: { name: 'Travel', blurb: 'Maps, postcards and wide open spreads for every trip.' },
  everyday: { name: 'Everyday', blurb: 'The small moments: weekends, dinners, walks in the park.' },
  'year-in-review': {
    name: 'Year in Review',
    blurb: 'Twelve months in one book, month by month or best of.',
  },
  seasonal: { name: 'Seasonal', blurb: 'Spring blossom to winter snow, one season at a time.' },
  holiday: { name: 'Holiday', blurb: 'Festive layouts for the photos you take once a year.' },
  family: { name: 'Family', blurb: 'Gatherings, reunions and the faces that make home.' },
  kids: { name: 'Kids', blurb: 'School years, drawings and growing-up milestones.' },
  baby: { name: 'Baby', blurb: 'The first year, from first photo to first birthday.' },
  adoption: { name: 'Adoption', blurb: 'The story of how your family found each other.' },
  birthday: { name: 'Birthday', blurb: 'A book of wishes and memories for someone’s big day.' },
  romance: { name: 'Romance', blurb: 'Love stories, anniversaries and date nights.' },
  wedding: { name: 'Wedding', blurb: 'Your day, from getting ready to the last dance.' },
  'wedding-guest-books': {
    name: 'Wedding Guest Books',
    blurb: 'Photo pages with room for every guest to sign.',
  },
  'remembrance-family-history': {
    name: 'Remembrance & Family History',
    blurb: 'Heirloom pages for the people and stories to keep.',
  },
  'recipe-cookbook': {
    name: 'Recipe & Cookbook',
    blurb: 'Family recipes with the photos of every dish.',
  },
  pet: { name: 'Pet', blurb: 'Paws, whiskers and every nap in the sun.' },
  sports: { name: 'Sports', blurb: 'Seasons, teams and the big game in pictures.' },
  education: { name: 'Education', blurb: 'Class books and yearbooks for schools and groups.' },
};

/** The book tag group (storefront category) whose designs a collection shows, by uri. */
export function collectionTagGroupUri(collection: PhotoBookCollection): string {
  return `${collection}-photo-books`;
}
