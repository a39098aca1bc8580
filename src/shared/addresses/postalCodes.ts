/*
 * Postal-code rules per country. Countries we ship to most get their exact format (and a canonical
 * spelling, so "m5v3l9" and "M5V 3L9" are the same code); any other country gets a lenient check,
 * because a wrong refusal stops a delivery while a loose acceptance is caught by the carrier.
 */

interface PostalRule {
  /** What the customer is told when the code does not fit, with an example. */
  hint: string;
  /** Returns the canonical spelling, or undefined when the code does not fit. */
  normalize(compact: string): string | undefined;
}

/** Uppercase, without spaces or hyphens: the shape every rule below matches against. */
function compactCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]+/g, '');
}

function pattern(regex: RegExp, format: (m: RegExpMatchArray) => string): PostalRule['normalize'] {
  return (compact) => {
    const match = compact.match(regex);
    return match ? format(match) : undefined;
  };
}

const RULES: Record<string, PostalRule> = {
  US: {
    hint: 'Enter a 5-digit ZIP code, or ZIP+4 (e.g. 10001 or 10001-1234).',
    normalize: pattern(/^(\d{5})(\d{4})?$/, (m) => (m[2] ? `${m[1]}-${m[2]}` : m[1]!)),
  },
  CA: {
    hint: 'Enter a Canadian postal code like K1A 0B1.',
    normalize: pattern(
      /^([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z])(\d[ABCEGHJ-NPRSTV-Z]\d)$/,
      (m) => `${m[1]} ${m[2]}`,
    ),
  },
  GB: {
    hint: 'Enter a UK postcode like SW1A 1AA.',
    normalize: pattern(/^([A-Z]{1,2}\d[A-Z\d]?|GIR)(\d[A-Z]{2})$/, (m) => `${m[1]} ${m[2]}`),
  },
  DE: {
    hint: 'Enter a 5-digit Postleitzahl (e.g. 10115).',
    normalize: pattern(/^(\d{5})$/, (m) => m[1]!),
  },
  FR: {
    hint: 'Enter a 5-digit code postal (e.g. 75001).',
    normalize: pattern(/^(\d{5})$/, (m) => m[1]!),
  },
  NL: {
    hint: 'Enter a Dutch postcode like 1011 AB.',
    // SA, SD and SS are never issued.
    normalize: pattern(/^([1-9]\d{3})(?!SA|SD|SS)([A-Z]{2})$/, (m) => `${m[1]} ${m[2]}`),
  },
  AU: {
    hint: 'Enter a 4-digit postcode (e.g. 2000).',
    normalize: pattern(/^(\d{4})$/, (m) => m[1]!),
  },
};

const LENIENT = /^[A-Z0-9][A-Z0-9 -]{0,18}[A-Z0-9]$|^[A-Z0-9]$/;

export type PostalCodeCheck = { ok: true; postalCode: string } | { ok: false; message: string };

/** Checks a postal code for a country (ISO 3166-1 alpha-2) and returns its canonical spelling. */
export function checkPostalCode(country: string, postalCode: string): PostalCodeCheck {
  const trimmed = postalCode.trim().replace(/\s+/g, ' ');
  const rule = RULES[country.toUpperCase()];
  if (!rule) {
    const upper = trimmed.toUpperCase();
    return LENIENT.test(upper)
      ? { ok: true, postalCode: upper }
      : { ok: false, message: 'Enter a postal code of letters, digits, spaces or hyphens.' };
  }
  const normalized = rule.normalize(compactCode(trimmed));
  return normalized ? { ok: true, postalCode: normalized } : { ok: false, message: rule.hint };
}

/** Countries with an exact postal-code format. */
export const strictPostalCountries = Object.keys(RULES);

/** A postal code reduced for prefix matching: uppercase, no spaces or hyphens. */
export const postalSearchKey = compactCode;
