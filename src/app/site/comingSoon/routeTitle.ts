import type { RouteMatch } from '../../navigation/useRouteMatch';

/** Human names of routes whose pages say what they are before they are built. */
const titles: Record<string, string> = {
  home: 'Home',
  'account.resetPassword': 'Reset your password',
  myAccount: 'My account',
  cart: 'Your cart',
  'projects.home': 'My projects',
  'photos.library': 'My photos',
  'cards.all': 'Cards & invitations',
  photoBooks: 'Photo books',
  allPhotoBooks: 'All photo books',
  photoCalendars: 'Photo calendars',
  labels: 'Labels',
  'homeDecor.canvasPrints': 'Canvas prints',
  'homeDecor.metalPrints': 'Metal prints',
  'homeDecor.acrylicPrints': 'Acrylic prints',
  'homeDecor.posterPrints': 'Poster prints',
  photoPrints: 'Photo prints',
  photoBookPricing: 'Photo book pricing',
  products: 'All products',
  search: 'Search',
  designers: 'Designers',
  contact: 'Contact us',
  about: 'About Printshop',
  cookiePolicy: 'Privacy & cookie policy',
  press: 'Press',
  affiliates: 'Affiliates',
  editor: 'Editor',
  checkout: 'Checkout',
};

/**
 * 'Birthday cards' for cards.category with tagGroupUri 'birthday-cards'; the table above for
 * known routes; otherwise the route name made readable ('photoCalendars.theme' → 'Photo
 * calendars theme').
 */
export function routeTitle(match: Pick<RouteMatch, 'name' | 'params'>): string {
  const params = match.params as Record<string, unknown>;
  const uri = ['themeUri', 'tagGroupUri', 'designerUri', 'storefrontUri']
    .map((key) => params[key])
    .find((value): value is string => typeof value === 'string' && value.length > 0);
  if (uri) return sentence(uri.replace(/[-_]+/g, ' '));
  return titles[match.name] ?? sentence(readableName(match.name));
}

function readableName(name: string): string {
  return name
    .split('.')
    .map((part) => part.replace(/([a-z0-9])([A-Z])/g, '$1 $2'))
    .join(' ');
}

function sentence(text: string): string {
  const lower = text.trim().toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}
