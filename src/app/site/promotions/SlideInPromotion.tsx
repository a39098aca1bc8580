import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { RouteName } from '../../../shared/routes/routeTable';
import { useApi } from '../../apiContext';
import { useRouteMatch } from '../../navigation/useRouteMatch';
import { useCornerTurn } from './cornerNotices';
import { DismissibleNotice } from './DismissibleNotice';
import { dismissedPromotionIds, rememberDismissed } from './dismissedPromotions';
import { featuresQuery, slideInPromotionsQuery } from './siteQueries';

/** The storefront pages a slide-in promotion appears on. */
const STOREFRONT_PAGES: ReadonlySet<string> = new Set<RouteName>([
  'photoBooks',
  'allPhotoBooks',
  'photoBooks.collection',
  'photoCalendars',
  'calendars.category',
  'labels',
  'labels.category',
  'cards.all',
  'cards.category',
  'cards.christmasHolidayPhoto',
  'homeDecor.acrylicPrints',
  'homeDecor.canvasPrints',
  'homeDecor.metalPrints',
  'homeDecor.posterPrints',
  'photoPrints',
  'products',
  'stores.storefront',
]);

const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

/**
 * The first live slide-in promotion this browser has not closed, on storefront pages, while
 * the `slide_in_promotions` flag is on, once a campaign's sign-up offer has left the corner.
 * Shown after hydration only: what was closed is known in the browser, and the server's HTML
 * must match the first client render.
 */
export function SlideInPromotion() {
  const api = useApi();
  const match = useRouteMatch();
  const onStorefront = STOREFRONT_PAGES.has(match.name);
  const [dismissed, setDismissed] = useState<number[] | undefined>(undefined);
  useEffect(() => setDismissed(dismissedPromotionIds(storage())), []);
  const features = useQuery({ ...featuresQuery(api), enabled: onStorefront });
  const enabled = features.data?.items.some((f) => f.key === 'slide_in_promotions' && f.enabled);
  const promotions = useQuery({
    ...slideInPromotionsQuery(api),
    enabled: onStorefront && !!enabled,
  });
  const promotion =
    onStorefront && dismissed
      ? promotions.data?.items.find((p) => !dismissed.includes(p.id))
      : undefined;
  const turn = useCornerTurn('slide-in', promotion ? 'showing' : undefined);
  if (!promotion || !dismissed || !turn) return null;
  const close = () => {
    rememberDismissed(storage(), promotion.id);
    setDismissed([promotion.id, ...dismissed]);
  };
  return (
    <DismissibleNotice
      tone="accent"
      label="Offer"
      title={promotion.title}
      body={promotion.message}
      action={promotion.url ? { to: promotion.url, label: 'See the offer' } : undefined}
      onClose={close}
    />
  );
}
