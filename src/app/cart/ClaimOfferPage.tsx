import { useEffect, useState } from 'react';
import { build } from '../../shared/routes/build';
import { safeReturnPath } from '../../shared/routes/safeReturnPath';
import { useNavigate } from '../navigation/navigation';
import type { PageMeta } from '../navigation/pageModule';
import { stringValue, useRouteMatch } from '../navigation/useRouteMatch';
import { Container } from '../ui/Container';
import { LinkButton } from '../ui/LinkButton';
import styles from './ClaimOfferPage.module.css';
import { normalizeCouponCode, savePendingCoupon } from './pendingCoupon';

export function meta(): PageMeta {
  return { title: 'Your offer', robots: 'noindex' };
}

/**
 * /claim-offer?coupon_code=…&return_to=…: a link from a newsletter or an ad. The coupon waits in
 * this browser for the cart, and the visitor goes on to where the link meant to send them.
 */
export default function ClaimOfferPage() {
  const match = useRouteMatch('claimOffer');
  const code = normalizeCouponCode(stringValue(match?.query.couponCode));
  const next = safeReturnPath(stringValue(match?.query.returnTo), build('home'));
  const navigate = useNavigate();
  const [saved, setSaved] = useState<'pending' | 'saved' | 'failed'>('pending');

  useEffect(() => {
    if (!code) return;
    if (savePendingCoupon(window.localStorage, code)) {
      setSaved('saved');
      navigate(next, { replace: true });
    } else {
      setSaved('failed');
    }
  }, [code, next, navigate]);

  if (!code) {
    return (
      <Notice title="This offer link is incomplete">
        The link has no valid offer code. Copy the whole link from the email, or enter the code in
        your cart.
      </Notice>
    );
  }
  if (saved === 'failed') {
    return (
      <Notice title={`Your code is ${code}`}>
        This browser does not let us keep it for you. Enter the code in your cart at checkout.
      </Notice>
    );
  }
  return (
    <Notice title="Offer saved" next={next}>
      {`We keep the code ${code} for your cart; it is applied when you check out.`}
    </Notice>
  );
}

function Notice({
  title,
  children,
  next = build('home'),
}: {
  title: string;
  children: string;
  next?: string;
}) {
  return (
    <Container className={styles.wrap}>
      <section className={styles.card} aria-labelledby="offer-title">
        <h1 id="offer-title" className={styles.title}>
          {title}
        </h1>
        <p role="status">{children}</p>
        <LinkButton to={next}>Continue shopping</LinkButton>
      </section>
    </Container>
  );
}
