import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { RouteName } from '../../../shared/routes/routeTable';
import { useApi } from '../../apiContext';
import { Link } from '../../routing/navigation';
import { useRouteMatch } from '../../routing/useRouteMatch';
import { dismissedPromotionIds, rememberDismissed } from './dismissedPromotions';
import styles from './SlideInPromotion.module.css';
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
 * the `slide_in_promotions` flag is on. Shown after hydration only: what was closed is known in
 * the browser, and the server's HTML must match the first client render.
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
  if (!onStorefront || !dismissed || !promotions.data) return null;
  const promotion = promotions.data.items.find((p) => !dismissed.includes(p.id));
  if (!promotion) return null;
  const close = () => {
    rememberDismissed(storage(), promotion.id);
    setDismissed([promotion.id, ...dismissed]);
  };
  return (
    <aside className={styles.panel} aria-label="Offer">
      {/* A native button: this is part of the site frame, loaded with every storefront page. */}
      <button type="button" className={styles.close} onClick={close} aria-label="Close this offer">
        <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
          <path
            d="M5 5l10 10M15 5L5 15"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </button>
      <p className={styles.title}>{promotion.title}</p>
      {promotion.message ? <p className={styles.message}>{promotion.message}</p> : null}
      {promotion.url ? (
        <Link to={promotion.url} className={styles.link} onClick={close}>
          See the offer
        </Link>
      ) : null}
    </aside>
  );
}
