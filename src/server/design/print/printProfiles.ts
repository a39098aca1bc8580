import sharp from 'sharp';

/*
 * The two ICC profiles a print file carries, both shipped inside the libvips build that sharp
 * installs (@img/sharp-libvips-*), so nothing is downloaded and nothing is vendored:
 *   - "sRGB" (ICC v4.2, class mntr), released under CC0: the colour space of the photos and of
 *     every RGB colour the designs use;
 *   - "Chemical proof" (ICC v2.2, class prtr, CMYK to Lab), made by Graeme W. Gill from
 *     ArgyllCMS measurement data and released into the public domain: the output intent, a
 *     generic coated-paper offset/proof condition until the print partner names its own.
 * libvips has no call that hands a built-in profile out, so each is read back from a one-pixel
 * image that embeds it.
 */

export interface PrintProfiles {
  srgb: Buffer;
  cmyk: Buffer;
}

async function builtInProfile(name: 'srgb' | 'cmyk'): Promise<Buffer> {
  const tiff = await sharp({
    create: { width: 1, height: 1, channels: 3, background: '#ffffff' },
  })
    .withIccProfile(name)
    .tiff()
    .toBuffer();
  const { icc } = await sharp(tiff).metadata();
  if (!icc) throw new Error(`libvips embedded no ${name} profile`);
  return icc;
}

/**
 * The profile without the tags named: the tag table and the data laid out again, tags that
 * shared data still sharing it, the header's size updated. The CMYK profile's measurement data
 * (`targ`, `DevD`, `CIED`: three quarters of its megabyte) is not needed to convert colour.
 */
export function withoutTags(icc: Buffer, drop: readonly string[]): Buffer {
  const count = icc.readUInt32BE(128);
  const kept: { signature: string; offset: number; size: number }[] = [];
  for (let i = 0; i < count; i++) {
    const at = 132 + i * 12;
    const signature = icc.toString('latin1', at, at + 4);
    if (!drop.includes(signature))
      kept.push({ signature, offset: icc.readUInt32BE(at + 4), size: icc.readUInt32BE(at + 8) });
  }
  const table = Buffer.alloc(4 + kept.length * 12);
  table.writeUInt32BE(kept.length, 0);
  const data: Buffer[] = [];
  const placed = new Map<string, number>();
  let position = 128 + table.length;
  kept.forEach((tag, index) => {
    const key = `${tag.offset}/${tag.size}`;
    let offset = placed.get(key);
    if (offset === undefined) {
      offset = position;
      placed.set(key, offset);
      // Tag data starts on a four-byte boundary (ICC.1 7.3.1).
      const padded = Buffer.alloc(Math.ceil(tag.size / 4) * 4);
      icc.copy(padded, 0, tag.offset, tag.offset + tag.size);
      data.push(padded);
      position += padded.length;
    }
    table.write(tag.signature, 4 + index * 12, 'latin1');
    table.writeUInt32BE(offset, 8 + index * 12);
    table.writeUInt32BE(tag.size, 12 + index * 12);
  });
  const header = Buffer.from(icc.subarray(0, 128));
  header.writeUInt32BE(position, 0);
  // The profile ID is an MD5 of the bytes as they were; zero means "not computed".
  header.fill(0, 84, 100);
  return Buffer.concat([header, table, ...data]);
}

const MEASUREMENTS = ['targ', 'DevD', 'CIED'];

let loaded: Promise<PrintProfiles> | undefined;

/** Read once per process: the profiles are a megabyte together and never change. */
export function printProfiles(): Promise<PrintProfiles> {
  loaded ??= Promise.all([builtInProfile('srgb'), builtInProfile('cmyk')]).then(([srgb, cmyk]) => ({
    srgb,
    cmyk: withoutTags(cmyk, MEASUREMENTS),
  }));
  return loaded;
}

/** The description (`desc` tag) of an ICC profile: v2 textDescriptionType or v4 mluc. */
export function profileDescription(icc: Buffer): string {
  const count = icc.readUInt32BE(128);
  for (let i = 0; i < count; i++) {
    const at = 132 + i * 12;
    if (icc.toString('latin1', at, at + 4) !== 'desc') continue;
    const offset = icc.readUInt32BE(at + 4);
    const type = icc.toString('latin1', offset, offset + 4);
    if (type === 'desc') {
      const length = icc.readUInt32BE(offset + 8);
      return icc.toString('latin1', offset + 12, offset + 12 + length).replace(/\0+$/, '');
    }
    if (type === 'mluc') {
      const length = icc.readUInt32BE(offset + 20);
      const start = offset + icc.readUInt32BE(offset + 24);
      const utf16be = icc.subarray(start, start + length);
      return Buffer.from(utf16be).swap16().toString('utf16le');
    }
  }
  throw new Error('The ICC profile has no description');
}
