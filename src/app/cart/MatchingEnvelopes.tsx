import { useQuery } from '@tanstack/react-query';
import { formatCents } from '../../shared/format/money';
import { useApi } from '../apiContext';
import { Button } from '../ui/Button';
import { LinkButton } from '../ui/LinkButton';
import styles from './Cart.module.css';
import { envelopeOffersQuery } from './cartQueries';
import { useCartOwner } from './useCartOwner';
import { useSyncCartItem } from './useSyncCartItem';

function sizeWords(sizeKey: string): string {
  return sizeKey.replace('x', ' × ');
}

/**
 * Envelopes for the cards in the cart, one offer per card line: as many as the cards and of
 * their size, plain (added at once) or printed (the envelope design, size and quantity carried).
 */
export function MatchingEnvelopes() {
  const api = useApi();
  const owner = useCartOwner();
  const offers = useQuery({
    ...envelopeOffersQuery(api.call, owner ?? 'pending'),
    enabled: owner !== undefined,
  });
  const add = useSyncCartItem();
  const items = offers.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section id="envelopes" aria-labelledby="envelopes-title" className={styles.crossSell}>
      <h2 id="envelopes-title" className={styles.sideTitle}>
        Envelopes for your cards
      </h2>
      <ul className={styles.crossSellList}>
        {items.map((offer) => {
          const what = `${offer.quantity} envelopes for ${sizeWords(offer.sizeKey)} in cards`;
          return (
            <li key={offer.cartItemId} className={styles.envelopeOffer}>
              <span>
                {what}
                <span className={styles.muted}>
                  {' '}
                  · {formatCents(offer.totalCents)} ({formatCents(offer.eachCents)} each)
                </span>
                <span className={styles.muted}> · for {offer.cardName}</span>
              </span>
              <span className={styles.envelopeActions}>
                <Button
                  variant="secondary"
                  aria-label={`Add ${what}`}
                  isPending={add.isPending && add.variables?.productId === offer.product.id}
                  onPress={() =>
                    add.mutate({ productId: offer.product.id, quantity: offer.quantity })
                  }
                >
                  Add envelopes
                </Button>
                <LinkButton to={offer.designHref} variant="secondary">
                  Add printed envelopes
                </LinkButton>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
