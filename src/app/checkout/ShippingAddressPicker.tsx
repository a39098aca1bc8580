import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Label, RadioGroup } from 'react-aria-components';
import { addressLines } from '../../shared/addresses/addressLines';
import { userMessage } from '../../shared/errors';
import { addressesQuery } from '../account';
import { useApi } from '../apiContext';
import type { Cart } from '../cart/cartCache';
import { deferredPart } from '../navigation/deferredPart';
import { Alert } from '../ui/Alert';
import { ChoiceRadio } from '../ui/ChoiceRadio';
import styles from './Checkout.module.css';
import { useSetShippingAddress } from './useSetShippingAddress';

// The first paint shows the button (the server's HTML); its code and the form's load after
// hydration.
const AddAddressDialog = deferredPart(() =>
  import('./AddAddressDialog').then((module) => ({ default: module.AddAddressDialog })),
);

/** Where the cart ships: an address of the address book, or a new one added here. */
export function ShippingAddressPicker({ cart }: { cart: Cart }) {
  const api = useApi();
  const addresses = useQuery(addressesQuery(api.call));
  const setAddress = useSetShippingAddress();
  const choose = setAddress.mutate;
  const [status, setStatus] = useState<string | null>(null);
  const items = addresses.data?.items ?? [];
  // The ids before "Add address" opened: the one that appears after is the one to ship to.
  const known = useRef<Set<number> | null>(null);
  const autoChosen = useRef(false);
  const itemsNow = useRef(items);
  itemsNow.current = items;
  // Stable, so the deferred dialog part is not re-rendered while its code is still on the way.
  const rememberKnown = useCallback(() => {
    known.current = new Set(itemsNow.current.map((a) => a.id));
  }, []);

  useEffect(() => {
    if (!addresses.data) return;
    const ids = addresses.data.items.map((a) => a.id);
    if (known.current) {
      const added = ids.find((id) => !known.current?.has(id));
      known.current = null;
      if (added !== undefined) {
        choose({ addressId: added });
        return;
      }
    }
    // A cart with no address yet ships to the default one.
    if (cart.shippingAddressId === undefined && !autoChosen.current) {
      const preferred = addresses.data.items.find((a) => a.isDefault) ?? addresses.data.items[0];
      if (preferred) {
        autoChosen.current = true;
        choose({ addressId: preferred.id });
      }
    }
  }, [addresses.data, cart.shippingAddressId, choose]);

  return (
    <section aria-labelledby="address-title" className={styles.step}>
      <div className={styles.stepHeader}>
        <h2 id="address-title" className={styles.stepTitle}>
          Shipping address
        </h2>
        <AddAddressDialog onOpen={rememberKnown} onSaved={setStatus} />
      </div>
      <Alert tone="success" inline>
        {status}
      </Alert>
      {addresses.isError ? (
        <Alert>{userMessage(addresses.error)}</Alert>
      ) : !addresses.data ? (
        <p className={styles.muted}>Loading your addresses…</p>
      ) : items.length === 0 ? (
        <p className={styles.muted}>Add the address to ship your order to.</p>
      ) : (
        <RadioGroup
          value={cart.shippingAddressId === undefined ? null : String(cart.shippingAddressId)}
          onChange={(value) => setAddress.mutate({ addressId: Number(value) })}
          className={styles.choices}
          isDisabled={setAddress.isPending}
        >
          <Label className="visually-hidden">Ship to</Label>
          {items.map((address) => (
            <ChoiceRadio key={address.id} value={String(address.id)}>
              {addressLines(address).map((line, index) => (
                <span key={line} className={index === 0 ? styles.choiceTitle : styles.muted}>
                  {line}
                </span>
              ))}
            </ChoiceRadio>
          ))}
        </RadioGroup>
      )}
      {setAddress.isError ? <Alert>{userMessage(setAddress.error)}</Alert> : null}
    </section>
  );
}
