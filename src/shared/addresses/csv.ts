/*
 * RFC 4180 CSV, tolerant of what spreadsheets really write: a UTF-8 byte-order mark, CRLF, LF or
 * lone CR line ends, and ';' or tab as separator (Excel in many European locales writes ';').
 * Parsing never throws: a stray quote or an unclosed quoted field is read as well as it can be.
 */

export type CsvDelimiter = ',' | ';' | '\t';

const DELIMITERS: CsvDelimiter[] = [',', ';', '\t'];

/** The separator most used on the first record, outside quotes; ',' when there is none. */
export function detectDelimiter(text: string): CsvDelimiter {
  const counts = new Map<CsvDelimiter, number>(DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char as CsvDelimiter)) {
      counts.set(char as CsvDelimiter, (counts.get(char as CsvDelimiter) ?? 0) + 1);
    }
  }
  let best: CsvDelimiter = ',';
  for (const d of DELIMITERS) if ((counts.get(d) ?? 0) > (counts.get(best) ?? 0)) best = d;
  return best;
}

/** Records of fields. A final line end does not make an empty record. */
export function parseCsv(input: string, delimiter?: CsvDelimiter): string[][] {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const sep = delimiter ?? detectDelimiter(text);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  // Whether the current record has begun: `""` alone is a record of one empty field.
  let inRecord = false;
  let i = 0;
  const endRecord = () => {
    row.push(field);
    rows.push(row);
    row = [];
    field = '';
    inRecord = false;
  };
  while (i < text.length) {
    const char = text[i]!;
    if (char !== '\r' && char !== '\n') inRecord = true;
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else {
        field += char;
      }
      i += 1;
      continue;
    }
    if (char === '"' && field === '') quoted = true;
    else if (char === sep) {
      row.push(field);
      field = '';
    } else if (char === '\r' || char === '\n') {
      endRecord();
      if (char === '\r' && text[i + 1] === '\n') i += 1;
    } else field += char;
    i += 1;
  }
  // The last record when the text does not end with a line end (or ends inside quotes).
  if (inRecord) endRecord();
  return rows;
}

function needsQuotes(field: string, isOnlyField: boolean): boolean {
  // Any candidate separator is quoted so that detection reads the text back the same way.
  return /[",;\t\r\n]/.test(field) || field.startsWith('\uFEFF') || (isOnlyField && field === '');
}

/** Writes records as CSV with CRLF line ends; each record needs at least one field. */
export function serializeCsv(
  rows: readonly (readonly string[])[],
  delimiter: CsvDelimiter = ',',
): string {
  return rows
    .map((row) =>
      row
        .map((field) =>
          needsQuotes(field, row.length === 1) ? `"${field.replaceAll('"', '""')}"` : field,
        )
        .join(delimiter),
    )
    .join('\r\n');
}
