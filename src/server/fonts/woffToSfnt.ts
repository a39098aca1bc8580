import { inflateSync } from 'node:zlib';

/*
 * WOFF 1.0 (W3C, 2012) to the plain sfnt (TrueType/OpenType) it wraps: each table is stored
 * zlib-compressed when that made it smaller, behind a 44-byte header and a 20-byte directory
 * entry per table. Fontconfig, which the server's SVG rasteriser (librsvg) finds faces through,
 * does not read WOFF, so the shipped faces are unwrapped once for it.
 */

const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.length < WOFF_HEADER || woff.toString('latin1', 0, 4) !== 'wOFF') {
    throw new Error('Not a WOFF 1.0 font (no wOFF signature)');
  }
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  if (WOFF_HEADER + count * WOFF_ENTRY > woff.length) {
    throw new Error(`A WOFF font claims ${count} tables but is too short to list them`);
  }
  const tables = Array.from({ length: count }, (_, i) => {
    const at = WOFF_HEADER + i * WOFF_ENTRY;
    const offset = woff.readUInt32BE(at + 4);
    const stored = woff.readUInt32BE(at + 8);
    const length = woff.readUInt32BE(at + 12);
    if (offset + stored > woff.length)
      throw new Error('A WOFF table runs past the end of the file');
    const raw = woff.subarray(offset, offset + stored);
    const data = stored < length ? inflateSync(raw) : raw;
    if (data.length !== length) throw new Error('A WOFF table inflated to the wrong length');
    return { tag: woff.subarray(at, at + 4), checksum: woff.readUInt32BE(at + 16), data };
  });
  // The offset table's binary-search fields, as the OpenType spec defines them.
  let entrySelector = 0;
  while (2 ** (entrySelector + 1) <= count) entrySelector++;
  const searchRange = 2 ** entrySelector * SFNT_ENTRY;
  const header = Buffer.alloc(SFNT_HEADER + count * SFNT_ENTRY);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(count * SFNT_ENTRY - searchRange, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, i) => {
    const at = SFNT_HEADER + i * SFNT_ENTRY;
    table.tag.copy(header, at);
    header.writeUInt32BE(table.checksum, at + 4);
    header.writeUInt32BE(offset, at + 8);
    header.writeUInt32BE(table.data.length, at + 12);
    // Every table starts on a four-byte boundary.
    const padding = (4 - (table.data.length % 4)) % 4;
    parts.push(table.data, Buffer.alloc(padding));
    offset += table.data.length + padding;
  });
  return Buffer.concat(parts);
}
