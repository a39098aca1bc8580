import type { ActionInput } from '../../../shared/api/actionTable';
import { productTypeById } from '../../../shared/catalog/productTypes';
import { myAddress } from '../../commerce/addresses/addresses.service';
import { badRequest } from '../../http/appError';
import type { Caller } from '../../http/caller';
import { enforceRateLimit } from '../../http/rateLimitGuard';
import type { ServerDeps } from '../../http/requestContext';
import { shopOrigin } from '../../http/shopOrigin';
import { hello, inertText } from '../../mail/inertText';
import { renderMail } from '../../mail/mailLayout';
import { sendInBackground } from '../../mail/sendInBackground';
import { shopMailboxOf } from '../../mail/shopMailbox';
import * as repo from './requests.repo';

/** The wedding sample kit's product type (spec §3). */
export const SAMPLE_KIT_PRODUCT_TYPE_ID = 60;

/** Requests one browser may send per hour; each mails a stranger's address, so few. */
const REQUEST_LIMIT = { limit: 5, windowMs: 60 * 60 * 1000 };

async function limitRequests(deps: ServerDeps, caller: Caller, form: string, email: string) {
  await enforceRateLimit(deps, `${form}:${email}`, REQUEST_LIMIT, 'Too many requests sent.');
  await enforceRateLimit(
    deps,
    `${form}-ip:${caller.address}`,
    { limit: 20, windowMs: REQUEST_LIMIT.windowMs },
    'Too many requests sent.',
  );
}

const reference = (prefix: string, id: number) => `${prefix}-${String(id).padStart(6, '0')}`;

/**
 * A school, team or business asking for volume pricing: stored, mailed to the shop with every
 * detail, and acknowledged to the customer (their own words are not repeated back to them).
 */
export async function submitVolumeInquiry(
  deps: ServerDeps,
  caller: Caller,
  input: ActionInput<'volume_discounts_inquiries'>,
): Promise<{ ok: true }> {
  const email = input.email.toLowerCase();
  const productType = input.productTypeId ? productTypeById(input.productTypeId) : undefined;
  if (input.productTypeId && !productType) {
    throw badRequest('invalid_input', 'Choose a product from the list.', {
      productTypeId: ['Choose a product from the list.'],
    });
  }
  await limitRequests(deps, caller, 'volume-inquiry', email);
  const id = await repo.insertVolumeInquiry(deps.db, {
    userId: caller.userId,
    name: input.name,
    email,
    phone: input.phone ?? null,
    organization: input.organization ?? null,
    productTypeId: input.productTypeId ?? null,
    quantity: input.quantity,
    message: input.message ?? null,
    createdAt: deps.now(),
  });
  const ref = reference('V', id);
  const product = productType?.name ?? 'not chosen';
  sendInBackground(
    deps,
    renderMail({
      to: shopMailboxOf(deps),
      subject: `[${ref}] Volume inquiry: ${input.quantity} × ${product}`,
      paragraphs: [
        `From: ${input.name} <${email}>${input.phone ? `, phone ${input.phone}` : ''}`,
        `Organization: ${input.organization ?? 'not given'}`,
        `Product: ${product}; quantity: ${input.quantity}`,
        ...(input.message ? input.message.split(/\n{2,}/) : []),
      ],
    }),
    'volume inquiry',
  );
  sendInBackground(
    deps,
    renderMail({
      to: email,
      subject: `Your volume pricing request (${ref})`,
      paragraphs: [
        hello(input.name),
        `Thank you for asking about volume pricing for ${input.quantity} copies. Our team will send you a quote within one business day.`,
        `Orders of 25 copies or more get tiered discounts, and schools and non-profits get an extra 10%. Your reference is ${ref}.`,
      ],
    }),
    'volume inquiry acknowledgement',
  );
  return { ok: true };
}

/**
 * A free wedding sample kit (product type 60). With an address id it ships there (the caller's
 * own address; another's is not found); without one, the shop asks for the address by mail.
 */
export async function submitSampleKitRequest(
  deps: ServerDeps,
  caller: Caller,
  input: ActionInput<'wedding_sample_kit_requests'>,
): Promise<{ ok: true }> {
  const email = input.email.toLowerCase();
  const address = input.addressId ? await myAddress(deps, caller, input.addressId) : undefined;
  await limitRequests(deps, caller, 'sample-kit', email);
  const id = await repo.insertSampleKitRequest(deps.db, {
    userId: caller.userId,
    firstName: input.firstName,
    lastName: input.lastName,
    email,
    addressId: address?.id ?? null,
    weddingDate: input.weddingDate ?? null,
    createdAt: deps.now(),
  });
  const ref = reference('W', id);
  const shipTo = address
    ? [
        address.line1,
        address.line2,
        address.city,
        address.state,
        address.postalCode,
        address.country,
      ]
        .filter(Boolean)
        .join(', ')
    : 'no address given: reply to the customer to ask for one';
  sendInBackground(
    deps,
    renderMail({
      to: shopMailboxOf(deps),
      subject: `[${ref}] Wedding sample kit for ${inertText(`${input.firstName} ${input.lastName}`)}`,
      paragraphs: [
        `From: ${input.firstName} ${input.lastName} <${email}>`,
        `Wedding date: ${input.weddingDate ?? 'not given'}`,
        `Ship to: ${shipTo}`,
        `Product type ${SAMPLE_KIT_PRODUCT_TYPE_ID} (wedding sample kit).`,
      ],
    }),
    'sample kit request',
  );
  sendInBackground(
    deps,
    renderMail({
      to: email,
      subject: `Your wedding sample kit is on its way (${ref})`,
      paragraphs: [
        hello(input.firstName),
        address
          ? 'Thank you for requesting our wedding sample kit. It ships within two business days and holds our papers, foils and envelope colours so you can feel them before you order.'
          : 'Thank you for requesting our wedding sample kit. Reply to this mail with the address it should go to and we ship it within two business days.',
        `Your reference is ${ref}. Congratulations!`,
      ],
      action: {
        label: 'Browse wedding invitations',
        url: `${shopOrigin(deps)}/wedding-collection`,
      },
    }),
    'sample kit acknowledgement',
  );
  return { ok: true };
}
