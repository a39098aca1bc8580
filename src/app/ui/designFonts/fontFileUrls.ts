/*
 * The woff2 files of every shipped face (src/shared/project/fonts.ts), as Vite asset imports: the
 * build copies each into dist/client/assets under a content hash and this module gets its URL, so
 * the files are immutable and the service worker can precache them. Only this module and the
 * stylesheet built from it name the files; they load where designs are drawn, not on every page.
 * Keyed `${font key}-${weight}-${subset}`; fontFaceCss.test.ts checks every face has its file.
 */

import cormorantScLatin400 from '@fontsource/cormorant-sc/files/cormorant-sc-latin-400-normal.woff2?url';
import cormorantScLatin700 from '@fontsource/cormorant-sc/files/cormorant-sc-latin-700-normal.woff2?url';
import cormorantScLatinExt400 from '@fontsource/cormorant-sc/files/cormorant-sc-latin-ext-400-normal.woff2?url';
import cormorantScLatinExt700 from '@fontsource/cormorant-sc/files/cormorant-sc-latin-ext-700-normal.woff2?url';
import courierPrimeLatin400 from '@fontsource/courier-prime/files/courier-prime-latin-400-normal.woff2?url';
import courierPrimeLatin700 from '@fontsource/courier-prime/files/courier-prime-latin-700-normal.woff2?url';
import courierPrimeLatinExt400 from '@fontsource/courier-prime/files/courier-prime-latin-ext-400-normal.woff2?url';
import courierPrimeLatinExt700 from '@fontsource/courier-prime/files/courier-prime-latin-ext-700-normal.woff2?url';
import ebGaramondLatin400 from '@fontsource/eb-garamond/files/eb-garamond-latin-400-normal.woff2?url';
import ebGaramondLatin700 from '@fontsource/eb-garamond/files/eb-garamond-latin-700-normal.woff2?url';
import ebGaramondLatinExt400 from '@fontsource/eb-garamond/files/eb-garamond-latin-ext-400-normal.woff2?url';
import ebGaramondLatinExt700 from '@fontsource/eb-garamond/files/eb-garamond-latin-ext-700-normal.woff2?url';
import greatVibesLatin400 from '@fontsource/great-vibes/files/great-vibes-latin-400-normal.woff2?url';
import greatVibesLatinExt400 from '@fontsource/great-vibes/files/great-vibes-latin-ext-400-normal.woff2?url';
import interLatin400 from '@fontsource/inter/files/inter-latin-400-normal.woff2?url';
import interLatin700 from '@fontsource/inter/files/inter-latin-700-normal.woff2?url';
import interLatinExt400 from '@fontsource/inter/files/inter-latin-ext-400-normal.woff2?url';
import interLatinExt700 from '@fontsource/inter/files/inter-latin-ext-700-normal.woff2?url';
import libreBaskervilleLatin400 from '@fontsource/libre-baskerville/files/libre-baskerville-latin-400-normal.woff2?url';
import libreBaskervilleLatin700 from '@fontsource/libre-baskerville/files/libre-baskerville-latin-700-normal.woff2?url';
import libreBaskervilleLatinExt400 from '@fontsource/libre-baskerville/files/libre-baskerville-latin-ext-400-normal.woff2?url';
import libreBaskervilleLatinExt700 from '@fontsource/libre-baskerville/files/libre-baskerville-latin-ext-700-normal.woff2?url';
import montserratLatin400 from '@fontsource/montserrat/files/montserrat-latin-400-normal.woff2?url';
import montserratLatin700 from '@fontsource/montserrat/files/montserrat-latin-700-normal.woff2?url';
import montserratLatinExt400 from '@fontsource/montserrat/files/montserrat-latin-ext-400-normal.woff2?url';
import montserratLatinExt700 from '@fontsource/montserrat/files/montserrat-latin-ext-700-normal.woff2?url';
import playfairDisplayLatin400 from '@fontsource/playfair-display/files/playfair-display-latin-400-normal.woff2?url';
import playfairDisplayLatin700 from '@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff2?url';
import playfairDisplayLatinExt400 from '@fontsource/playfair-display/files/playfair-display-latin-ext-400-normal.woff2?url';
import playfairDisplayLatinExt700 from '@fontsource/playfair-display/files/playfair-display-latin-ext-700-normal.woff2?url';
import questrialLatin400 from '@fontsource/questrial/files/questrial-latin-400-normal.woff2?url';
import questrialLatinExt400 from '@fontsource/questrial/files/questrial-latin-ext-400-normal.woff2?url';
import zillaSlabLatin400 from '@fontsource/zilla-slab/files/zilla-slab-latin-400-normal.woff2?url';
import zillaSlabLatin700 from '@fontsource/zilla-slab/files/zilla-slab-latin-700-normal.woff2?url';
import zillaSlabLatinExt400 from '@fontsource/zilla-slab/files/zilla-slab-latin-ext-400-normal.woff2?url';
import zillaSlabLatinExt700 from '@fontsource/zilla-slab/files/zilla-slab-latin-ext-700-normal.woff2?url';

export const FONT_FILE_URLS: Readonly<Record<string, string>> = {
  'inter-400-latin': interLatin400,
  'inter-400-latin-ext': interLatinExt400,
  'inter-700-latin': interLatin700,
  'inter-700-latin-ext': interLatinExt700,
  'questrial-400-latin': questrialLatin400,
  'questrial-400-latin-ext': questrialLatinExt400,
  'great-vibes-400-latin': greatVibesLatin400,
  'great-vibes-400-latin-ext': greatVibesLatinExt400,
  'libre-baskerville-400-latin': libreBaskervilleLatin400,
  'libre-baskerville-400-latin-ext': libreBaskervilleLatinExt400,
  'libre-baskerville-700-latin': libreBaskervilleLatin700,
  'libre-baskerville-700-latin-ext': libreBaskervilleLatinExt700,
  'cormorant-sc-400-latin': cormorantScLatin400,
  'cormorant-sc-400-latin-ext': cormorantScLatinExt400,
  'cormorant-sc-700-latin': cormorantScLatin700,
  'cormorant-sc-700-latin-ext': cormorantScLatinExt700,
  'zilla-slab-400-latin': zillaSlabLatin400,
  'zilla-slab-400-latin-ext': zillaSlabLatinExt400,
  'zilla-slab-700-latin': zillaSlabLatin700,
  'zilla-slab-700-latin-ext': zillaSlabLatinExt700,
  'eb-garamond-400-latin': ebGaramondLatin400,
  'eb-garamond-400-latin-ext': ebGaramondLatinExt400,
  'eb-garamond-700-latin': ebGaramondLatin700,
  'eb-garamond-700-latin-ext': ebGaramondLatinExt700,
  'courier-prime-400-latin': courierPrimeLatin400,
  'courier-prime-400-latin-ext': courierPrimeLatinExt400,
  'courier-prime-700-latin': courierPrimeLatin700,
  'courier-prime-700-latin-ext': courierPrimeLatinExt700,
  'montserrat-400-latin': montserratLatin400,
  'montserrat-400-latin-ext': montserratLatinExt400,
  'montserrat-700-latin': montserratLatin700,
  'montserrat-700-latin-ext': montserratLatinExt700,
  'playfair-display-400-latin': playfairDisplayLatin400,
  'playfair-display-400-latin-ext': playfairDisplayLatinExt400,
  'playfair-display-700-latin': playfairDisplayLatin700,
  'playfair-display-700-latin-ext': playfairDisplayLatinExt700,
};
