import { AppError } from '../../http/appError';

/** A recipients list is small; anything bigger is not the CSV we asked for. */
export const MAX_ADDRESS_FILE_BYTES = 2 * 1024 * 1024;

const TEXT_TYPES = new Set([
  'text/csv',
  'text/plain',
  'text/tab-separated-values',
  'text/comma-separated-values',
  'application/csv',
  // Windows labels .csv files with Excel's type.
  'application/vnd.ms-excel',
]);

const unreadable = (message: string) => new AppError(400, 'unreadable_file', message);

function isAcceptedType(file: Blob): boolean {
  const type = file.type.split(';')[0]!.trim().toLowerCase();
  if (TEXT_TYPES.has(type)) return true;
  // Some browsers send no type (or a generic one) for .csv; the name is all we have then.
  const name = 'name' in file && typeof file.name === 'string' ? file.name.toLowerCase() : '';
  return (type === '' || type === 'application/octet-stream') && /\.(csv|txt|tsv)$/.test(name);
}

/**
 * The text of an uploaded CSV, or a clear refusal: wrong type, too big, or not text at all (a
 * spreadsheet saved as .xlsx is a zip archive). UTF-8 first, UTF-16 when it has the byte-order
 * mark Excel's "Unicode text" writes, else Windows-1252, which older Excel versions write.
 */
export async function readTextFile(file: Blob): Promise<string> {
  if (!isAcceptedType(file)) {
    throw new AppError(
      415,
      'unsupported_file_type',
      'Upload a CSV file (.csv). Save a spreadsheet as "CSV" before importing it.',
    );
  }
  if (file.size > MAX_ADDRESS_FILE_BYTES) {
    throw new AppError(
      413,
      'file_too_large',
      'The file is larger than 2 MB. Split it and import the parts.',
    );
  }
  if (file.size === 0) throw unreadable('The file is empty.');
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  if (bytes.includes(0)) {
    throw unreadable(
      'The file is not a text CSV file. Save the spreadsheet as "CSV" and try again.',
    );
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
