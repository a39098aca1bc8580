import type { z } from 'zod';
import { addressInput } from '../api/actions/addresses';
import { checkPostalCode } from './postalCodes';

export type AddressInput = z.output<typeof addressInput>;
export type AddressFields = Omit<AddressInput, 'isDefault'>;
export type AddressFieldErrors = Partial<Record<keyof AddressFields, string[]>>;

const TEXT_FIELDS = [
  'firstName',
  'lastName',
  'company',
  'line1',
  'line2',
  'city',
  'state',
  'postalCode',
  'country',
  'phone',
] as const satisfies readonly (keyof AddressFields)[];

/** Field labels as the form shows them; row reasons of a CSV import use them too. */
export const addressFieldLabels: Record<keyof AddressFields, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  company: 'Company',
  line1: 'Address line 1',
  line2: 'Address line 2',
  city: 'City',
  state: 'State / province',
  postalCode: 'Postal code',
  country: 'Country',
  phone: 'Phone',
};

/** Countries whose region is a short code customers often type in lowercase. */
const REGION_CODE_COUNTRIES = new Set(['US', 'CA', 'AU']);

function tidy(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const text = value.replace(/\s+/g, ' ').trim();
  return text === '' ? undefined : text;
}

/**
 * Trims and collapses whitespace, drops empty optional fields, uppercases the country, short
 * region codes and the postal code's letters. Does not judge: see validateAddress.
 */
export function normalizeAddress<T extends Partial<AddressFields>>(address: T): T {
  const out: Record<string, unknown> = { ...address };
  for (const field of TEXT_FIELDS) {
    if (field in out) out[field] = tidy(out[field] as string | undefined);
  }
  const country = typeof out.country === 'string' ? out.country.toUpperCase() : undefined;
  if (country) out.country = country;
  if (
    country &&
    REGION_CODE_COUNTRIES.has(country) &&
    typeof out.state === 'string' &&
    out.state.length <= 3
  ) {
    out.state = out.state.toUpperCase();
  }
  for (const field of TEXT_FIELDS) if (out[field] === undefined) delete out[field];
  return out as T;
}

export type AddressCheck =
  | { ok: true; address: AddressInput }
  | { ok: false; fields: AddressFieldErrors };

function zodFieldErrors(error: z.ZodError): AddressFieldErrors {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'address');
    const label = addressFieldLabels[key as keyof AddressFields] ?? key;
    const message =
      issue.code === 'too_small' || (issue.code === 'invalid_type' && issue.input === undefined)
        ? `${label} is required.`
        : issue.code === 'too_big'
          ? `${label} is too long.`
          : `${label} is not valid.`;
    if (!fields[key]) fields[key] = [message];
  }
  return fields;
}

/** Normalizes a complete address and checks every rule; field errors are keyed by field name. */
export function validateAddress(raw: unknown): AddressCheck {
  const base = raw && typeof raw === 'object' ? (raw as Partial<AddressFields>) : {};
  const normalized = normalizeAddress(base);
  const parsed = addressInput.safeParse(normalized);
  if (!parsed.success) return { ok: false, fields: zodFieldErrors(parsed.error) };
  const address = parsed.data;
  if (!/^[A-Z]{2}$/.test(address.country)) {
    return { ok: false, fields: { country: ['Choose a country (a two-letter code like US).'] } };
  }
  const postal = checkPostalCode(address.country, address.postalCode);
  if (!postal.ok) return { ok: false, fields: { postalCode: [postal.message] } };
  if (address.phone !== undefined && !/^\+?[0-9 ().\-/]{4,40}$/.test(address.phone)) {
    return {
      ok: false,
      fields: { phone: ['Enter a phone number of digits, with an optional leading +.'] },
    };
  }
  return { ok: true, address: { ...address, postalCode: postal.postalCode } };
}

/** One sentence out of field errors, e.g. for a rejected CSV row. */
export function describeFieldErrors(fields: AddressFieldErrors): string {
  return Object.values(fields)
    .flatMap((messages) => messages ?? [])
    .join(' ');
}
