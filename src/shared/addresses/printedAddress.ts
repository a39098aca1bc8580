/** The fields of an address-book row that go on an envelope. */
export interface AddressFields {
  firstName: string;
  lastName?: string;
  company?: string;
  line1: string;
  line2?: string;
  city: string;
  state?: string;
  postalCode: string;
  country: string;
}

/**
 * An address as an envelope prints it: the name, the company, the street lines, then
 * "City, ST 12345"; the country last when it is not the shop's own (US). At most six lines of
 * at most 80 characters, as the document's printed address allows.
 */
export function printedAddressLines(address: AddressFields, homeCountry = 'US'): string[] {
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ');
  const place = [address.state, address.postalCode].filter(Boolean).join(' ');
  const lines = [
    name,
    address.company,
    address.line1,
    address.line2,
    `${address.city}, ${place}`,
    address.country.toUpperCase() === homeCountry ? undefined : address.country.toUpperCase(),
  ];
  return lines
    .filter((line): line is string => Boolean(line?.trim()))
    .map((line) => line.trim().slice(0, 80))
    .slice(0, 6);
}
