import type { HostedFields } from 'braintree-web/hosted-fields';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '../apiContext';
import type { CardFieldErrors } from './sandboxCardInput';

/** Where the hosted fields' iframes go: the containers HostedCardFields renders. */
export const HOSTED_FIELD_IDS = {
  number: 'bt-card-number',
  expirationDate: 'bt-card-expiry',
  cvv: 'bt-card-cvv',
} as const;

const FIELD_ERRORS: Record<string, keyof CardFieldErrors> = {
  number: 'number',
  expirationDate: 'expiry',
  cvv: 'cvc',
};
const FIELD_MESSAGES: Record<keyof CardFieldErrors, string> = {
  number: 'Enter the card number as printed on the card.',
  expiry: 'Enter the expiry date as MM/YY.',
  cvc: 'Enter the security code from the card.',
};

/** The card could not be turned into a nonce; `fields` says which fields to fix. */
export class CardEntryError extends Error {
  constructor(
    message: string,
    readonly fields: CardFieldErrors = {},
  ) {
    super(message);
  }
}

export type HostedFieldsState = 'off' | 'loading' | 'ready' | 'failed';

/**
 * Braintree's hosted fields: the card number, expiry and code are typed into iframes served by
 * Braintree, which hand the page a one-time nonce; the shop's page and server never see the
 * number (PCI SAQ A). braintree-web is loaded only when the shop runs on Braintree.
 */
export function useHostedFields(enabled: boolean) {
  const api = useApi();
  const instance = useRef<HostedFields | undefined>(undefined);
  const [state, setState] = useState<HostedFieldsState>(enabled ? 'loading' : 'off');

  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    setState('loading');
    (async () => {
      const [{ clientToken }, client, hostedFields] = await Promise.all([
        api.call('payment_method/braintree_client_token', {}),
        import('braintree-web/client'),
        import('braintree-web/hosted-fields'),
      ]);
      const created = await hostedFields.create({
        client: await client.create({ authorization: clientToken }),
        styles: { input: { 'font-size': '16px' } },
        fields: {
          number: {
            container: `#${HOSTED_FIELD_IDS.number}`,
            internalLabel: 'Card number',
          },
          expirationDate: {
            container: `#${HOSTED_FIELD_IDS.expirationDate}`,
            placeholder: 'MM/YY',
            internalLabel: 'Expiry (MM/YY)',
          },
          cvv: { container: `#${HOSTED_FIELD_IDS.cvv}`, internalLabel: 'Security code' },
        },
      });
      if (cancelled) {
        await created.teardown();
        return;
      }
      instance.current = created;
      setState('ready');
    })().catch(() => {
      if (!cancelled) setState('failed');
    });
    return () => {
      cancelled = true;
      void instance.current?.teardown().catch(() => {});
      instance.current = undefined;
    };
  }, [api, enabled]);

  const tokenize = useCallback(async (): Promise<string> => {
    if (!instance.current)
      throw new CardEntryError('The card form is still loading. Try again in a moment.');
    try {
      return (await instance.current.tokenize()).nonce;
    } catch (error) {
      const details = (error as { code?: string; details?: { invalidFieldKeys?: string[] } })
        ?.details;
      const keys = details?.invalidFieldKeys ?? Object.keys(FIELD_ERRORS);
      const fields: CardFieldErrors = {};
      for (const key of keys) {
        const field = FIELD_ERRORS[key];
        if (field) fields[field] = FIELD_MESSAGES[field];
      }
      throw new CardEntryError(`Check the card: ${Object.values(fields).join(' ')}`, fields);
    }
  }, []);

  return { state, tokenize };
}
