import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A stand-in for the Braintree gateway endpoints the `braintree` SDK calls, on loopback, so the
 * Braintree adapter is tested through the real SDK without Braintree's servers. The SDK sends
 * JSON (snake_case) and reads XML, as against the real gateway. It keeps a ledger like the
 * gateway's, and follows Braintree's sandbox rules where tests lean on them:
 *
 *   fake-valid-nonce, fake-valid-visa-nonce     Visa 4111…1111, approved
 *   fake-valid-mastercard-nonce                 Mastercard 5555…4444, approved
 *   fake-valid-amex-nonce                       Amex 3782…0005, approved
 *   fake-processor-declined-visa-nonce          Visa, processor declined (2000 Do Not Honor)
 *   an amount of 2000.00–2999.99                declined with that code (2001 insufficient funds)
 *   a nonce from POST …/client_api/v1/payment_methods/credit_cards (what the browser's card form
 *   does with the client token): one use only, like the gateway's
 *
 * Settlement is a test's step (`settle`): until then a capture is submitted_for_settlement and
 * can be voided but not refunded, as on the gateway.
 */

interface Card {
  cardType: string;
  last4: string;
  bin: string;
  expirationMonth: string;
  expirationYear: string;
  declines?: boolean;
}

export interface FakeTransaction {
  id: string;
  type: 'sale' | 'credit';
  status: string;
  amount: string;
  orderId?: string;
  card: Card;
  token?: string;
  refundIds: string[];
  refundedTransactionId?: string;
  processorResponseCode: string;
  processorResponseText: string;
}

const CARDS: Record<string, Card> = {
  visa: {
    cardType: 'Visa',
    last4: '1111',
    bin: '411111',
    expirationMonth: '12',
    expirationYear: '2031',
  },
  mastercard: {
    cardType: 'MasterCard',
    last4: '4444',
    bin: '555555',
    expirationMonth: '12',
    expirationYear: '2031',
  },
  amex: {
    cardType: 'American Express',
    last4: '0005',
    bin: '378282',
    expirationMonth: '12',
    expirationYear: '2031',
  },
};

const FIXED_NONCES: Record<string, Card> = {
  'fake-valid-nonce': CARDS.visa!,
  'fake-valid-visa-nonce': CARDS.visa!,
  'fake-valid-mastercard-nonce': CARDS.mastercard!,
  'fake-valid-amex-nonce': CARDS.amex!,
  'fake-processor-declined-visa-nonce': { ...CARDS.visa!, declines: true },
};

const dashed = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Braintree's XML: dashed names, typed arrays, integers and booleans, nil for null. */
export function toXml(name: string, value: unknown): string {
  const tag = dashed(name);
  if (value === null || value === undefined) return `<${tag} nil="true"/>`;
  if (Array.isArray(value))
    return `<${tag} type="array">${value.map((item) => toXml('item', item)).join('')}</${tag}>`;
  if (typeof value === 'object')
    return `<${tag}>${Object.entries(value as Record<string, unknown>)
      .map(([key, inner]) => toXml(key, inner))
      .join('')}</${tag}>`;
  if (typeof value === 'number') return `<${tag} type="integer">${value}</${tag}>`;
  if (typeof value === 'boolean') return `<${tag} type="boolean">${value}</${tag}>`;
  return `<${tag}>${escapeXml(String(value))}</${tag}>`;
}

const id = (length = 8) => randomBytes(length).toString('hex').slice(0, length);

export interface FakeBraintree {
  url: string;
  merchantId: string;
  publicKey: string;
  privateKey: string;
  transactions: Map<string, FakeTransaction>;
  /** Every call the SDK made, "METHOD path", for tests that check what was asked. */
  calls: string[];
  /** The gateway's nightly settlement, for one transaction. */
  settle(transactionId: string): void;
  /**
   * Makes the next calls to a path (matched by the regexp) hang up without an answer: before
   * doing anything, or (`afterWork`) after doing it, as when an answer is lost on the way back.
   */
  failNext(path: RegExp, times?: number, afterWork?: boolean): void;
  /**
   * Leaves the next call to a path unanswered, as a processor slow to answer: the caller waits
   * until it gives up or dies. Resolves once that call has arrived.
   */
  holdNext(path: RegExp): Promise<void>;
  close(): Promise<void>;
}

export async function startFakeBraintree(): Promise<FakeBraintree> {
  const merchantId = `merchant${id()}`;
  const publicKey = `pub${id()}`;
  const privateKey = `priv${id(16)}`;
  const transactions = new Map<string, FakeTransaction>();
  const customers = new Map<string, { id: string; tokens: string[] }>();
  const vault = new Map<string, Card & { customerId: string }>();
  const oneUseNonces = new Map<string, Card>();
  const calls: string[] = [];
  const failures: { path: RegExp; times: number; afterWork: boolean }[] = [];
  const holds: { path: RegExp; arrived: () => void }[] = [];
  const authorization = `Basic ${Buffer.from(`${publicKey}:${privateKey}`).toString('base64')}`;

  const cardXml = (card: Card, token?: string) => ({
    ...(token ? { token } : {}),
    cardType: card.cardType,
    last4: card.last4,
    bin: card.bin,
    expirationMonth: card.expirationMonth,
    expirationYear: card.expirationYear,
    maskedNumber: `${card.bin}******${card.last4}`,
  });
  const txXml = (tx: FakeTransaction) => ({
    id: tx.id,
    type: tx.type,
    status: tx.status,
    amount: tx.amount,
    currencyIsoCode: 'USD',
    orderId: tx.orderId ?? null,
    processorResponseCode: tx.processorResponseCode,
    processorResponseText: tx.processorResponseText,
    refundIds: tx.refundIds,
    ...(tx.refundedTransactionId ? { refundedTransactionId: tx.refundedTransactionId } : {}),
    creditCard: cardXml(tx.card, tx.token),
  });

  function apiError(message: string, errors: { code: string; attribute: string }[], extra = {}) {
    return {
      status: 422,
      xml: toXml('apiErrorResponse', {
        errors: {
          errors: errors.map((e) => ({ ...e, message })),
        },
        message,
        ...extra,
      }),
    };
  }

  /** The card a sale or vaulting names, or the validation error the gateway would answer. */
  function cardOf(
    body: Record<string, unknown>,
  ): { card: Card; token?: string } | { error: ReturnType<typeof apiError> } {
    const nonce = body.payment_method_nonce as string | undefined;
    const token = body.payment_method_token as string | undefined;
    if (token) {
      const saved = vault.get(token);
      return saved
        ? { card: saved, token }
        : {
            error: apiError('Payment method token is invalid.', [
              { code: '91518', attribute: 'payment_method_token' },
            ]),
          };
    }
    if (nonce && FIXED_NONCES[nonce]) return { card: FIXED_NONCES[nonce] };
    if (nonce && oneUseNonces.has(nonce)) {
      const card = oneUseNonces.get(nonce)!;
      oneUseNonces.delete(nonce);
      return { card };
    }
    return {
      error: apiError('Unknown or expired payment_method_nonce.', [
        { code: '91565', attribute: 'payment_method_nonce' },
      ]),
    };
  }

  function sale(body: Record<string, unknown>) {
    const found = cardOf(body);
    if ('error' in found) return found.error;
    const amount = String(body.amount);
    const cents = Math.round(Number(amount) * 100);
    const code = found.card.declines
      ? '2000'
      : cents >= 200_000 && cents < 300_000
        ? String(Math.floor(cents / 100))
        : '1000';
    const tx: FakeTransaction = {
      id: id(),
      type: 'sale',
      status: code === '1000' ? 'authorized' : 'processor_declined',
      amount,
      ...(body.order_id ? { orderId: String(body.order_id) } : {}),
      card: found.card,
      ...(found.token ? { token: found.token } : {}),
      refundIds: [],
      processorResponseCode: code,
      processorResponseText:
        code === '1000' ? 'Approved' : code === '2001' ? 'Insufficient Funds' : 'Do Not Honor',
    };
    transactions.set(tx.id, tx);
    if (code !== '1000') return apiError(tx.processorResponseText, [], { transaction: txXml(tx) });
    const options = body.options as { submit_for_settlement?: boolean } | undefined;
    if (options?.submit_for_settlement) tx.status = 'submitted_for_settlement';
    return { status: 201, xml: toXml('transaction', txXml(tx)) };
  }

  function change(txId: string, action: string, body: Record<string, unknown>) {
    const tx = transactions.get(txId);
    if (!tx) return { status: 404, xml: '' };
    const refused = (code: string, message: string) =>
      apiError(message, [{ code, attribute: 'base' }], { transaction: txXml(tx) });
    if (action === 'submit_for_settlement') {
      if (tx.status !== 'authorized')
        return refused('91507', 'Cannot submit for settlement unless status is authorized.');
      const amount = (body.amount as string | undefined) ?? tx.amount;
      if (Number(amount) > Number(tx.amount))
        return refused('91522', 'Settlement amount is too large.');
      tx.amount = amount;
      tx.status = 'submitted_for_settlement';
    } else if (action === 'void') {
      if (tx.status !== 'authorized' && tx.status !== 'submitted_for_settlement')
        return refused(
          '91504',
          'Transaction can only be voided if status is authorized, submitted_for_settlement, or - for PayPal - settlement_pending.',
        );
      tx.status = 'voided';
    } else if (action === 'refund') {
      if (tx.status !== 'settled')
        return refused('91506', 'Cannot refund a transaction unless it is settled.');
      const amount = (body.amount as string | undefined) ?? tx.amount;
      const refunded = tx.refundIds.reduce(
        (sum, rid) => sum + Number(transactions.get(rid)?.amount ?? 0),
        0,
      );
      if (refunded + Number(amount) > Number(tx.amount) + 1e-9)
        return refused('91521', 'Refund amount is too large.');
      const credit: FakeTransaction = {
        ...tx,
        id: id(),
        type: 'credit',
        status: 'submitted_for_settlement',
        amount,
        refundIds: [],
        refundedTransactionId: tx.id,
      };
      transactions.set(credit.id, credit);
      tx.refundIds.push(credit.id);
      return { status: 201, xml: toXml('transaction', txXml(credit)) };
    } else return { status: 404, xml: '' };
    return { status: 200, xml: toXml('transaction', txXml(tx)) };
  }

  function search(body: { search?: Record<string, unknown> }, withIds: boolean) {
    const criteria = body.search ?? {};
    const orderId = (criteria.order_id as { is?: string } | undefined)?.is;
    const ids = criteria.ids as string[] | undefined;
    const found = [...transactions.values()].filter(
      (tx) => (orderId === undefined || tx.orderId === orderId) && (!ids || ids.includes(tx.id)),
    );
    if (!withIds)
      return {
        status: 200,
        xml: `<search-results>${toXml('pageSize', 50)}${toXml(
          'ids',
          found.map((tx) => tx.id),
        )}</search-results>`,
      };
    return {
      status: 200,
      xml: `<credit-card-transactions type="collection">${toXml('currentPageNumber', 1)}${toXml('pageSize', 50)}${toXml('totalItems', found.length)}${found.map((tx) => toXml('transaction', txXml(tx))).join('')}</credit-card-transactions>`,
    };
  }

  function vaultCard(body: Record<string, unknown>) {
    const customer = customers.get(String(body.customer_id));
    if (!customer)
      return apiError('Customer ID is invalid.', [{ code: '91510', attribute: 'customer_id' }]);
    const found = cardOf(body);
    if ('error' in found) return found.error;
    if (found.card.declines)
      return apiError('Do Not Honor', [], {
        verification: {
          status: 'processor_declined',
          processorResponseCode: '2000',
          processorResponseText: 'Do Not Honor',
        },
      });
    const token = `tok${id()}`;
    vault.set(token, { ...found.card, customerId: customer.id });
    customer.tokens.push(token);
    return {
      status: 201,
      xml: toXml('creditCard', { ...cardXml(found.card, token), customerId: customer.id }),
    };
  }

  function answer(
    method: string,
    path: string,
    body: Record<string, unknown>,
  ): { status: number; xml: string } {
    const base = `/merchants/${merchantId}`;
    if (!path.startsWith(`${base}/`)) return { status: 404, xml: '' };
    const rest = path.slice(base.length);
    const match = (pattern: RegExp) => pattern.exec(rest);
    if (method === 'POST' && rest === '/client_token') {
      const clientApiUrl = `${server.url}${base}/client_api`;
      const token = Buffer.from(
        JSON.stringify({
          version: 2,
          authorizationFingerprint: `fp_${id(16)}`,
          configUrl: `${clientApiUrl}/v1/configuration`,
          clientApiUrl,
          environment: 'development',
          merchantId,
        }),
      ).toString('base64');
      return { status: 201, xml: toXml('clientToken', { value: token }) };
    }
    if (method === 'POST' && rest === '/transactions')
      return sale(body.transaction as Record<string, unknown>);
    if (method === 'POST' && rest === '/transactions/advanced_search_ids')
      return search(body as { search?: Record<string, unknown> }, false);
    if (method === 'POST' && rest === '/transactions/advanced_search')
      return search(body as { search?: Record<string, unknown> }, true);
    const txPath = match(/^\/transactions\/(\w+)$/);
    if (txPath && method === 'GET') {
      const tx = transactions.get(txPath[1]!);
      return tx ? { status: 200, xml: toXml('transaction', txXml(tx)) } : { status: 404, xml: '' };
    }
    const txChange = match(/^\/transactions\/(\w+)\/(submit_for_settlement|void|refund)$/);
    if (txChange)
      return change(
        txChange[1]!,
        txChange[2]!,
        (body.transaction as Record<string, unknown>) ?? {},
      );
    const customerPath = match(/^\/customers\/([\w-]+)$/);
    if (customerPath && method === 'GET') {
      const customer = customers.get(customerPath[1]!);
      return customer
        ? { status: 200, xml: toXml('customer', { id: customer.id }) }
        : { status: 404, xml: '' };
    }
    if (method === 'POST' && rest === '/customers') {
      const wanted = String((body.customer as { id?: string })?.id ?? `c${id()}`);
      if (customers.has(wanted))
        return apiError('Customer ID has already been taken.', [
          { code: '91609', attribute: 'id' },
        ]);
      customers.set(wanted, { id: wanted, tokens: [] });
      return { status: 201, xml: toXml('customer', { id: wanted }) };
    }
    if (method === 'POST' && rest === '/payment_methods')
      return vaultCard(body.payment_method as Record<string, unknown>);
    const tokenPath = match(/^\/payment_methods\/any\/(\w+)$/);
    if (tokenPath && method === 'DELETE') {
      if (!vault.delete(tokenPath[1]!)) return { status: 404, xml: '' };
      return { status: 200, xml: '' };
    }
    return { status: 404, xml: '' };
  }

  /** The browser side: what braintree-web's client does with the client token's fingerprint. */
  function clientApi(path: string, body: Record<string, unknown>) {
    if (path !== `/merchants/${merchantId}/client_api/v1/payment_methods/credit_cards`)
      return undefined;
    const card = (body.credit_card ?? body.creditCard) as
      | { number?: string; expiration_date?: string }
      | undefined;
    const number = (card?.number ?? '').replace(/\D/g, '');
    const brand = number.startsWith('4')
      ? 'visa'
      : number.startsWith('5')
        ? 'mastercard'
        : number.startsWith('3')
          ? 'amex'
          : undefined;
    if (!brand || number.length < 12)
      return { status: 422, json: { error: { message: 'Credit card number is invalid' } } };
    const nonce = `tokencc_${id(16)}`;
    const [month = '12', year = '2031'] = (card?.expiration_date ?? '').split('/');
    oneUseNonces.set(nonce, {
      ...CARDS[brand]!,
      last4: number.slice(-4),
      bin: number.slice(0, 6),
      expirationMonth: month,
      expirationYear: year.length === 2 ? `20${year}` : year,
      declines: number === '4000111111111115',
    });
    return {
      status: 201,
      json: {
        creditCards: [{ nonce, type: 'CreditCard', details: { lastFour: number.slice(-4) } }],
      },
    };
  }

  const http = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0]!;
      const method = req.method ?? 'GET';
      calls.push(`${method} ${path}`);
      const hold = holds.findIndex((h) => h.path.test(path));
      if (hold >= 0) {
        holds.splice(hold, 1)[0]!.arrived();
        return;
      }
      const failure = failures.find((f) => f.path.test(path) && f.times > 0);
      if (failure) failure.times -= 1;
      if (failure && !failure.afterWork) {
        req.socket.destroy();
        return;
      }
      const text = Buffer.concat(chunks).toString('utf8');
      let body: Record<string, unknown> = {};
      try {
        body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      } catch {
        res.writeHead(400).end();
        return;
      }
      const browser = clientApi(path, body);
      if (browser) {
        res.writeHead(browser.status, {
          'content-type': 'application/json',
          'access-control-allow-origin': '*',
        });
        res.end(JSON.stringify(browser.json));
        return;
      }
      if (req.headers.authorization !== authorization) {
        res.writeHead(401).end();
        return;
      }
      const { status, xml } = answer(method, path, body);
      if (failure) {
        req.socket.destroy();
        return;
      }
      res.writeHead(status, { 'content-type': 'application/xml; charset=utf-8' });
      res.end(xml ? `<?xml version="1.0" encoding="UTF-8"?>\n${xml}` : '');
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  const server: FakeBraintree = {
    url: `http://127.0.0.1:${port}`,
    merchantId,
    publicKey,
    privateKey,
    transactions,
    calls,
    settle(transactionId) {
      const tx = transactions.get(transactionId);
      if (tx?.status === 'submitted_for_settlement') tx.status = 'settled';
    },
    failNext(path, times = 1, afterWork = false) {
      failures.push({ path, times, afterWork });
    },
    holdNext: (path) => new Promise<void>((arrived) => holds.push({ path, arrived })),
    close: () =>
      new Promise<void>((resolve) => {
        http.closeAllConnections();
        http.close(() => resolve());
      }),
  };
  return server;
}
