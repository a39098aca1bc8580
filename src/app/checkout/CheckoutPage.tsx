import { useEffect, useRef } from 'react';
import { userMessage } from '../../shared/errors';
import { build } from '../../shared/routes/build';
import { useCartOwner } from '../cart';
import { Navigate, useNavigate } from '../navigation/navigation';
import type { PageMeta } from '../navigation/pageModule';
import { type MatchOf, useRouteMatch } from '../navigation/useRouteMatch';
import { Alert } from '../ui/Alert';
import { Container } from '../ui/Container';
import { LinkButton } from '../ui/LinkButton';
import styles from './Checkout.module.css';
import { useAddToCart } from './useAddToCart';

export function meta(): PageMeta {
  return { title: 'Adding to your cart', robots: 'noindex', canonical: null };
}

function inputOf(match: MatchOf<'checkout'>) {
  const q = match.query;
  return {
    projectId: q.pid,
    cartItemId: q.cartItemId,
    productId: q.productId,
    quantity:
      q.quantity !== undefined && q.quantity >= 1 ? Math.min(q.quantity, 10_000) : undefined,
    viewKey: q.vk,
    utmCampaign: q.utmCampaign,
    utmMedium: q.utmMedium,
    utmSource: q.utmSource,
  };
}

/**
 * /checkout?pid=…: adds the project (or product) to the cart, or updates its line, then goes on
 * to the cart. Nothing to add: straight to the cart.
 */
export default function CheckoutPage() {
  const match = useRouteMatch('checkout');
  const owner = useCartOwner();
  const add = useAddToCart();
  const navigate = useNavigate();
  const sent = useRef(false);
  const input = match ? inputOf(match) : undefined;
  const hasItem =
    input !== undefined &&
    (input.projectId !== undefined ||
      input.productId !== undefined ||
      input.cartItemId !== undefined);
  const cartUrl = build('cart', {
    collapsibleWarnings: match?.query.collapsibleWarnings || undefined,
  });
  const mutate = add.mutate;

  useEffect(() => {
    // Once per visit, after the session is known (a guest's cart is the anonymous session's).
    if (!hasItem || !input || !owner || sent.current) return;
    sent.current = true;
    mutate(
      { input, key: `cart-add-${globalThis.crypto.randomUUID()}` },
      { onSuccess: () => navigate(cartUrl, { replace: true }) },
    );
  }, [hasItem, input, owner, mutate, navigate, cartUrl]);

  // Once the address is the cart's this page is on its way out: nothing more to do here.
  if (!match) return null;
  if (!hasItem) return <Navigate to={cartUrl} replace />;
  return (
    <Container className={`${styles.page} ${styles.narrow}`}>
      <h1 className={styles.title}>Your cart</h1>
      {add.isError ? (
        <>
          <Alert>{userMessage(add.error)}</Alert>
          <div className={styles.actions}>
            <LinkButton to={cartUrl}>Go to your cart</LinkButton>
          </div>
        </>
      ) : (
        <p role="status">Adding it to your cart…</p>
      )}
    </Container>
  );
}
