import type { ActionOutput } from '../../../shared/api/actionTable';

type Tool = ActionOutput<'tools'>['items'][number];

/**
 * The tools behind each category of spec §3, as the settings dialog lists them. The shop runs
 * them itself (no third-party scripts), so this list is the whole truth about what is collected.
 */
export const PRIVACY_TOOLS: readonly Tool[] = [
  {
    id: 'session',
    name: 'Sign-in and security',
    category: 'essential',
    description:
      'Keeps you signed in, protects forms against forgery and limits repeated attempts.',
  },
  {
    id: 'cart',
    name: 'Cart and checkout',
    category: 'essential',
    description: 'Remembers your cart and reports checkout and upload errors so we can help.',
  },
  {
    id: 'offline-storage',
    name: 'Offline storage',
    category: 'essential',
    description: 'Keeps your changes on this device while you are offline, then sends them.',
  },
  {
    id: 'recently-viewed',
    name: 'Recently viewed',
    category: 'functional',
    description: 'Remembers the products and choices you looked at, for your next visit.',
  },
  {
    id: 'shop-analytics',
    name: 'Printshop analytics',
    category: 'analytics',
    description: 'Counts page views and visit length to learn which pages help and which confuse.',
  },
  {
    id: 'conversion-measurement',
    name: 'Conversion measurement',
    category: 'advertising',
    description: 'Tells our ad partners when a visit from an ad led to a sign-up or an order.',
  },
];
