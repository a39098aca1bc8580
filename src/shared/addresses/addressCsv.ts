import { parseCsv, serializeCsv } from './csv';
import {
  type AddressFields,
  type AddressInput,
  addressFieldLabels,
  describeFieldErrors,
  validateAddress,
} from './normalizeAddress';

/*
 * A recipients spreadsheet → addresses. Headers are matched loosely ("First name", "first_name",
 * "FirstName", "Zip" all work); each data row is validated on its own and rejected rows come back
 * with a reason, numbered as a spreadsheet numbers them (the header is row 1).
 */

/** More rows than this is not a recipients list but a mistake, and too much for one transaction. */
export const MAX_IMPORT_ROWS = 5000;

/** Country used when the file has no country column: the shop's home market. */
export const DEFAULT_IMPORT_COUNTRY = 'US';

type Column = keyof AddressFields | 'fullName';

const HEADER_ALIASES: Record<Column, string[]> = {
  firstName: ['firstname', 'first', 'givenname', 'forename', 'vorname', 'prenom'],
  lastName: ['lastname', 'last', 'surname', 'familyname', 'nachname', 'nom'],
  fullName: ['name', 'fullname', 'recipient', 'recipientname'],
  company: ['company', 'companyname', 'organization', 'organisation', 'business', 'firma'],
  line1: [
    'line1',
    'address',
    'address1',
    'addressline1',
    'street',
    'streetaddress',
    'street1',
    'strasse',
    'adresse',
  ],
  line2: ['line2', 'address2', 'addressline2', 'street2', 'apt', 'apartment', 'suite', 'unit'],
  city: ['city', 'town', 'locality', 'ort', 'stadt', 'ville'],
  state: [
    'state',
    'province',
    'region',
    'county',
    'stateprovince',
    'stateorprovince',
    'bundesland',
  ],
  postalCode: ['postalcode', 'zip', 'zipcode', 'postcode', 'postal', 'plz', 'codepostal'],
  country: ['country', 'countrycode', 'land', 'pays'],
  phone: ['phone', 'phonenumber', 'telephone', 'tel', 'mobile', 'telefon'],
};

const COLUMN_BY_KEY = new Map<string, Column>(
  Object.entries(HEADER_ALIASES).flatMap(([column, keys]) =>
    keys.map((key) => [key, column as Column] as const),
  ),
);

/** "First name", "first_name", "FIRST-NAME", "Straße" → "firstname", "strasse". */
export function headerKey(header: string): string {
  return header
    .normalize('NFKD')
    .replace(/ß/g, 'ss')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

const COUNTRY_NAMES: Record<string, string> = {
  unitedstates: 'US',
  unitedstatesofamerica: 'US',
  usa: 'US',
  canada: 'CA',
  unitedkingdom: 'GB',
  uk: 'GB',
  greatbritain: 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  germany: 'DE',
  deutschland: 'DE',
  france: 'FR',
  netherlands: 'NL',
  thenetherlands: 'NL',
  holland: 'NL',
  nederland: 'NL',
  australia: 'AU',
};

/** A country as people type it in a spreadsheet → its two-letter code (unknown text unchanged). */
export function countryCode(value: string): string {
  const trimmed = value.trim();
  if (/^[A-Za-z]{2}$/.test(trimmed)) return trimmed.toUpperCase();
  return COUNTRY_NAMES[headerKey(trimmed)] ?? trimmed;
}

export interface RejectedRow {
  row: number;
  reason: string;
}

export type AddressFileRead =
  | { ok: true; addresses: { row: number; address: AddressInput }[]; failed: RejectedRow[] }
  | { ok: false; message: string };

const REQUIRED: (keyof AddressFields)[] = ['line1', 'city', 'postalCode'];

/** Reads a CSV of addresses: valid rows to import, rejected rows with reasons, or why the file is unusable. */
export function readAddressCsv(text: string): AddressFileRead {
  const records = parseCsv(text);
  const headerIndex = records.findIndex((r) => r.some((cell) => cell.trim() !== ''));
  if (headerIndex < 0) return { ok: false, message: 'The file is empty.' };
  const header = records[headerIndex]!;
  const columns = header.map((cell) => COLUMN_BY_KEY.get(headerKey(cell)));
  const has = (column: Column) => columns.includes(column);
  const missing = REQUIRED.filter((column) => !has(column));
  if (!has('firstName') && !has('fullName')) missing.unshift('firstName');
  if (missing.length > 0) {
    const names = missing.map((c) => addressFieldLabels[c as keyof AddressFields]).join(', ');
    return {
      ok: false,
      message: `The first row must name the columns; these are missing: ${names}. Download the template to see the expected columns.`,
    };
  }
  const dataRows = records.length - headerIndex - 1;
  if (dataRows > MAX_IMPORT_ROWS) {
    return {
      ok: false,
      message: `The file has ${dataRows} rows; import at most ${MAX_IMPORT_ROWS} at a time.`,
    };
  }

  const addresses: { row: number; address: AddressInput }[] = [];
  const failed: RejectedRow[] = [];
  for (let i = headerIndex + 1; i < records.length; i++) {
    const cells = records[i]!;
    const row = i + 1;
    if (cells.every((cell) => cell.trim() === '')) continue;
    const values: Record<string, string> = {};
    columns.forEach((column, index) => {
      const cell = cells[index];
      if (column && cell !== undefined && cell.trim() !== '' && values[column] === undefined) {
        values[column] = cell;
      }
    });
    if (values.fullName && !values.firstName) {
      const [first, ...rest] = values.fullName.trim().split(/\s+/);
      values.firstName = first ?? '';
      if (rest.length > 0 && !values.lastName) values.lastName = rest.join(' ');
    }
    delete values.fullName;
    values.country = countryCode(values.country ?? DEFAULT_IMPORT_COUNTRY);
    if (cells.length > header.length && cells.slice(header.length).some((c) => c.trim() !== '')) {
      failed.push({ row, reason: 'The row has more cells than the header has columns.' });
      continue;
    }
    const check = validateAddress(values);
    if (check.ok) addresses.push({ row, address: { ...check.address, isDefault: false } });
    else failed.push({ row, reason: describeFieldErrors(check.fields) });
  }
  return { ok: true, addresses, failed };
}

/** The header and two example rows users can download and fill in. */
export function addressCsvTemplate(): string {
  return `${serializeCsv([
    [
      'First name',
      'Last name',
      'Company',
      'Address line 1',
      'Address line 2',
      'City',
      'State',
      'Postal code',
      'Country',
      'Phone',
    ],
    [
      'Ada',
      'Lovelace',
      '',
      '350 Fifth Avenue',
      'Suite 2100',
      'New York',
      'NY',
      '10118',
      'US',
      '+1 212 555 0100',
    ],
    [
      'Alan',
      'Turing',
      'Bletchley Trust',
      '10 Downing Street',
      '',
      'London',
      '',
      'SW1A 2AA',
      'GB',
      '',
    ],
  ])}\r\n`;
}
