import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiActionError, HttpStatusError, userMessage } from '../../../shared/errors';
import { formatDate } from '../../../shared/format/dates';
import { formatCents } from '../../../shared/format/money';
import { build } from '../../../shared/routes/build';
import { useApi } from '../../apiContext';
import { cartKeys } from '../../cart';
import { useNavigate } from '../../navigation/navigation';
import type { PageMeta } from '../../navigation/pageModule';
import { useRouteMatch } from '../../navigation/useRouteMatch';
import { useSession } from '../../state/session/useSession';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Container } from '../../ui/Container';
import { LinkButton } from '../../ui/LinkButton';
import styles from './PurchaseInvitePage.module.css';

export function meta(): PageMeta {
  return { title: 'Your gift', robots: 'noindex', canonical: null };
}

const statusOf = (error: unknown) => {
  const inner = error instanceof ApiActionError ? error.cause : error;
  return inner instanceof HttpStatusError ? inner.status : undefined;
};

/**
 * /invite/purchase/{code}: the link of a gift mail. Anyone with the code sees what the gift is
 * and from whom; the recipient signs in and accepts it, and the product waits in their cart with
 * a coupon that pays for it.
 */
export default function PurchaseInvitePage() {
  const match = useRouteMatch('invitePurchase');
  const code = match?.params.code ?? '';
  const api = useApi();
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const invite = useQuery({
    queryKey: ['purchaseInvite', code] as const,
    queryFn: () => api.call('purchase_invite/{id}', { id: code }),
    enabled: code !== '',
    retry: false,
  });
  const accept = useMutation({
    mutationFn: () =>
      api.call('purchase_invite/{purchase_invite_id}/accept', { purchaseInviteId: code }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: cartKeys.all });
      navigate(build('cart', {}));
    },
    onError: (error) =>
      setFailure(
        statusOf(error) === 409
          ? 'This gift has already been accepted by someone else.'
          : statusOf(error) === 410
            ? 'This gift was not accepted in time. Ask the sender to get in touch with us.'
            : userMessage(error),
      ),
  });
  const signedIn = Boolean(session.data?.user);
  const here = build('invitePurchase', { code });

  return (
    <Container className={styles.wrap}>
      <section className={styles.card} aria-labelledby="gift-title">
        {invite.isError ? (
          <>
            <h1 id="gift-title" className={styles.title}>
              This gift link does not work
            </h1>
            <Alert>
              {statusOf(invite.error) === 404
                ? 'Check that you copied the whole link from the email. A gift whose order was cancelled cannot be accepted.'
                : userMessage(invite.error)}
            </Alert>
            <LinkButton to={build('home')}>Go to the shop</LinkButton>
          </>
        ) : !invite.data ? (
          <>
            <h1 id="gift-title" className={styles.title}>
              Your gift
            </h1>
            <p role="status">Opening your gift…</p>
          </>
        ) : (
          <>
            <h1 id="gift-title" className={styles.title}>
              {invite.data.inviterName
                ? `${invite.data.inviterName} sent you a gift`
                : 'You have a gift'}
            </h1>
            <p className={styles.product}>
              {invite.data.productName ?? 'A Printshop product'}
              {invite.data.valueCents ? (
                <span className={styles.muted}> · worth {formatCents(invite.data.valueCents)}</span>
              ) : null}
            </p>
            {invite.data.message ? (
              <blockquote className={styles.message}>{invite.data.message}</blockquote>
            ) : null}
            {invite.data.accepted ? (
              <>
                <p>This gift has been accepted. If it was you, it is waiting in your cart.</p>
                <LinkButton to={build('cart', {})}>Go to your cart</LinkButton>
              </>
            ) : signedIn ? (
              <>
                <p>
                  Accept it and it waits in your cart, paid for: you pay only the shipping.
                  {invite.data.expiresAt
                    ? ` Accept by ${formatDate(invite.data.expiresAt, 'weekdayMonthDay')}.`
                    : ''}
                </p>
                {failure ? <Alert>{failure}</Alert> : null}
                <Button
                  size="large"
                  isPending={accept.isPending}
                  pendingLabel="Accepting…"
                  onPress={() => {
                    setFailure(null);
                    accept.mutate();
                  }}
                >
                  Accept the gift
                </Button>
              </>
            ) : (
              <>
                <p>Sign in or create an account to accept it; it then waits in your cart.</p>
                <div className={styles.actions}>
                  <LinkButton to={build('account.login', { returnTo: here })}>Sign in</LinkButton>
                  <LinkButton to={build('account.signup', { returnTo: here })} variant="secondary">
                    Create an account
                  </LinkButton>
                </div>
              </>
            )}
          </>
        )}
      </section>
    </Container>
  );
}
