import { useQuery } from '@tanstack/react-query';
import { PRODUCT_TYPE_ID } from '../../shared/catalog/productTypes';
import { formatCents } from '../../shared/format/money';
import { build } from '../../shared/routes/build';
import { useApi } from '../apiContext';
import { Button } from '../ui/Button';
import { LinkButton } from '../ui/LinkButton';
import styles from './Cart.module.css';
import { crossSellQuery } from './cartQueries';
import { useCartOwner } from './useCartOwner';
import { useSyncCartItem } from './useSyncCartItem';

/** Products that go with the cart (envelopes for cards, a second copy…), added with one press. */
export function CrossSell() {
  const api = useApi();
  const owner = useCartOwner();
  const items = useQuery({
    ...crossSellQuery(api.call, owner ?? 'pending'),
    enabled: owner !== undefined,
  });
  const add = useSyncCartItem();
  const products = items.data?.items ?? [];
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="cross-sell-title" className={styles.crossSell}>
      <h2 id="cross-sell-title" className={styles.sideTitle}>
        Goes well with your order
      </h2>
      <ul className={styles.crossSellList}>
        {products.slice(0, 4).map((product) => (
          <li key={product.id} className={styles.crossSellItem}>
            <span>
              {product.name}
              <span className={styles.muted}> · from {formatCents(product.priceCents)}</span>
            </span>
            {/* A print is of a photo: it is made on /photo-prints, never added as a blank. */}
            {product.productTypeId === PRODUCT_TYPE_ID.photo_print ? (
              <LinkButton to={build('photoPrints')} variant="secondary">
                Make prints
              </LinkButton>
            ) : (
              <Button
                variant="secondary"
                aria-label={`Add ${product.name} to the cart`}
                isPending={add.isPending && add.variables?.productId === product.id}
                onPress={() => add.mutate({ productId: product.id, quantity: 1 })}
              >
                Add
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
