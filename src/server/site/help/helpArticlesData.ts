import type { Seeder } from '../../db/seed/seeder';
import { insertArticles } from './help.repo';

/** The help centre's starting articles: the questions customers ask support most. */
export const HELP_CATEGORIES = [
  'ordering',
  'shipping',
  'photos',
  'editor',
  'returns',
  'account',
] as const;
export type HelpCategory = (typeof HELP_CATEGORIES)[number];

export const HELP_ARTICLES: {
  slug: string;
  category: HelpCategory;
  title: string;
  body: string;
}[] = [
  {
    slug: 'how-to-place-an-order',
    category: 'ordering',
    title: 'How do I place an order?',
    body: 'Open your project and choose Add to cart. In the cart, check the quantity and options, then choose Checkout. Enter or pick a shipping address, choose a shipping method and pay by card. You get an order confirmation by email as soon as the payment is authorised.',
  },
  {
    slug: 'apply-a-coupon',
    category: 'ordering',
    title: 'How do I use a coupon code?',
    body: 'In the cart, enter the code in the Coupon field and choose Apply. The discount shows in the order summary before you pay. Only one coupon applies per order; if a code does not work, check its end date and the products it covers.',
  },
  {
    slug: 'change-or-cancel-an-order',
    category: 'ordering',
    title: 'Can I change or cancel my order?',
    body: 'You can cancel an order from My account → Orders until it goes into production, usually within two hours of ordering. After that it is being printed and can no longer be changed. Contact us as soon as possible if something is wrong.',
  },
  {
    slug: 'volume-and-bulk-pricing',
    category: 'ordering',
    title: 'Do you offer discounts for large orders?',
    body: 'Yes. Schools, teams, businesses and families ordering 25 or more copies get volume pricing. Send a volume discount inquiry with the product and quantity and our team answers within one business day.',
  },
  {
    slug: 'shipping-times',
    category: 'shipping',
    title: 'How long does shipping take?',
    body: 'Production takes one to five business days depending on the product, then standard shipping takes three to seven business days in the US. Express and overnight shipping are offered at checkout. The delivery estimate on each product page includes both.',
  },
  {
    slug: 'track-my-order',
    category: 'shipping',
    title: 'How do I track my order?',
    body: 'When your order ships we email a tracking link. You can also find it under My account → Orders, next to each shipment. Tracking can take a day to show the first scan.',
  },
  {
    slug: 'international-shipping',
    category: 'shipping',
    title: 'Do you ship outside the United States?',
    body: 'We ship to Canada, the United Kingdom, Ireland, Australia and New Zealand. Duties and taxes may be collected on delivery depending on the country. Delivery usually takes 7 to 14 business days.',
  },
  {
    slug: 'holiday-deadlines',
    category: 'shipping',
    title: 'When should I order for the holidays?',
    body: 'Our holiday header shows the current last order dates. As a rule, order photo books by mid-December with standard shipping and cards by December 18; express shipping buys you two or three more days.',
  },
  {
    slug: 'upload-photos-from-phone',
    category: 'photos',
    title: 'How do I upload photos from my phone?',
    body: 'Open My photos on your phone and choose Upload, or scan the QR code shown on the desktop upload page to send photos from your phone to your computer. Uploads resume by themselves if you lose signal, so you can keep using the app.',
  },
  {
    slug: 'photo-resolution',
    category: 'photos',
    title: 'Why does a photo show a low-resolution warning?',
    body: 'A photo needs enough pixels for the size it prints at. The warning appears when a photo would print below 150 pixels per inch. Choose a smaller slot, crop less, or use the original file instead of a photo saved from a messaging app.',
  },
  {
    slug: 'import-from-other-services',
    category: 'photos',
    title: 'Can I use photos from my online albums?',
    body: 'Yes. In the photo tray choose Add photos and pick one of the connected photo services. You sign in with that service once; we only read the albums you choose and never post anything.',
  },
  {
    slug: 'duplicate-photos',
    category: 'photos',
    title: 'Why were some photos skipped when I uploaded?',
    body: 'We skip exact duplicates of photos already in your library so you do not pay storage or time twice. Similar photos (bursts, edits) are kept and marked so you can choose the best one.',
  },
  {
    slug: 'editor-autofill',
    category: 'editor',
    title: 'How does autofill place my photos?',
    body: 'Autofill orders your photos by the date they were taken, groups them into pages and picks layouts that suit each photo’s shape, keeping faces away from the page edges and the gutter. You can undo it or move any photo afterwards.',
  },
  {
    slug: 'editor-offline',
    category: 'editor',
    title: 'Can I keep designing without an internet connection?',
    body: 'Yes. Your project is saved on your device as you work and sent to your account when you are back online. The status in the editor header tells you whether everything has been saved to your account.',
  },
  {
    slug: 'invite-collaborators',
    category: 'editor',
    title: 'How do I make a book together with family?',
    body: 'Open the project, choose Share and invite people by email. Collaborators can edit pages with you at the same time; contributors can only add photos. You can remove anyone at any time.',
  },
  {
    slug: 'text-and-fonts',
    category: 'editor',
    title: 'How do I change fonts and text?',
    body: 'Select a text box and use the text toolbar to change the font, size, colour and alignment. Text near the page edge is flagged because it could be trimmed; keep it inside the dotted safe area.',
  },
  {
    slug: 'return-policy',
    category: 'returns',
    title: 'What is your happiness guarantee?',
    body: 'If something is wrong with your order, because of a printing defect, damage in transit or a mistake on our side, tell us within 30 days of delivery and we reprint it or refund you. Send a photo of the problem with your order number.',
  },
  {
    slug: 'damaged-in-shipping',
    category: 'returns',
    title: 'My order arrived damaged. What do I do?',
    body: 'We are sorry! Take a photo of the item and the packaging and send us a message with your order number. We reprint damaged items at no cost; you do not need to send anything back.',
  },
  {
    slug: 'reset-password',
    category: 'account',
    title: 'I forgot my password',
    body: 'Choose Forgot password on the sign-in page and enter your email address. We send a link that is valid for one hour. If the email does not arrive, check your spam folder.',
  },
  {
    slug: 'delete-account',
    category: 'account',
    title: 'How do I delete my account and photos?',
    body: 'Go to My account → Delete account. We confirm by email, then delete your photos, projects and personal data. Orders already placed are still delivered.',
  },
  {
    slug: 'privacy-choices',
    category: 'account',
    title: 'How do I change my cookie and privacy choices?',
    body: 'Open Privacy settings at the bottom of any page. Essential tools are always on; you can switch analytics, functional and advertising tools on or off at any time, and switching one off deletes what it collected.',
  },
];

/** The starting articles, seeded with the site's data on first start (siteSeed.ts). */
export const seedHelpArticles: Seeder = (db, now) =>
  insertArticles(
    db,
    HELP_ARTICLES.map((article) => ({ ...article, updatedAt: now })),
  );
