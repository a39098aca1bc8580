// braintree-web ships no types; the few calls of useHostedFields.ts.
declare module 'braintree-web/client' {
  export interface Client {
    teardown(): Promise<void>;
  }
  export function create(options: { authorization: string }): Promise<Client>;
}

declare module 'braintree-web/hosted-fields' {
  import type { Client } from 'braintree-web/client';

  interface FieldOptions {
    container: string;
    placeholder?: string;
    /** What a screen reader announces for the field inside the iframe. */
    internalLabel?: string;
  }
  export interface HostedFields {
    tokenize(): Promise<{ nonce: string; details: { lastFour: string; cardType: string } }>;
    teardown(): Promise<void>;
  }
  export function create(options: {
    client: Client;
    styles?: Record<string, Record<string, string>>;
    fields: { number: FieldOptions; expirationDate: FieldOptions; cvv: FieldOptions };
  }): Promise<HostedFields>;
}
