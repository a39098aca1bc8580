import { useState } from 'react';
import { userMessage } from '../../shared/errors';
import { build } from '../../shared/routes/build';
import {
  CartItemRow,
  CartTotals,
  CouponForm,
  CrossSell,
  MatchingEnvelopes,
  useApplyPendingCoupon,
  useCart,
  useSyncCartItem,
} from '../cart';
import type { Cart } from '../cart/cartCache';
import type { CartRead } from '../cart/cartQueries';
import type { PageMeta } from '../navigation/pageModule';
import { useRouteMatch } from '../navigation/useRouteMatch';
import { QUEUED_MESSAGE, useOutboxStatus } from '../offline/OutboxContext';
import { PlacedBanners } from '../site';
import { useSession } from '../state/session/useSession';
import { Alert } from '../ui/Alert';
import { Container } from '../ui/Container';
import { LinkButton } from '../ui/LinkButton';
import styles from './CartPage.module.css';
import checkout from './Checkout.module.css';
import { PaymentStep } from './PaymentStep';
import { PlacedOrder } from './PlacedOrder';
import { PreflightBlockers } from './PreflightBlockers';
import { ShippingAddressPicker } from './ShippingAddressPicker';
import { ShippingMethodPicker } from './ShippingMethodPicker';
import { useCartBlockers } from './useCartBlockers';

export function meta(): PageMeta {
  return { title: 'Your cart', robots: 'noindex', canonical: null };
}

/**
 * /checkout/cart: the items with their pictures, quantities, prices and preflight warnings, the
 * coupon, where and how to ship, the totals and the payment, on one page.
 */
export default function CartPage() {
  const match = useRouteMatch('cart');
  const cart = useCart();
  const pendingNotice = useApplyPendingCoupon(cart.data);
  return (
    <Container className={checkout.page}>
      <h1 className={styles.title}>Your cart</h1>
      {cart.isError ? (
        <Alert inline>{userMessage(cart.error)}</Alert>
      ) : !cart.data ? (
        <p role="status" className={checkout.muted}>
          Loading your cart…
        </p>
      ) : cart.data.items.length === 0 ? (
        <EmptyCart notice={pendingNotice} placedOrder={cart.data.placedOrder} />
      ) : (
        <FullCart
          cart={cart.data}
          collapsibleWarnings={match?.query.collapsibleWarnings === true}
          couponNotice={pendingNotice}
        />
      )}
    </Container>
  );
}

function EmptyCart({
  notice,
  placedOrder,
}: {
  notice?: string;
  placedOrder?: Cart['placedOrder'];
}) {
  return (
    <div className={styles.empty}>
      {placedOrder ? (
        <PlacedOrder order={placedOrder} />
      ) : (
        <p>Your cart is empty. Design something, then order it from the editor.</p>
      )}
      {notice ? (
        <Alert tone="success" inline>
          {notice}
        </Alert>
      ) : null}
      <LinkButton to={build('products')}>Browse products</LinkButton>
    </div>
  );
}

function FullCart({
  cart,
  collapsibleWarnings,
  couponNotice,
}: {
  cart: CartRead;
  collapsibleWarnings: boolean;
  couponNotice?: string;
}) {
  const session = useSession();
  const signedIn = Boolean(session.data?.user);
  const { online } = useOutboxStatus();
  const sync = useSyncCartItem();
  const [status, setStatus] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const offline = !online || cart.fromDevice !== undefined;
  const blockers = useCartBlockers(cart);

  function setQuantity(item: Cart['items'][number], quantity: number) {
    sync.mutate(
      { cartItemId: item.id, quantity },
      {
        onSuccess: ({ written }) =>
          setStatus({
            kind: 'ok',
            text: written.queued
              ? QUEUED_MESSAGE
              : quantity === 0
                ? `${item.name} was removed from your cart.`
                : `${item.name}: quantity ${quantity}.`,
          }),
        onError: (error) => setStatus({ kind: 'error', text: userMessage(error) }),
      },
    );
  }

  return (
    <>
      {cart.fromDevice ? (
        <p role="status" className={styles.offline}>
          You're offline: this is your cart as this device last saw it. Changes are kept and sent
          when you're back online.
        </p>
      ) : null}
      <div className={styles.layout}>
        <section aria-labelledby="items-title" className={styles.itemsArea}>
          <PreflightBlockers lines={blockers ?? []} />
          <h2 id="items-title" className="visually-hidden">
            Items
          </h2>
          <ul className={styles.items}>
            {cart.items.map((item) => (
              <CartItemRow
                key={item.id}
                item={item}
                collapsibleWarnings={collapsibleWarnings}
                disabled={sync.isPending}
                onQuantity={(quantity) => setQuantity(item, quantity)}
              />
            ))}
          </ul>
          <Alert
            tone={status?.kind === 'error' ? 'error' : 'success'}
            inline
            className={styles.message}
          >
            {status?.text}
          </Alert>
        </section>
        {/*
          Beside the steps on a wide screen; on a phone right above the pay step, so the total,
          the code box and Place order are read together (as Shutterfly and Mixbook do).
        */}
        <aside className={styles.side} aria-labelledby="summary-title">
          <h2 id="summary-title" className={checkout.stepTitle}>
            Order summary
          </h2>
          <CartTotals cart={cart} />
          <CouponForm cart={cart} notice={couponNotice} />
        </aside>
        {signedIn ? (
          <>
            <div className={styles.steps}>
              <ShippingAddressPicker cart={cart} />
              {cart.shippingAddressId !== undefined ? <ShippingMethodPicker cart={cart} /> : null}
            </div>
            <div className={styles.pay}>
              {blockers && blockers.length > 0 ? (
                <p className={checkout.muted} data-testid="pay-blocked">
                  Payment opens once the designs above are fixed.
                </p>
              ) : (
                <PaymentStep
                  cart={cart}
                  blockedBecause={
                    blockedBecause(cart, offline) ??
                    (blockers === undefined ? 'Checking your designs…' : undefined)
                  }
                />
              )}
            </div>
          </>
        ) : (
          <div className={styles.pay}>
            <SignInToCheckout />
          </div>
        )}
        <div className={styles.more}>
          <MatchingEnvelopes />
          <PlacedBanners placement="cart" />
          <CrossSell />
        </div>
      </div>
    </>
  );
}

function blockedBecause(cart: Cart, offline: boolean): string | undefined {
  if (offline) return "You're offline: you can place the order once you're back online.";
  if (cart.shippingAddressId === undefined) return 'Choose a shipping address first.';
  if (cart.shippingOptionId === undefined) return 'Choose a shipping method first.';
  return undefined;
}

/** A guest's cart is theirs to fill; paying needs an account, which keeps the cart. */
function SignInToCheckout() {
  const returnTo = build('cart', {});
  return (
    <section aria-labelledby="checkout-sign-in" className={styles.signIn}>
      <h2 id="checkout-sign-in" className={checkout.stepTitle}>
        Ready to check out?
      </h2>
      <p>Sign in or create an account to ship and pay. Your cart comes with you.</p>
      <div className={checkout.actions}>
        <LinkButton to={build('account.login', { returnTo })}>Sign in</LinkButton>
        <LinkButton to={build('account.signup', { returnTo })} variant="secondary">
          Create an account
        </LinkButton>
      </div>
    </section>
  );
}
