import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DialogTrigger } from 'react-aria-components';
import type { ActionOutput } from '../../../shared/api/actionTable';
import { userMessage } from '../../../shared/errors';
import { useApi } from '../../apiContext';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { ConfirmDeleteDialog } from '../../ui/ConfirmDeleteDialog';
import { ModalFrame } from '../../ui/ModalFrame';
import { creditCardsQuery } from './accountQueries';
import { brandNames, cardName, formatExpiry, isExpired } from './formatting';
import styles from './MyAccount.module.css';
import { QueryState } from './QueryState';
import { useDeleteCreditCard } from './useDeleteCreditCard';

type CreditCard = ActionOutput<'my/credit_cards'>['items'][number];

export function CreditCardsPanel() {
  const api = useApi();
  const cards = useQuery(creditCardsQuery(api.call));
  const [status, setStatus] = useState<string | null>(null);
  return (
    <section aria-labelledby="cards-title">
      <h2 id="cards-title" className={styles.panelTitle}>
        Saved cards
      </h2>
      <Alert tone="success" inline>
        {status}
      </Alert>
      <QueryState query={cards} loading="Loading your cards…">
        {({ items }) =>
          items.length === 0 ? (
            <p className={styles.empty}>
              No saved cards. You can save a card when you pay for an order.
            </p>
          ) : (
            <ul className={styles.list} aria-label="Saved cards">
              {items.map((card) => (
                <CardRow key={card.id} card={card} onDeleted={setStatus} />
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}

function CardRow({ card, onDeleted }: { card: CreditCard; onDeleted: (message: string) => void }) {
  const expired = isExpired(card.expMonth, card.expYear, new Date());
  return (
    <li className={styles.row}>
      <div>
        <p className={styles.rowTitle}>
          {brandNames[card.brand]} <span aria-hidden="true">•••• {card.last4}</span>
          <span className="visually-hidden">ending in {card.last4}</span>
        </p>
        <p className={styles.muted}>
          {expired ? 'Expired' : 'Expires'} {formatExpiry(card.expMonth, card.expYear)}
          {card.holderName ? ` · ${card.holderName}` : ''}
        </p>
      </div>
      <DialogTrigger>
        <Button variant="secondary" aria-label={`Delete ${cardName(card)}`}>
          Delete
        </Button>
        <ModalFrame>
          <ConfirmDelete card={card} onDeleted={onDeleted} />
        </ModalFrame>
      </DialogTrigger>
    </li>
  );
}

function ConfirmDelete({
  card,
  onDeleted,
}: {
  card: CreditCard;
  onDeleted: (message: string) => void;
}) {
  const remove = useDeleteCreditCard();
  return (
    <ConfirmDeleteDialog
      title="Delete this card?"
      keepLabel="Keep card"
      deleteLabel="Delete card"
      pending={remove.isPending}
      error={remove.isError ? userMessage(remove.error) : undefined}
      onDelete={(close) =>
        remove.mutate(card.id, {
          onSuccess: () => {
            onDeleted(`${cardName(card)} was deleted.`);
            close();
          },
        })
      }
    >
      <p>
        {cardName(card)} will no longer be offered at checkout. Orders already paid with it are not
        affected.
      </p>
    </ConfirmDeleteDialog>
  );
}
