import { COLOR_IDS } from '../../../shared/catalog/colors';
import { FOIL_TYPE_IDS } from '../../../shared/catalog/foilTypes';
import { FORMAT_TYPE_IDS } from '../../../shared/catalog/formatTypes';
import { GENDER_IDS } from '../../../shared/catalog/genders';
import { BOOK_SIZE_PARAMS } from '../../../shared/catalog/photoBookLine';
import {
  baseProductTypeId,
  PRODUCT_TYPE_ID,
  PRODUCT_TYPES,
} from '../../../shared/catalog/productTypes';
import { TAG_GROUP_ID_RANGES } from '../../../shared/catalog/ranges';
import { CALENDAR_SIZE_PARAMS, ORIENTATIONS } from '../../../shared/catalog/sizes';
import { TEMPLATE_STYLES } from '../../../shared/catalog/templateStyles';
import { BLANK_THEME } from '../../../shared/catalog/themes';
import { TRIM_TYPE_IDS } from '../../../shared/catalog/trimTypes';
import { photoCountWords } from '../../../shared/format/counts';
import type {
  designers,
  localizedStores,
  products,
  productTypes,
  storefronts,
  tagGroups,
  templates,
  themes,
} from '../../db/schema/catalog';

type Row<T extends { $inferInsert: unknown }> = T['$inferInsert'];

export interface CatalogSeed {
  productTypes: Row<typeof productTypes>[];
  products: Row<typeof products>[];
  tagGroups: Row<typeof tagGroups>[];
  designers: Row<typeof designers>[];
  themes: Row<typeof themes>[];
  templates: Row<typeof templates>[];
  storefronts: Row<typeof storefronts>[];
  localizedStores: Row<typeof localizedStores>[];
}

/** mulberry32: a tiny seeded PRNG, so the catalogue is the same rows on every start. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const CATALOG_SEED = 20261123;
/** The day the newest seeded design launched; launch dates count back from it. */
const NEWEST_LAUNCH = Date.UTC(2026, 9, 1);

const CARD_OCCASIONS = [
  { name: 'Wedding Invitations', category: 'Wedding', tags: ['wedding', 'invitation', 'bride'] },
  { name: 'Save the Dates', category: 'Wedding', tags: ['wedding', 'save the date'] },
  { name: 'Thank You Cards', category: 'Wedding', tags: ['thank you', 'wedding'] },
  { name: 'Birth Announcements', category: 'Baby', tags: ['baby', 'birth', 'announcement'] },
  { name: 'Baby Shower Invitations', category: 'Baby', tags: ['baby', 'shower'] },
  { name: 'Christmas Cards', category: 'Holiday', tags: ['christmas', 'holiday'] },
  { name: 'New Year Cards', category: 'Holiday', tags: ['new year', 'holiday'] },
  { name: 'Hanukkah Cards', category: 'Holiday', tags: ['hanukkah', 'holiday'] },
  { name: 'Graduation Announcements', category: 'Graduation', tags: ['graduation', 'grad'] },
  { name: 'Birthday Invitations', category: 'Party', tags: ['birthday', 'party'] },
  { name: 'Moving Announcements', category: 'Announcements', tags: ['moving', 'new home'] },
  { name: 'Anniversary Cards', category: 'Party', tags: ['anniversary', 'love'] },
] as const;

const BOOK_GROUPS = ['Travel', 'Wedding', 'Baby', 'Family', 'Year in Review', 'Yearbook'];
const DESIGN_WORDS = [
  'Golden',
  'Joyful',
  'Simple',
  'Sweet',
  'Lovely',
  'Bright',
  'Classic',
  'Little',
];
const NOUNS = ['Moments', 'Wishes', 'Greetings', 'Story', 'Memories', 'Celebration', 'Day', 'Love'];
const RECIPIENTS = ['family', 'friends', 'colleagues', 'guests'];
const CARD_SIZES = ['5x7', '4x8', '5x5', '6x8'];
const LABEL_SIZES = ['2x2', '3x2', '4x3'];
/** The book sizes designs are seeded in, first in the product rows (their ids stay 1 to 4). */
const BOOK_SIZES = ['8x8', '11x8.5', '12x12', '8.5x11'];
/** The rest of the book line's sizes (photoBookLine), added after every other product. */
const MORE_BOOK_SIZES = BOOK_SIZE_PARAMS.filter((size) => !BOOK_SIZES.includes(size));
const DECOR_SIZES = ['8x10', '11x14', '16x20', '20x30'];

/** Options and prices per product type (cents); width/height in inches where the option has one. */
function productRows(): Row<typeof products>[] {
  const rows: Row<typeof products>[] = [];
  let id = 1;
  const add = (productTypeId: number, name: string, priceCents: number, w?: number, h?: number) =>
    rows.push({
      id: id++,
      productTypeId,
      name,
      sku: `PT${productTypeId}-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
      priceCents,
      widthInches: w ?? null,
      heightInches: h ?? null,
      productionDays: productTypeId === PRODUCT_TYPE_ID.book ? 5 : 3,
    });
  const addBook = (size: string) => {
    const [w, h] = size.split('x').map(Number) as [number, number];
    add(PRODUCT_TYPE_ID.book, `${size} Photo Book`, Math.round(w * h * 30), w, h);
  };
  for (const type of PRODUCT_TYPES) {
    switch (type.id) {
      case PRODUCT_TYPE_ID.book:
        for (const s of BOOK_SIZES) addBook(s);
        break;
      case PRODUCT_TYPE_ID.calendar:
        for (const s of CALENDAR_SIZE_PARAMS) {
          const [w, h] = s.split('x').map(Number) as [number, number];
          add(type.id, `${s} Wall Calendar`, Math.round(w * h * 20), w, h);
        }
        break;
      case PRODUCT_TYPE_ID.label:
        for (const s of LABEL_SIZES) {
          const [w, h] = s.split('x').map(Number) as [number, number];
          add(type.id, `${s} Labels (sheet of 24)`, 1299 + w * h * 50, w, h);
        }
        break;
      default:
        if (type.lineUri === 'home-decors') {
          for (const s of DECOR_SIZES) {
            const [w, h] = s.split('x').map(Number) as [number, number];
            add(type.id, `${s} ${type.name}`, 1999 + w * h * 10, w, h);
          }
        } else if (type.lineUri === 'cards') {
          for (const s of CARD_SIZES) {
            const [w, h] = s.split('x').map(Number) as [number, number];
            add(type.id, `${s} ${type.name}`, 199 + w * h * 3, w, h);
          }
        } else if (type.id === PRODUCT_TYPE_ID.envelope) {
          // One envelope product per card size, priced per envelope, so 25 cards are offered 25
          // envelopes of their size (the envelope itself is a quarter inch larger: envelopes.ts).
          for (const s of CARD_SIZES) {
            const [w, h] = s.split('x').map(Number) as [number, number];
            add(type.id, `Envelopes for ${s} cards`, 49 + w * h, w, h);
          }
        } else {
          add(type.id, type.name, type.id === PRODUCT_TYPE_ID.photo_print ? 29 : 1499);
        }
    }
  }
  // Appended, so the ids of the products seeded before them do not move.
  for (const s of MORE_BOOK_SIZES) addBook(s);
  return rows;
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The whole seeded catalogue; a pure function of the seed. */
export function generateCatalog(seed = CATALOG_SEED): CatalogSeed {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

  const productTypeRows = PRODUCT_TYPES.map((type) => ({
    id: type.id,
    key: type.key,
    name: type.name,
    // Card variants and home-decor kinds descend from a base type (spec §3 baseTypeId).
    baseTypeId: baseProductTypeId(type.id) === type.id ? null : baseProductTypeId(type.id),
    uri: type.lineUri,
  }));

  const tagGroupRows: Row<typeof tagGroups>[] = [];
  CARD_OCCASIONS.forEach((occasion, index) => {
    tagGroupRows.push({
      id: TAG_GROUP_ID_RANGES.cards.min + index,
      productTypeId: PRODUCT_TYPE_ID.card,
      uri: slug(occasion.name),
      name: occasion.name,
      // Every third group has no title of its own: answered with its name (spec §3).
      title: index % 3 === 2 ? null : `${occasion.name} | Custom Photo Cards`,
      category: occasion.category,
      seoTitle: `Custom ${occasion.name}`,
      seoDescription: `Design ${occasion.name.toLowerCase()} with your photos.`,
      seoHeading: occasion.name,
    });
  });
  BOOK_GROUPS.forEach((name, index) => {
    tagGroupRows.push({
      id: TAG_GROUP_ID_RANGES.books.min + index,
      productTypeId: PRODUCT_TYPE_ID.book,
      uri: `${slug(name)}-photo-books`,
      name: `${name} Photo Books`,
      title: index % 2 ? null : `${name} Photo Books | Printshop`,
      seoTitle: `${name} Photo Books`,
      seoDescription: `Make a ${name.toLowerCase()} photo book.`,
      seoHeading: `${name} Photo Books`,
    });
  });
  ['Wall Calendars', 'Desk Calendars'].forEach((name, index) => {
    tagGroupRows.push({
      id: TAG_GROUP_ID_RANGES.calendars.min + index,
      productTypeId: PRODUCT_TYPE_ID.calendar,
      uri: slug(name),
      name,
      title: `Custom ${name}`,
      seoTitle: `Custom ${name}`,
      seoDescription: `Photo ${name.toLowerCase()} for every month.`,
      seoHeading: name,
    });
  });

  const designerRows: Row<typeof designers>[] = [
    'Ada Park',
    'Ben Ortiz',
    'Chloe Nakamura',
    'Dev Raman',
    'Elena Rossi',
    'Farah Haddad',
  ].map((name, index) => ({
    id: index + 1,
    uri: slug(name),
    name,
    bio: `${name} designs stationery with a love of ${pick(TEMPLATE_STYLES).name.toLowerCase()} detail.`,
    imageUrl: `/images/designers/${slug(name)}.jpg`,
  }));

  const themeRows: Row<typeof themes>[] = [];
  const templateRows: Row<typeof templates>[] = [];
  let templateId = 1;
  const addTheme = (theme: Omit<Row<typeof themes>, 'uri'>, templateTypeIds: number[]) => {
    themeRows.push({ ...theme, uri: `${slug(theme.name)}-${theme.id}` });
    for (const productTypeId of templateTypeIds) {
      templateRows.push({
        id: templateId++,
        themeId: theme.id,
        productTypeId,
        name: theme.name,
        styleId: theme.styleId ?? null,
        photoCount: theme.photoCount ?? 0,
      });
    }
  };
  const launchedAt = (index: number) => new Date(NEWEST_LAUNCH - index * 86_400_000 * 1.5);

  addTheme(
    {
      id: BLANK_THEME.id,
      name: 'Blank Canvas',
      description: 'Start from an empty page.',
      productTypeId: PRODUCT_TYPE_ID.card,
      launchedAt: new Date(Date.UTC(2015, 0, 1)),
      photoCount: 0,
    },
    [PRODUCT_TYPE_ID.card, PRODUCT_TYPE_ID.book],
  );
  // Theme ids start after the blank theme; 480 card designs cycle every facet value so each
  // filter value has designs, with the PRNG varying the combination.
  let themeId = BLANK_THEME.id + 1;
  const cardCount = 480;
  const cardTypeForFormat: Record<number, number> = {
    1: PRODUCT_TYPE_ID.flat_card,
    2: PRODUCT_TYPE_ID.vertical_folded_card,
    3: PRODUCT_TYPE_ID.horizontal_folded_card,
    4: PRODUCT_TYPE_ID.magnet,
  };
  for (let i = 0; i < cardCount; i++) {
    const occasion = CARD_OCCASIONS[i % CARD_OCCASIONS.length] as (typeof CARD_OCCASIONS)[number];
    const style = TEMPLATE_STYLES[i % TEMPLATE_STYLES.length] as (typeof TEMPLATE_STYLES)[number];
    const formatTypeId = FORMAT_TYPE_IDS[i % FORMAT_TYPE_IDS.length] as number;
    const foilTypeId = FOIL_TYPE_IDS[Math.floor(i / 4) % FOIL_TYPE_IDS.length] as number;
    const colorA = COLOR_IDS[i % COLOR_IDS.length] as number;
    const colorB = pick(COLOR_IDS);
    const isBaby = occasion.category === 'Baby';
    const name = `${pick(DESIGN_WORDS)} ${style.name} ${pick(NOUNS)}`;
    addTheme(
      {
        id: themeId,
        name,
        description: `${style.name} ${occasion.name.toLowerCase()} ${i % 5 === 0 ? 'in words alone, with no photos' : `with room for ${photoCountWords(i % 5)}`}.`,
        productTypeId: PRODUCT_TYPE_ID.card,
        tagGroupIds: [TAG_GROUP_ID_RANGES.cards.min + (i % CARD_OCCASIONS.length)],
        keywords: [...occasion.tags, style.name.toLowerCase()].join(' '),
        designerId: (i % designerRows.length) + 1,
        deviceRestriction: i % 40 === 7 ? 1 : i % 40 === 19 ? 2 : null,
        launchedAt: launchedAt(i),
        unitsSold: Math.floor(random() * 5000),
        favoriteRank: i % 6 === 0 ? Math.floor(random() * 1000) : null,
        styleId: style.id,
        foilTypeId,
        trimTypeId: TRIM_TYPE_IDS[Math.floor(i / 3) % TRIM_TYPE_IDS.length] as number,
        formatTypeId,
        orientation: ORIENTATIONS[Math.floor(i / 7) % ORIENTATIONS.length] as string,
        photoCount: i % 5,
        colorIds: colorA === colorB ? [colorA] : [colorA, colorB],
        genderId: isBaby ? (GENDER_IDS[Math.floor(i / 12) % GENDER_IDS.length] as number) : null,
        recipient: RECIPIENTS[i % RECIPIENTS.length] as string,
        sizes: [CARD_SIZES[i % CARD_SIZES.length] as string],
      },
      [
        cardTypeForFormat[formatTypeId] as number,
        ...(foilTypeId > 1 ? [PRODUCT_TYPE_ID.foil] : []),
      ],
    );
    themeId++;
  }
  const addSimple = (
    count: number,
    productTypeId: number,
    noun: string,
    sizes: readonly string[],
    groupIds: readonly number[],
  ) => {
    for (let i = 0; i < count; i++) {
      const style = pick(TEMPLATE_STYLES);
      addTheme(
        {
          id: themeId,
          name: `${pick(DESIGN_WORDS)} ${style.name} ${noun}`,
          description: `A ${style.name.toLowerCase()} ${noun.toLowerCase()} design.`,
          productTypeId,
          tagGroupIds: groupIds.length ? [groupIds[i % groupIds.length] as number] : [],
          keywords: [noun.toLowerCase(), style.name.toLowerCase()].join(' '),
          designerId: (i % designerRows.length) + 1,
          launchedAt: launchedAt(i * 3 + 1),
          unitsSold: Math.floor(random() * 3000),
          favoriteRank: i % 4 === 0 ? i : null,
          styleId: style.id,
          orientation: ORIENTATIONS[i % ORIENTATIONS.length] as string,
          photoCount: i % 5,
          colorIds: [COLOR_IDS[i % COLOR_IDS.length] as number],
          sizes: [sizes[i % sizes.length] as string],
        },
        [productTypeId],
      );
      themeId++;
    }
  };
  const groupsOf = (range: { min: number; max: number }) =>
    tagGroupRows.map((g) => g.id).filter((id) => id >= range.min && id <= range.max);
  addSimple(36, PRODUCT_TYPE_ID.label, 'Labels', LABEL_SIZES, []);
  addSimple(
    24,
    PRODUCT_TYPE_ID.calendar,
    'Calendar',
    CALENDAR_SIZE_PARAMS,
    groupsOf(TAG_GROUP_ID_RANGES.calendars),
  );
  addSimple(
    36,
    PRODUCT_TYPE_ID.book,
    'Photo Book',
    BOOK_SIZES,
    groupsOf(TAG_GROUP_ID_RANGES.books),
  );
  addSimple(12, PRODUCT_TYPE_ID.envelope, 'Envelope', CARD_SIZES, []);
  for (const typeId of [51, 52, 53, 54]) addSimple(6, typeId, 'Wall Art', DECOR_SIZES, []);

  const storefrontRows: Row<typeof storefronts>[] = designerRows.map((designer, index) => ({
    id: index + 1,
    uri: `${designer.uri}-shop`,
    name: `${designer.name} Shop`,
    description: `Designs by ${designer.name}.`,
    themeIds: themeRows.filter((t) => t.designerId === designer.id).map((t) => t.id),
  }));

  const localizedStoreRows: Row<typeof localizedStores>[] = [
    {
      id: 1,
      locale: 'en-US',
      countryCode: 'US',
      currency: 'USD',
      host: 'www.printshop.test',
      name: 'Printshop',
    },
    {
      id: 2,
      locale: 'en-CA',
      countryCode: 'CA',
      currency: 'CAD',
      host: 'ca.printshop.test',
      name: 'Printshop Canada',
    },
    {
      id: 3,
      locale: 'en-GB',
      countryCode: 'GB',
      currency: 'GBP',
      host: 'uk.printshop.test',
      name: 'Printshop UK',
    },
  ];

  return {
    productTypes: productTypeRows,
    products: productRows(),
    tagGroups: tagGroupRows,
    designers: designerRows,
    themes: themeRows,
    templates: templateRows,
    storefronts: storefrontRows,
    localizedStores: localizedStoreRows,
  };
}
