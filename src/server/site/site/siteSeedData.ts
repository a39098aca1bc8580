/*
 * What the site area starts with on a fresh shop: the countries it ships to, the season's
 * promotions, press logos, campaign sign-up banners, feature flags, experiments and the
 * export-only reference kinds. Dates are absolute so a test clock decides what is live.
 */

export const COUNTRIES: { code: string; name: string; regions: [string, string][] }[] = [
  {
    code: 'US',
    name: 'United States',
    regions: [
      ['AL', 'Alabama'],
      ['AK', 'Alaska'],
      ['AZ', 'Arizona'],
      ['AR', 'Arkansas'],
      ['CA', 'California'],
      ['CO', 'Colorado'],
      ['CT', 'Connecticut'],
      ['DE', 'Delaware'],
      ['DC', 'District of Columbia'],
      ['FL', 'Florida'],
      ['GA', 'Georgia'],
      ['HI', 'Hawaii'],
      ['ID', 'Idaho'],
      ['IL', 'Illinois'],
      ['IN', 'Indiana'],
      ['IA', 'Iowa'],
      ['KS', 'Kansas'],
      ['KY', 'Kentucky'],
      ['LA', 'Louisiana'],
      ['ME', 'Maine'],
      ['MD', 'Maryland'],
      ['MA', 'Massachusetts'],
      ['MI', 'Michigan'],
      ['MN', 'Minnesota'],
      ['MS', 'Mississippi'],
      ['MO', 'Missouri'],
      ['MT', 'Montana'],
      ['NE', 'Nebraska'],
      ['NV', 'Nevada'],
      ['NH', 'New Hampshire'],
      ['NJ', 'New Jersey'],
      ['NM', 'New Mexico'],
      ['NY', 'New York'],
      ['NC', 'North Carolina'],
      ['ND', 'North Dakota'],
      ['OH', 'Ohio'],
      ['OK', 'Oklahoma'],
      ['OR', 'Oregon'],
      ['PA', 'Pennsylvania'],
      ['RI', 'Rhode Island'],
      ['SC', 'South Carolina'],
      ['SD', 'South Dakota'],
      ['TN', 'Tennessee'],
      ['TX', 'Texas'],
      ['UT', 'Utah'],
      ['VT', 'Vermont'],
      ['VA', 'Virginia'],
      ['WA', 'Washington'],
      ['WV', 'West Virginia'],
      ['WI', 'Wisconsin'],
      ['WY', 'Wyoming'],
      ['PR', 'Puerto Rico'],
      ['GU', 'Guam'],
      ['VI', 'U.S. Virgin Islands'],
      ['AA', 'Armed Forces Americas'],
      ['AE', 'Armed Forces Europe'],
      ['AP', 'Armed Forces Pacific'],
    ],
  },
  {
    code: 'CA',
    name: 'Canada',
    regions: [
      ['AB', 'Alberta'],
      ['BC', 'British Columbia'],
      ['MB', 'Manitoba'],
      ['NB', 'New Brunswick'],
      ['NL', 'Newfoundland and Labrador'],
      ['NS', 'Nova Scotia'],
      ['NT', 'Northwest Territories'],
      ['NU', 'Nunavut'],
      ['ON', 'Ontario'],
      ['PE', 'Prince Edward Island'],
      ['QC', 'Quebec'],
      ['SK', 'Saskatchewan'],
      ['YT', 'Yukon'],
    ],
  },
  { code: 'GB', name: 'United Kingdom', regions: [] },
  {
    code: 'AU',
    name: 'Australia',
    regions: [
      ['ACT', 'Australian Capital Territory'],
      ['NSW', 'New South Wales'],
      ['NT', 'Northern Territory'],
      ['QLD', 'Queensland'],
      ['SA', 'South Australia'],
      ['TAS', 'Tasmania'],
      ['VIC', 'Victoria'],
      ['WA', 'Western Australia'],
    ],
  },
  { code: 'IE', name: 'Ireland', regions: [] },
  { code: 'NZ', name: 'New Zealand', regions: [] },
];

export const PROMOTIONS = [
  {
    kind: 'holiday' as const,
    title: 'Holiday cards: 30% off through December 8',
    message: 'Use code MERRY30 on every holiday card and envelope.',
    url: '/cards/holiday-cards',
    imageUrl: '/content/promotions/holiday-cards.webp',
    startsAt: new Date('2026-11-01T08:00:00Z'),
    endsAt: new Date('2026-12-09T08:00:00Z'),
    position: 1,
  },
  {
    kind: 'holiday' as const,
    title: 'Order photo books by December 14 for Christmas delivery',
    message: 'Standard shipping in the US; choose express for orders after that.',
    url: '/photo-books',
    startsAt: new Date('2026-11-15T08:00:00Z'),
    endsAt: new Date('2026-12-15T08:00:00Z'),
    position: 2,
  },
  {
    kind: 'holiday' as const,
    title: "Valentine's cards and gifts",
    message: 'Sweet designs for the people you love, from $1.99 a card.',
    url: '/cards/valentines-day-cards',
    startsAt: new Date('2027-01-10T08:00:00Z'),
    endsAt: new Date('2027-02-15T08:00:00Z'),
    position: 3,
  },
  {
    kind: 'slide_in' as const,
    title: 'Free shipping on photo books over $49',
    message: 'Applied at checkout, no code needed.',
    url: '/photo-books',
    imageUrl: '/content/promotions/free-shipping.webp',
    startsAt: new Date('2026-11-01T08:00:00Z'),
    endsAt: new Date('2026-12-31T08:00:00Z'),
    position: 1,
  },
  {
    kind: 'slide_in' as const,
    title: 'New: wall calendars for 2027',
    message: 'Start any month, add your family’s birthdays.',
    url: '/photo-calendars',
    startsAt: new Date('2026-10-01T08:00:00Z'),
    position: 2,
  },
  {
    kind: 'banner' as const,
    placement: 'home',
    title: 'Photo books made in a weekend.',
    message: 'Autofill lays out up to 300 photos in date order; you make it yours.',
    url: '/photo-books',
    position: 1,
  },
  {
    kind: 'banner' as const,
    placement: 'cart',
    title: 'Sending cards? Add printed envelopes.',
    message: 'Each addressed from your address book, with your return address.',
    url: '/cards/all',
    position: 1,
  },
  {
    kind: 'banner' as const,
    placement: 'cart',
    title: 'Last year’s holiday banner',
    startsAt: new Date('2025-11-01T08:00:00Z'),
    endsAt: new Date('2026-01-01T08:00:00Z'),
    position: 2,
  },
];

export const HEADER_WARNINGS = [
  {
    message:
      'Holiday orders are busy: allow two extra days for production of photo books ordered after December 10.',
    level: 'warning' as const,
    startsAt: new Date('2026-12-10T08:00:00Z'),
    endsAt: new Date('2026-12-24T08:00:00Z'),
  },
  {
    message: 'Thanksgiving week: orders placed by November 23 ship before the holiday.',
    level: 'info' as const,
    startsAt: new Date('2026-11-16T08:00:00Z'),
    endsAt: new Date('2026-11-24T08:00:00Z'),
  },
];

export const SIGN_UP_BANNERS = [
  {
    source: 'newsletter',
    title: 'Welcome back! Sign up and save 20% on your first order',
    body: 'Members get early access to sales and free design previews.',
  },
  {
    source: 'wedding',
    title: 'Planning a wedding? Get a free sample kit',
    body: 'Create an account to save your favourite invitation designs and order your samples.',
    imageUrl: '/content/promotions/wedding-kit.webp',
  },
  {
    source: 'pinterest',
    title: 'Loved a design on Pinterest? Save it to your favourites',
    body: 'Sign up to keep the designs you pin and pick up where you left off.',
  },
  {
    source: 'school',
    title: 'Yearbooks made simple',
    body: 'Sign up to invite your class, collect photos and get volume pricing.',
    active: true,
  },
];

export const LOGOS = [
  {
    name: 'The Family Journal',
    imageUrl: '/content/logos/family-journal.svg',
    url: '/l/press-page',
  },
  {
    name: 'Daily Design Review',
    imageUrl: '/content/logos/design-review.svg',
    url: '/l/press-page',
  },
  { name: 'Parents Weekly', imageUrl: '/content/logos/parents-weekly.svg', url: '/l/press-page' },
  { name: 'Wedding Planner Monthly', imageUrl: '/content/logos/wedding-planner.svg' },
  { name: 'Tech & Home', imageUrl: '/content/logos/tech-home.svg' },
];

export const FEATURE_FLAGS = [
  {
    key: 'slide_in_promotions',
    enabled: true,
    description: 'Show the slide-in promotion on storefront pages.',
  },
  {
    key: 'help_chat',
    enabled: true,
    description: 'Offer the help centre’s message form beside the articles.',
  },
  {
    key: 'photo_book_lay_flat',
    enabled: false,
    description: 'Offer lay-flat pages for photo books.',
  },
  {
    key: 'express_checkout',
    enabled: false,
    description: 'One-page checkout for returning customers.',
  },
  { key: 'memory_reels', enabled: false, description: 'Show memory reels in the product menu.' },
  {
    key: 'trust_widget_carousel',
    enabled: true,
    description: 'The reviews widget may use the carousel template.',
  },
];

export const EXPERIMENTS = [
  {
    key: 'home_hero_copy',
    variations: [
      { key: 'control', weight: 50 },
      { key: 'personal_story', weight: 50 },
    ],
  },
  {
    key: 'photo_book_price_anchor',
    variations: [
      { key: 'control', weight: 34 },
      { key: 'from_price', weight: 33 },
      { key: 'per_page_price', weight: 33 },
    ],
  },
  {
    key: 'cart_cross_sell',
    variations: [
      { key: 'control', weight: 80 },
      { key: 'envelopes_first', weight: 20 },
    ],
  },
  { key: 'retired_checkout_banner', running: false, variations: [{ key: 'control', weight: 1 }] },
];

/** Export-only kinds of spec §3 (their fields are not shown; these are what a CMS would hold). */
export const REFERENCE_ENTITIES: {
  kind: 'browser' | 'device-type' | 'audience' | 'curalate-container';
  id: number;
  name: string;
  attributes: Record<string, unknown>;
}[] = [
  { kind: 'browser', id: 1, name: 'Chrome', attributes: { key: 'chrome', webp: true } },
  { kind: 'browser', id: 2, name: 'Firefox', attributes: { key: 'firefox', webp: true } },
  { kind: 'browser', id: 3, name: 'Edge', attributes: { key: 'edge', webp: true } },
  { kind: 'browser', id: 4, name: 'Safari', attributes: { key: 'safari', webpFromVersion: 16 } },
  {
    kind: 'browser',
    id: 5,
    name: 'iOS Safari',
    attributes: { key: 'ios-safari', webpFromVersion: 14 },
  },
  { kind: 'browser', id: 6, name: 'Samsung Internet', attributes: { key: 'samsung', webp: true } },
  { kind: 'device-type', id: 1, name: 'Desktop', attributes: { key: 'desktop' } },
  { kind: 'device-type', id: 2, name: 'Tablet', attributes: { key: 'tablet' } },
  { kind: 'device-type', id: 3, name: 'Phone', attributes: { key: 'phone' } },
  { kind: 'audience', id: 1, name: 'New visitors', attributes: { rule: 'no previous visit' } },
  {
    kind: 'audience',
    id: 2,
    name: 'Returning customers',
    attributes: { rule: 'at least one order' },
  },
  { kind: 'audience', id: 3, name: 'Wedding planners', attributes: { rule: 'utm_source=wedding' } },
  { kind: 'audience', id: 4, name: 'Schools and teams', attributes: { rule: 'utm_source=school' } },
  {
    kind: 'curalate-container',
    id: 1,
    name: 'Home page customer photos',
    attributes: { placement: 'home', hashtag: '#myprintshop', maxItems: 12 },
  },
  {
    kind: 'curalate-container',
    id: 2,
    name: 'Photo book gallery',
    attributes: { placement: 'photo-books', hashtag: '#printshopbooks', maxItems: 8 },
  },
];
