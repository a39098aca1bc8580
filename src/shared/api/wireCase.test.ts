import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { camelKey, fromWire, snakeKey, toWire } from './wireCase';

const camelName = fc.stringMatching(/^[a-z][a-z0-9]{0,6}([A-Z][a-z0-9]{0,4}){0,3}$/);

/** JSON-like camelCase values without null or undefined: what code hands to toWire. */
const { value: camelValue } = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.string(),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.boolean(),
    fc.array(tie('value'), { maxLength: 4 }),
    tie('object'),
  ),
  object: fc.dictionary(camelName, tie('value'), { maxKeys: 5 }),
}));

const camelObject = fc.dictionary(camelName, camelValue, { maxKeys: 6 });

function allKeys(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(allKeys);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => [key, ...allKeys(inner)]);
  }
  return [];
}

function containsNull(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (Array.isArray(value)) return value.some(containsNull);
  if (typeof value === 'object') return Object.values(value).some(containsNull);
  return false;
}

describe('key casing', () => {
  it('converts single keys both ways', () => {
    expect(snakeKey('photoIds')).toBe('photo_ids');
    expect(snakeKey('addressLine1')).toBe('address_line1');
    expect(snakeKey('Name')).toBe('name');
    expect(snakeKey('already_snake')).toBe('already_snake');
    expect(camelKey('photo_ids')).toBe('photoIds');
    expect(camelKey('focus_relative_x')).toBe('focusRelativeX');
    expect(camelKey('a_b_c')).toBe('aBC');
    expect(camelKey('_private')).toBe('_private');
    expect(camelKey('double__under')).toBe('double__under');
  });
});

describe('toWire', () => {
  it('snake-cases deeply, drops null and undefined properties, keeps array positions', () => {
    expect(
      toWire({
        firstName: 'Ada',
        lastName: null,
        middleName: undefined,
        shippingAddress: { postalCode: '12345', line2: null },
        photoIds: [1, null, 3],
        pages: [{ pageIndex: 0 }],
      }),
    ).toEqual({
      first_name: 'Ada',
      shipping_address: { postal_code: '12345' },
      photo_ids: [1, null, 3],
      pages: [{ page_index: 0 }],
    });
  });

  it('writes Dates as ISO text and leaves files, blobs and form data untouched', () => {
    const file = new File(['x'], 'a.jpg');
    const blob = new Blob(['y']);
    const form = new FormData();
    const out = toWire({
      takenAt: new Date('2024-05-06T07:08:09.000Z'),
      file,
      blob,
      form,
    }) as Record<string, unknown>;
    expect(out.taken_at).toBe('2024-05-06T07:08:09.000Z');
    expect(out.file).toBe(file);
    expect(out.blob).toBe(blob);
    expect(out.form).toBe(form);
  });

  it('never copies a __proto__ key into the prototype', () => {
    const parsed = JSON.parse('{"__proto__": {"polluted": true}, "a_b": 1}');
    const out = fromWire(parsed) as Record<string, unknown>;
    expect(out).toEqual({ aB: 1 });
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
  });

  it('passes primitives through', () => {
    expect(toWire('text')).toBe('text');
    expect(toWire(3)).toBe(3);
    expect(toWire(null)).toBe(null);
    expect(fromWire(undefined)).toBe(undefined);
  });
});

describe('wire casing properties', () => {
  it('fromWire(toWire(x)) is x for camelCase data without nulls', () => {
    fc.assert(
      fc.property(camelObject, (value) => {
        expect(fromWire(toWire(value))).toEqual(value);
      }),
    );
  });

  it('leaves no upper-case letter in any key after toWire', () => {
    fc.assert(
      fc.property(camelObject, (value) => {
        for (const key of allKeys(toWire(value))) expect(key).toBe(key.toLowerCase());
      }),
    );
  });

  it('makes every null and undefined property vanish', () => {
    const withNulls = fc.dictionary(
      camelName,
      fc.oneof(
        fc.constant(null),
        fc.constant(undefined),
        fc.string(),
        fc.dictionary(camelName, fc.oneof(fc.constant(null), fc.integer())),
      ),
    );
    fc.assert(
      fc.property(withNulls, (value) => {
        expect(containsNull(toWire(value))).toBe(false);
      }),
    );
  });
});
