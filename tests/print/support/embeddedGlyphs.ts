import { readFile } from 'node:fs/promises';
import fontkit from '@pdf-lib/fontkit';
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  type PDFRef,
} from 'pdf-lib';

/*
 * What the embedded fonts of a PDF can actually draw: each Type0 font's ToUnicode map read back
 * to character codes, and each code's glyph looked up in the embedded font program itself. A
 * character whose glyph has no outline (or is .notdef) prints empty, whatever pdftotext says.
 */

export interface EmbeddedFont {
  baseFont: string;
  /** Characters the font maps, each with whether its glyph has an outline in the embedded file. */
  glyphs: Map<string, { code: number; drawn: boolean }>;
}

function streamBytes(pdf: PDFDocument, ref: unknown): Uint8Array | undefined {
  const stream = pdf.context.lookup(ref as PDFRef);
  return stream instanceof PDFRawStream ? decodePDFRawStream(stream).decode() : undefined;
}

/** `<code> <unicode>` pairs of a ToUnicode CMap (bfchar and bfrange, as pdf-lib writes them). */
function toUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const hex = (h: string) => {
    const units = h.match(/.{4}/g)!.map((u) => Number.parseInt(u, 16));
    return String.fromCharCode(...units);
  };
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, uni] of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g))
      map.set(Number.parseInt(code!, 16), hex(uni!));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, lo, hi, uni] of block[1]!.matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g,
    )) {
      const start = Number.parseInt(lo!, 16);
      const first = hex(uni!).charCodeAt(0);
      for (let code = start; code <= Number.parseInt(hi!, 16); code++)
        map.set(code, String.fromCharCode(first + code - start));
    }
  }
  return map;
}

export async function embeddedGlyphs(file: string): Promise<EmbeddedFont[]> {
  const pdf = await PDFDocument.load(await readFile(file), { updateMetadata: false });
  const fonts: EmbeddedFont[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict)) continue;
    if (object.get(PDFName.of('Subtype'))?.toString() !== '/Type0') continue;
    const baseFont = object.get(PDFName.of('BaseFont'))!.toString().slice(1);
    const cmap = streamBytes(pdf, object.get(PDFName.of('ToUnicode')));
    const descendants = object.lookup(PDFName.of('DescendantFonts'), PDFArray);
    const cid = descendants.lookup(0, PDFDict);
    const descriptor = cid.lookup(PDFName.of('FontDescriptor'), PDFDict);
    const program =
      streamBytes(pdf, descriptor.get(PDFName.of('FontFile2'))) ??
      streamBytes(pdf, descriptor.get(PDFName.of('FontFile3')));
    if (!cmap || !program) throw new Error(`${baseFont} has no ToUnicode map or font program`);
    const face = fontkit.create(Buffer.from(program));
    const glyphs = new Map<string, { code: number; drawn: boolean }>();
    for (const [code, char] of toUnicode(Buffer.from(cmap).toString('latin1'))) {
      // fontkit's typings leave out the glyph's name and its path's commands.
      const glyph = face.getGlyph(code) as unknown as {
        name?: string;
        path: { commands: unknown[] };
      };
      glyphs.set(char, {
        code,
        drawn: code !== 0 && glyph.name !== '.notdef' && glyph.path.commands.length > 0,
      });
    }
    fonts.push({ baseFont, glyphs });
  }
  return fonts;
}
