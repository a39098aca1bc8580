import { OFFER_CURRENCY, offerPrice } from '../../shared/format/money';

/* schema.org objects for the product, store and designer pages (JSON-LD in the page head). */

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbList(origin: string, crumbs: readonly Crumb[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${origin}${crumb.path}`,
    })),
  };
}

export interface OfferedOption {
  name: string;
  sku?: string;
  priceCents: number;
}

/** A product line with one Offer per option, or an AggregateOffer over many computed prices. */
export function productWithOffers(
  origin: string,
  product: { name: string; description: string; path: string; image?: string },
  options: readonly OfferedOption[],
  /** schema.org AggregateRating from the reviews store (src/app/catalog/reviews/aggregateRating.ts). */
  aggregateRating?: object,
): object {
  const url = `${origin}${product.path}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    url,
    ...(product.image ? { image: `${origin}${product.image}` } : {}),
    brand: { '@type': 'Brand', name: 'Printshop' },
    ...(aggregateRating ? { aggregateRating } : {}),
    offers: options.map((option) => ({
      '@type': 'Offer',
      name: option.name,
      ...(option.sku ? { sku: option.sku } : {}),
      price: offerPrice(option.priceCents),
      priceCurrency: OFFER_CURRENCY,
      availability: 'https://schema.org/InStock',
      url,
    })),
  };
}

export function productWithPriceRange(
  origin: string,
  product: { name: string; description: string; path: string },
  prices: readonly number[],
): object {
  const url = `${origin}${product.path}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    url,
    brand: { '@type': 'Brand', name: 'Printshop' },
    ...(prices.length
      ? {
          offers: {
            '@type': 'AggregateOffer',
            lowPrice: offerPrice(Math.min(...prices)),
            highPrice: offerPrice(Math.max(...prices)),
            offerCount: prices.length,
            priceCurrency: OFFER_CURRENCY,
            availability: 'https://schema.org/InStock',
          },
        }
      : {}),
  };
}

/** A page that lists things (designs, products, designers), each with its own URL. */
export function itemList(
  origin: string,
  name: string,
  items: readonly { name: string; path: string }[],
): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      url: `${origin}${item.path}`,
    })),
  };
}
