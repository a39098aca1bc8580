import { build } from '../../../shared/routes/build';
import type { NavLink } from './productLines';

export interface FooterGroup {
  title: string;
  links: NavLink[];
}

/** Content pages served by the catch-all route (files under content/pages). */
const contentPage = (slug: string) => build('catchAll', { path: slug });

export const footerGroups: FooterGroup[] = [
  {
    title: 'Shop',
    links: [
      { label: 'Photo Books', to: build('photoBooks') },
      { label: 'Cards & Invitations', to: build('cards.all') },
      { label: 'Calendars', to: build('photoCalendars') },
      { label: 'Labels', to: build('labels') },
      { label: 'Wall Art', to: build('homeDecor.canvasPrints') },
      { label: 'Photo Prints', to: build('photoPrints') },
      { label: 'All products', to: build('products') },
    ],
  },
  {
    title: 'Help',
    links: [
      { label: 'Help centre', to: build('helpCentre') },
      { label: 'Shipping & delivery', to: contentPage('shipping') },
      { label: 'FAQ', to: contentPage('faq') },
      { label: 'Contact us', to: build('contact') },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About Printshop', to: build('about') },
      { label: 'Designers', to: build('designers') },
      { label: 'Press', to: build('press') },
      { label: 'Affiliates', to: build('affiliates') },
      { label: 'Customer reviews', to: build('customerReviews') },
      { label: 'Careers', to: build('landing', { path: 'careers' }) },
    ],
  },
  {
    title: 'Legal',
    links: [{ label: 'Privacy & cookies', to: build('cookiePolicy') }],
  },
];
