import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectDelimiter, parseCsv, serializeCsv } from './csv';

describe('parseCsv', () => {
  it('reads quoted fields, escaped quotes and line ends inside quotes', () => {
    expect(parseCsv('a,"b, c","say ""hi""","two\nlines"\r\n1,2,3,4\r\n')).toEqual([
      ['a', 'b, c', 'say "hi"', 'two\nlines'],
      ['1', '2', '3', '4'],
    ]);
  });

  it('accepts LF, CRLF and CR line ends and strips a byte-order mark', () => {
    expect(parseCsv('\uFEFFx,y\ny,z\r\nz,w\rq,r')).toEqual([
      ['x', 'y'],
      ['y', 'z'],
      ['z', 'w'],
      ['q', 'r'],
    ]);
  });

  it('detects semicolon and tab separated files', () => {
    expect(parseCsv('Name;City\n"Müller; Hans";Berlin')).toEqual([
      ['Name', 'City'],
      ['Müller; Hans', 'Berlin'],
    ]);
    expect(detectDelimiter('a\tb\tc\n1,2\t3')).toBe('\t');
    expect(detectDelimiter('only')).toBe(',');
  });

  it('keeps empty fields and reads an unclosed quote to the end', () => {
    expect(parseCsv('a,,b\n,')).toEqual([
      ['a', '', 'b'],
      ['', ''],
    ]);
    expect(parseCsv('a,"unclosed\nrest')).toEqual([['a', 'unclosed\nrest']]);
    expect(parseCsv('')).toEqual([]);
    expect(parseCsv('""')).toEqual([['']]);
  });

  const field = fc.string({
    unit: fc.constantFrom('a', 'b', ',', ';', '\t', '"', '\n', '\r', ' ', 'é', '\uFEFF'),
  });
  const rows = fc.array(fc.array(field, { minLength: 1, maxLength: 5 }), { maxLength: 6 });

  it('reads back what it writes, whatever the separator', () => {
    fc.assert(
      fc.property(rows, fc.constantFrom<',' | ';' | '\t'>(',', ';', '\t'), (data, sep) => {
        expect(parseCsv(serializeCsv(data, sep), sep)).toEqual(data);
        if (sep === ',') expect(parseCsv(serializeCsv(data))).toEqual(data);
      }),
      { numRuns: 500 },
    );
  });

  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const parsed = parseCsv(text);
        expect(Array.isArray(parsed)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
