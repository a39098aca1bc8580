import { build } from '../../../shared/routes/build';
import type { MetaContext, PageMeta } from '../../navigation/pageModule';

/** Title, description and the shop's structured data (Organization, WebSite with search). */
export function homeMeta({ origin }: MetaContext): PageMeta {
  const home = `${origin}${build('home')}`;
  return {
    title: 'Printshop — Photo books, cards, calendars and wall art',
    description:
      'Design personalised photo books, cards, calendars, labels, prints and wall art online. ' +
      'Printed on archival paper and shipped fast, with a satisfaction guarantee.',
    canonical: build('home'),
    titleIsFull: true,
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Printshop',
        url: home,
        logo: `${origin}/icons/icon-512.png`,
      },
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: 'Printshop',
        url: home,
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: `${origin}/search?q={search_term_string}` },
          'query-input': 'required name=search_term_string',
        },
      },
    ],
  };
}
