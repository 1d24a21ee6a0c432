import { countryName } from '../../../shared/countries';

export interface PostalAddress {
  street: string | null;
  additionalStreet: string | null;
  postalZone: string | null;
  city: string | null;
}

/** "123 45 Ort" in Sweden; abroad a leading postal code of digits ("0150 Oslo", "10115 Berlin"). */
const SWEDISH_POSTAL_LINE = /^(\d{3}) ?(\d{2})\s+(.+)$/;
const FOREIGN_POSTAL_LINE = /^([A-Z]{0,2}-?\d[\dA-Z-]{1,9})\s+(.+)$/i;

/**
 * The invoice's address text as its parts (the address as written on the invoice, which the register's
 * fields made: street, "postal code city", the country's name abroad). What does not read as a postal
 * line stays a street line; the third street line and beyond join the second.
 */
export function buyerPostalAddress(address: string, country: string): PostalAddress {
  const lines = address
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  const name = country === 'SE' ? null : countryName(country).toLocaleUpperCase('sv-SE');
  if (name && lines.at(-1)?.toLocaleUpperCase('sv-SE') === name) lines.pop();
  let postalZone: string | null = null;
  let city: string | null = null;
  const last = lines.at(-1);
  const postal = last ? (country === 'SE' ? SWEDISH_POSTAL_LINE.exec(last) : FOREIGN_POSTAL_LINE.exec(last)) : null;
  if (postal) {
    lines.pop();
    postalZone = country === 'SE' ? `${postal[1]}${postal[2]}` : postal[1]!;
    city = postal.at(-1)!;
  } else if (lines.length > 1) {
    city = lines.pop()!;
  }
  return {
    street: lines[0] ?? null,
    additionalStreet: lines.length > 1 ? lines.slice(1).join(', ') : null,
    postalZone,
    city,
  };
}
