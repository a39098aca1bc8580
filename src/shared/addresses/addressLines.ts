import type { ActionOutput } from '../api/actionTable';
import { countryName } from './countries';

type Address = ActionOutput<'my/addresses/create'>;

/** An address as the shop shows it back: the name, the company, the street, the place, the country. */
export function addressLines(address: Address): string[] {
  return [
    [address.firstName, address.lastName].filter(Boolean).join(' '),
    address.company,
    address.line1,
    address.line2,
    [address.city, address.state, address.postalCode].filter(Boolean).join(', '),
    countryName(address.country),
  ].filter((line): line is string => Boolean(line));
}
