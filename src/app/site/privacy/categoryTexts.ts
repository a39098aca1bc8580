import type { ToolCategory } from '../../../shared/catalog/privacy';

/** What each category of spec §3 is for, in the visitor's words, in the order shown. */
export const CATEGORY_TEXTS: readonly { category: ToolCategory; title: string; purpose: string }[] =
  [
    {
      category: 'essential',
      title: 'Essential',
      purpose:
        'Needed for the shop to work: signing in, your cart, checkout and keeping changes while offline.',
    },
    {
      category: 'functional',
      title: 'Functional',
      purpose: 'Remembers what you looked at and chose, so your next visit starts where you left.',
    },
    {
      category: 'analytics',
      title: 'Analytics',
      purpose: 'Counts page views and visit length so we learn which pages help and which confuse.',
    },
    {
      category: 'advertising',
      title: 'Advertising',
      purpose:
        'Tells our ad partners when a visit from one of their ads led to a sign-up or order.',
    },
  ];
