import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DialogTrigger } from 'react-aria-components';
import { countryName } from '../../../shared/addresses/countries';
import { userMessage } from '../../../shared/errors';
import { useApi } from '../../apiContext';
import { QUEUED_MESSAGE } from '../../offline/OutboxContext';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { ConfirmDeleteDialog } from '../../ui/ConfirmDeleteDialog';
import { ModalFrame } from '../../ui/ModalFrame';
import styles from './Addresses.module.css';
import { AddressFormDialog } from './AddressFormDialog';
import { AddressImport } from './AddressImport';
import {
  type Address,
  addressesQuery,
  newIdempotencyKey,
  useDeleteAddress,
  useSetDefaultAddress,
} from './addressQueries';

function fullName(address: Address): string {
  return [address.firstName, address.lastName].filter(Boolean).join(' ');
}

/** The addresses panel of /my_account: saved addresses, add and edit, delete, CSV import. */
export function AddressesPanel() {
  const api = useApi();
  const addresses = useQuery(addressesQuery(api.call));
  const [status, setStatus] = useState<string | null>(null);
  return (
    <section aria-labelledby="addresses-title" className={styles.panel}>
      <div className={styles.header}>
        <h2 id="addresses-title" className={styles.panelTitle}>
          Addresses
        </h2>
        <DialogTrigger>
          <Button>Add address</Button>
          <FormModal onSaved={setStatus} />
        </DialogTrigger>
      </div>
      <Alert tone="success" inline>
        {status}
      </Alert>
      {addresses.isError ? (
        <Alert>{userMessage(addresses.error)}</Alert>
      ) : !addresses.data ? (
        <p className={styles.muted}>Loading your addresses…</p>
      ) : addresses.data.items.length === 0 ? (
        <p className={styles.empty}>
          No saved addresses yet. Add one, or import a list of recipients from a spreadsheet.
        </p>
      ) : (
        <ul className={styles.cards} aria-label="Saved addresses">
          {addresses.data.items.map((address) => (
            <AddressCard key={address.id} address={address} onChange={setStatus} />
          ))}
        </ul>
      )}
      <AddressImport />
    </section>
  );
}

function FormModal({ address, onSaved }: { address?: Address; onSaved: (m: string) => void }) {
  return (
    <ModalFrame width="36rem">
      <AddressFormDialog address={address} onSaved={onSaved} />
    </ModalFrame>
  );
}

function AddressCard({
  address,
  onChange,
}: {
  address: Address;
  onChange: (message: string) => void;
}) {
  const setDefault = useSetDefaultAddress();
  const name = fullName(address);
  return (
    <li
      className={styles.card}
      aria-label={`${name}${address.isDefault ? ', default address' : ''}`}
    >
      <div className={styles.cardBody}>
        <p className={styles.cardTitle}>
          {name}
          {address.isDefault ? <span className={styles.badge}>Default</span> : null}
        </p>
        <address className={styles.lines}>
          {address.company ? <span>{address.company}</span> : null}
          <span>{address.line1}</span>
          {address.line2 ? <span>{address.line2}</span> : null}
          <span>
            {address.city}
            {address.state ? `, ${address.state}` : ''} {address.postalCode}
          </span>
          <span>{countryName(address.country)}</span>
          {address.phone ? <span>{address.phone}</span> : null}
        </address>
      </div>
      {setDefault.isError ? <Alert>{userMessage(setDefault.error)}</Alert> : null}
      <div className={styles.cardActions}>
        <DialogTrigger>
          <Button variant="secondary" aria-label={`Edit the address of ${name}`}>
            Edit
          </Button>
          <FormModal address={address} onSaved={onChange} />
        </DialogTrigger>
        {address.isDefault ? null : (
          <Button
            variant="secondary"
            isPending={setDefault.isPending}
            pendingLabel="Saving"
            aria-label={`Make the address of ${name} the default`}
            onPress={() =>
              setDefault.mutate(
                { id: address.id, name },
                {
                  onSuccess: (written) =>
                    onChange(
                      written.queued
                        ? QUEUED_MESSAGE
                        : `The address of ${name} is now your default.`,
                    ),
                },
              )
            }
          >
            Set as default
          </Button>
        )}
        <DialogTrigger>
          <Button variant="secondary" aria-label={`Delete the address of ${name}`}>
            Delete
          </Button>
          <ModalFrame width="36rem">
            <ConfirmDelete address={address} onDeleted={onChange} />
          </ModalFrame>
        </DialogTrigger>
      </div>
    </li>
  );
}

function ConfirmDelete({
  address,
  onDeleted,
}: {
  address: Address;
  onDeleted: (message: string) => void;
}) {
  const remove = useDeleteAddress();
  const [key] = useState(newIdempotencyKey);
  const name = fullName(address);
  return (
    <ConfirmDeleteDialog
      title="Delete this address?"
      keepLabel="Keep address"
      deleteLabel="Delete address"
      pending={remove.isPending}
      error={remove.isError ? userMessage(remove.error) : undefined}
      onDelete={(close) =>
        remove.mutate(
          { id: address.id, key, name },
          {
            onSuccess: (written) => {
              onDeleted(written.queued ? QUEUED_MESSAGE : `The address of ${name} was deleted.`);
              close();
            },
          },
        )
      }
    >
      <p>
        The address of {name} ({address.line1}, {address.city}) will be removed from your account.
        Orders already sent there are not affected.
      </p>
    </ConfirmDeleteDialog>
  );
}
