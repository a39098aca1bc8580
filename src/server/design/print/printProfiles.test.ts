import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { printProfiles, profileDescription, withoutTags } from './printProfiles';

/** The tags of an ICC profile: signature, and the bytes it points at. */
function tags(icc: Buffer) {
  const count = icc.readUInt32BE(128);
  return Array.from({ length: count }, (_, i) => {
    const at = 132 + i * 12;
    const offset = icc.readUInt32BE(at + 4);
    const size = icc.readUInt32BE(at + 8);
    return {
      signature: icc.toString('latin1', at, at + 4),
      offset,
      data: icc.subarray(offset, offset + size),
    };
  });
}

describe('the print profiles', () => {
  it('are the sRGB display profile and a CMYK output profile, measurement data left out', async () => {
    const { srgb, cmyk } = await printProfiles();
    expect(srgb.toString('latin1', 12, 20)).toBe('mntrRGB ');
    expect(cmyk.toString('latin1', 12, 20)).toBe('prtrCMYK');
    expect(profileDescription(cmyk)).toBe('Chemical proof');
    expect(profileDescription(srgb)).toBe('sRGB');
    expect(cmyk.readUInt32BE(0)).toBe(cmyk.length);
    const signatures = tags(cmyk).map((t) => t.signature);
    expect(signatures).toEqual(expect.arrayContaining(['A2B0', 'B2A0', 'gamt', 'wtpt']));
    expect(signatures).not.toContain('targ');
  });

  it('drops only the tags named, keeping every other tag’s bytes, shared data shared', () => {
    const tag = fc.record({
      signature: fc.stringMatching(/^[a-zA-Z]{4}$/),
      data: fc.uint8Array({ minLength: 1, maxLength: 40 }),
      sharesPrevious: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.uniqueArray(tag, { minLength: 1, maxLength: 8, selector: (t) => t.signature }),
        fc.integer({ min: 0, max: 7 }),
        (specs, dropIndex) => {
          // Lay out a profile the way ICC does: header, tag table, data (some tags pointing at the same bytes).
          const table = Buffer.alloc(4 + specs.length * 12);
          table.writeUInt32BE(specs.length, 0);
          const chunks: Buffer[] = [];
          let position = 128 + table.length;
          let previous: { offset: number; size: number } | undefined;
          specs.forEach((spec, i) => {
            let place = previous;
            if (!spec.sharesPrevious || !place) {
              const padded = Buffer.alloc(Math.ceil(spec.data.length / 4) * 4);
              padded.set(spec.data);
              place = { offset: position, size: spec.data.length };
              chunks.push(padded);
              position += padded.length;
            }
            previous = place;
            table.write(spec.signature, 4 + i * 12, 'latin1');
            table.writeUInt32BE(place.offset, 8 + i * 12);
            table.writeUInt32BE(place.size, 12 + i * 12);
          });
          const header = Buffer.alloc(128);
          header.writeUInt32BE(position, 0);
          header.write('acsp', 36, 'latin1');
          const icc = Buffer.concat([header, table, ...chunks]);
          const drop = specs[dropIndex % specs.length]!.signature;
          const stripped = withoutTags(icc, [drop]);
          expect(stripped.readUInt32BE(0)).toBe(stripped.length);
          expect(stripped.toString('latin1', 36, 40)).toBe('acsp');
          const before = tags(icc).filter((t) => t.signature !== drop);
          const after = tags(stripped);
          expect(after.map((t) => t.signature)).toEqual(before.map((t) => t.signature));
          after.forEach((t, i) => {
            expect(Buffer.compare(t.data, before[i]!.data)).toBe(0);
            expect(t.offset % 4).toBe(0);
          });
          // Tags that shared bytes before still share them, so nothing is stored twice.
          const shared = (list: { offset: number }[]) =>
            list.map((t) => list.findIndex((u) => u.offset === t.offset));
          expect(shared(after)).toEqual(shared(before));
        },
      ),
    );
  });
});
