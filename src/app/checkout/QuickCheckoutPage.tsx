import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { addressLines } from '../../shared/addresses/addressLines';
import { userMessage } from '../../shared/errors';
import { formatCents } from '../../shared/format/money';
import { build } from '../../shared/routes/build';
import { addressesQuery, cardName, creditCardsQuery, isExpired } from '../account';
import { useApi } from '../apiContext';
import { CartTotals, useCart } from '../cart';
import type { Cart } from '../cart/cartCache';
import { RequireSignIn } from '../common/session/RequireSignIn';
import { useNavigate } from '../navigation/navigation';
import type { PageMeta } from '../navigation/pageModule';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { Container } from '../ui/Container';
import { LinkButton } from '../ui/LinkButton';
import styles from './Checkout.module.css';
import { cartShippingOptionsQuery } from './deliveryEstimatesQuery';
import { PlacedOrder } from './PlacedOrder';
import { PaymentFailedError, usePlaceOrder } from './usePlaceOrder';
import { useSetShippingAddress } from './useSetShippingAddress';
import { useSetShippingMethod } from './useSetShippingMethod';

export function meta(): PageMeta {
  return { title: 'Quick checkout', robots: 'noindex', canonical: null };
}

/**
 * /checkout/quick_checkout: the cart paid with the saved default card, shipped to the default
 * address by the cart's (or the first) shipping method, in one press. Anything missing sends
 * the customer to the full cart.
 */
export default function QuickCheckoutPage() {
  return (
    <RequireSignIn>
      <Container className={`${styles.page} ${styles.narrow}`}>
        <h1 className={styles.title}>Quick checkout</h1>
        <QuickCheckout />
      </Container>
    </RequireSignIn>
  );
}

function QuickCheckout() {
  const api = useApi();
  const cart = useCart();
  const cards = useQuery(creditCardsQuery(api.call));
  const payment = useQuery({
    queryKey: ['checkout', 'payment'],
    queryFn: () => api.call('my/payment', {}),
  });
  const addresses = useQuery(addressesQuery(api.call));
  const failed = cart.error ?? cards.error ?? addresses.error;
  if (failed) {
    return <Alert>{userMessage(failed)}</Alert>;
  }
  if (!cart.data || !cards.data || !addresses.data || payment.isPending) {
    return <p role="status">Getting your order ready…</p>;
  }
  if (cart.data.items.length === 0) {
    return cart.data.placedOrder ? (
      <PlacedOrder order={cart.data.placedOrder} />
    ) : (
      <>
        <p>Your cart is empty.</p>
        <LinkButton to={build('products')}>Browse products</LinkButton>
      </>
    );
  }
  const usable = cards.data.items.filter((c) => !isExpired(c.expMonth, c.expYear, new Date()));
  const card =
    usable.find((c) => c.id === payment.data?.defaultCreditCardId) ??
    usable.find((c) => c.isDefault) ??
    usable[0];
  const address =
    addresses.data.items.find((a) => a.id === cart.data.shippingAddressId) ??
    addresses.data.items.find((a) => a.isDefault) ??
    addresses.data.items[0];
  if (!card || !address) {
    return (
      <>
        <p>
          Quick checkout uses a saved card and a saved address.{' '}
          {!card ? 'You have no saved card yet.' : 'You have no saved address yet.'}
        </p>
        <LinkButton to={build('cart', {})}>Check out from your cart</LinkButton>
      </>
    );
  }
  return (
    <QuickOrder cart={cart.data} cardId={card.id} cardLabel={cardName(card)} address={address} />
  );
}

function QuickOrder({
  cart,
  cardId,
  cardLabel,
  address,
}: {
  cart: Cart;
  cardId: number;
  cardLabel: string;
  address: Parameters<typeof addressLines>[0];
}) {
  const api = useApi();
  const navigate = useNavigate();
  const setAddress = useSetShippingAddress();
  const setMethod = useSetShippingMethod();
  const order = usePlaceOrder();
  const [failure, setFailure] = useState<string | null>(null);
  const estimates = useQuery(cartShippingOptionsQuery(api.call, cart));
  const chooseAddress = setAddress.mutate;
  const chooseMethod = setMethod.mutate;
  const firstOption = estimates.data?.estimates[0]?.shippingOptionId;

  useEffect(() => {
    if (cart.shippingAddressId !== address.id && !setAddress.isPending) {
      chooseAddress({ addressId: address.id });
    }
  }, [cart.shippingAddressId, address.id, chooseAddress, setAddress.isPending]);

  useEffect(() => {
    if (cart.shippingAddressId !== address.id) return;
    if (cart.shippingOptionId === undefined && firstOption !== undefined && !setMethod.isPending) {
      chooseMethod({ shippingOptionId: firstOption });
    }
  }, [cart, address.id, firstOption, chooseMethod, setMethod.isPending]);

  const method = estimates.data?.estimates.find(
    (e) => e.shippingOptionId === cart.shippingOptionId,
  );
  const ready = cart.shippingAddressId === address.id && cart.shippingOptionId !== undefined;
  return (
    <div className={styles.step}>
      <p>
        {cart.items.length === 1 ? '1 item' : `${cart.items.length} items`} ·{' '}
        <LinkButton to={build('cart', {})} variant="light">
          Change in the cart
        </LinkButton>
      </p>
      <p>
        <strong>Ship to:</strong> {addressLines(address).join(', ')}
      </p>
      <p>
        <strong>Shipping:</strong>{' '}
        {method ? `${method.name}, ${formatCents(method.priceCents)}` : 'Choosing…'}
      </p>
      <p>
        <strong>Pay with:</strong> {cardLabel}
      </p>
      <CartTotals cart={cart} />
      {failure ? <Alert>{failure}</Alert> : null}
      <Button
        size="large"
        fullWidth
        isDisabled={!ready}
        isPending={order.isPending}
        pendingLabel="Placing your order…"
        onPress={() => {
          setFailure(null);
          order.place(
            { creditCardId: cardId, expectedTotalCents: cart.totalCents },
            {
              onSuccess: (placed) => {
                navigate(build('checkout.confirm', { oid: placed.orderId }));
              },
              onError: (error) =>
                setFailure(error instanceof PaymentFailedError ? error.message : String(error)),
            },
          );
        }}
      >
        Place order · {formatCents(cart.totalCents)}
      </Button>
    </div>
  );
}
