import { readAddressCsv } from '../../../shared/addresses/addressCsv';
import { type AddressInput, validateAddress } from '../../../shared/addresses/normalizeAddress';
import type { ActionInput, ActionOutput } from '../../../shared/api/actionTable';
import { AppError, notFound } from '../../http/appError';
import { type Caller, requireUser } from '../../http/caller';
import type { ServerDeps } from '../../http/requestContext';
import {
  type AddressRow,
  clearOtherDefaults,
  deleteOwnedAddress,
  findOwnedAddress,
  hasAddresses,
  insertAddresses,
  listAddresses,
  lockUserAddresses,
  newestAddress,
  updateOwnedAddress,
} from './addresses.repo';
import { readTextFile } from './addressFile';
import { postalPlaces } from './data/postalData';
import { suggestPlaces } from './postalAutocomplete';

type Address = ActionOutput<'my/addresses/create'>;

const DEFAULT_PAGE_SIZE = 50;

/** The row as the API shows it: empty optional columns left out. */
function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName ?? undefined,
    company: row.company ?? undefined,
    line1: row.line1,
    line2: row.line2 ?? undefined,
    city: row.city,
    state: row.state ?? undefined,
    postalCode: row.postalCode,
    country: row.country,
    phone: row.phone ?? undefined,
    isDefault: row.isDefault,
  };
}

/** Every column of an address; optional ones absent from the input are stored as null. */
function columnsOf(address: AddressInput) {
  return {
    firstName: address.firstName,
    lastName: address.lastName ?? null,
    company: address.company ?? null,
    line1: address.line1,
    line2: address.line2 ?? null,
    city: address.city,
    state: address.state ?? null,
    postalCode: address.postalCode,
    country: address.country,
    phone: address.phone ?? null,
  };
}

function checkedAddress(raw: unknown): AddressInput {
  const check = validateAddress(raw);
  if (!check.ok) {
    throw new AppError(
      400,
      'invalid_address',
      'Some fields of the address are missing or invalid.',
      check.fields as Record<string, string[]>,
    );
  }
  return check.address;
}

export async function listMyAddresses(
  deps: ServerDeps,
  caller: Caller,
  input: ActionInput<'my/addresses/list'>,
): Promise<ActionOutput<'my/addresses/list'>> {
  const userId = requireUser(caller);
  const perPage = Number(input.perPage ?? DEFAULT_PAGE_SIZE);
  const page = Number(input.page ?? 1);
  const { rows, total } = await listAddresses(deps.db, userId, {
    q: input.q?.trim() || undefined,
    limit: perPage,
    offset: (page - 1) * perPage,
  });
  return { items: rows.map(toAddress), total };
}

/** One address of the user's book, for the cart's shipping address; undefined when not theirs. */
export async function findMyAddress(
  db: import('../../db/database').Db,
  userId: number,
  id: number,
): Promise<Address | undefined> {
  const row = await findOwnedAddress(db, userId, id);
  return row && toAddress(row);
}

/** One of the signed-in caller's addresses; another user's or an unknown id is not found. */
export async function myAddress(deps: ServerDeps, caller: Caller, id: number): Promise<Address> {
  const address = await findMyAddress(deps.db, requireUser(caller), id);
  if (!address) throw notFound('Address', id);
  return address;
}

export async function suggestPostalPlaces(
  _deps: ServerDeps,
  caller: Caller,
  input: ActionInput<'my/addresses/autocomplete'>,
): Promise<ActionOutput<'my/addresses/autocomplete'>> {
  requireUser(caller);
  return { suggestions: suggestPlaces(postalPlaces, input.query, input.country) };
}

/** A new address; the user's first one, or one asked to be, becomes the only default. */
export async function createAddress(
  deps: ServerDeps,
  caller: Caller,
  input: ActionInput<'my/addresses/create'>,
): Promise<Address> {
  const userId = requireUser(caller);
  const address = checkedAddress(input);
  const row = await deps.db.transaction(async (tx) => {
    await lockUserAddresses(tx, userId);
    const isDefault = input.isDefault === true || !(await hasAddresses(tx, userId));
    const [created] = await insertAddresses(tx, [{ userId, ...columnsOf(address), isDefault }]);
    if (isDefault) await clearOtherDefaults(tx, userId, created!.id);
    return created!;
  });
  return toAddress(row);
}

/** Changes the given fields; the merged address is checked whole (a new country re-checks the code). */
export async function updateAddress(
  deps: ServerDeps,
  caller: Caller,
  input: ActionInput<'my/addresses/update'>,
): Promise<Address> {
  const userId = requireUser(caller);
  const { id, isDefault, ...changes } = input;
  const row = await deps.db.transaction(async (tx) => {
    await lockUserAddresses(tx, userId);
    const current = await findOwnedAddress(tx, userId, id);
    if (!current) throw notFound('Address', id);
    const merged = { ...toAddress(current), ...changes };
    const address = checkedAddress(merged);
    const updated = await updateOwnedAddress(tx, userId, id, {
      ...columnsOf(address),
      ...(isDefault === undefined ? {} : { isDefault }),
      updatedAt: deps.now(),
    });
    if (updated?.isDefault) await clearOtherDefaults(tx, userId, id);
    return updated!;
  });
  return toAddress(row);
}

/** Deletes an address; when it was the default, the newest remaining one takes its place. */
export async function deleteAddress(
  deps: ServerDeps,
  caller: Caller,
  input: ActionInput<'my/addresses/delete'>,
): Promise<ActionOutput<'my/addresses/delete'>> {
  const userId = requireUser(caller);
  await deps.db.transaction(async (tx) => {
    await lockUserAddresses(tx, userId);
    const deleted = await deleteOwnedAddress(tx, userId, input.id);
    if (!deleted) throw notFound('Address', input.id);
    if (deleted.isDefault) {
      const next = await newestAddress(tx, userId);
      if (next) await updateOwnedAddress(tx, userId, next.id, { isDefault: true });
    }
  });
  return { ok: true };
}

/**
 * Imports a CSV of addresses: every valid row in one transaction, every rejected row reported
 * with its reason. A file that cannot be read at all imports nothing and answers 4xx.
 */
export async function importAddressFile(
  deps: ServerDeps,
  caller: Caller,
  input: ActionInput<'my/addresses/create_from_file'>,
): Promise<ActionOutput<'my/addresses/create_from_file'>> {
  const userId = requireUser(caller);
  const text = await readTextFile(input.file as Blob);
  const read = readAddressCsv(text);
  if (!read.ok) throw new AppError(400, 'unreadable_file', read.message);
  await deps.db.transaction(async (tx) => {
    await lockUserAddresses(tx, userId);
    const firstIsDefault = !(await hasAddresses(tx, userId));
    await insertAddresses(
      tx,
      read.addresses.map(({ address }, index) => ({
        userId,
        ...columnsOf(address),
        isDefault: firstIsDefault && index === 0,
      })),
    );
  });
  return { created: read.addresses.length, failed: read.failed };
}
