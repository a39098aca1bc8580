import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFRef,
  PDFStream,
} from 'pdf-lib';

/*
 * What a PDF/X-4 preflight reads beyond the page boxes: poppler's own reading of the version
 * keys (pdfinfo), and, parsed here, the output intent with its ICC profile's header, the Info
 * and XMP keys, the trailer ID, and the colour operators of every content stream.
 */

export interface IccHeader {
  /** The size the header states, and the bytes the stream holds. */
  declaredSize: number;
  actualSize: number;
  signature: string;
  deviceClass: string;
  colourSpace: string;
  pcs: string;
  majorVersion: number;
}

export function iccHeader(icc: Uint8Array): IccHeader {
  const bytes = Buffer.from(icc);
  return {
    declaredSize: bytes.readUInt32BE(0),
    actualSize: bytes.length,
    signature: bytes.toString('latin1', 36, 40),
    deviceClass: bytes.toString('latin1', 12, 16),
    colourSpace: bytes.toString('latin1', 16, 20).trim(),
    pcs: bytes.toString('latin1', 20, 24).trim(),
    majorVersion: bytes[8]!,
  };
}

export interface OutputIntentFacts {
  subtype: string;
  conditionIdentifier: string;
  info?: string;
  components: number;
  profile: IccHeader;
}

export interface PdfXFacts {
  /** From pdfinfo: the header version and the PDF/X subtype poppler recognises. */
  popplerVersion: string;
  popplerSubtype?: string;
  infoVersion?: string;
  infoTrapped?: string;
  xmp: string;
  trailerIds: number;
  outputIntents: OutputIntentFacts[];
  /** Colour operators that paint in a device space the CMYK intent does not define (rg, RG, g, G). */
  deviceRgbOrGrayOperators: number;
  /** The colour space family of each image XObject (ICCBased, DeviceRGB…). */
  imageColourSpaces: string[];
  /** The N of each image's ICCBased space. */
  iccBasedComponents: number[];
  annotations: number;
  encrypted: boolean;
}

const streamBytes = (stream: PDFStream) =>
  stream instanceof PDFRawStream ? decodePDFRawStream(stream).decode() : stream.getContents();

const textOf = (value: unknown) =>
  value && typeof value === 'object' && 'decodeText' in value
    ? (value as { decodeText(): string }).decodeText()
    : value instanceof PDFName
      ? value.decodeText()
      : undefined;

export async function pdfXFacts(file: string): Promise<PdfXFacts> {
  const pdfinfo = execFileSync('pdfinfo', [file], { encoding: 'latin1' });
  const pdf = await PDFDocument.load(await readFile(file), { updateMetadata: false });
  const { context, catalog } = pdf;
  const info = context.lookup(context.trailerInfo.Info, PDFDict);
  const metadata = catalog.lookup(PDFName.of('Metadata'), PDFStream);
  const intents = catalog.lookupMaybe(PDFName.of('OutputIntents'), PDFArray);
  const outputIntents = (intents?.asArray() ?? []).map((item) => {
    const intent = context.lookup(item, PDFDict);
    const profile = intent.lookup(PDFName.of('DestOutputProfile'), PDFStream);
    return {
      subtype: textOf(intent.get(PDFName.of('S'))) ?? '',
      conditionIdentifier: textOf(intent.lookup(PDFName.of('OutputConditionIdentifier'))) ?? '',
      info: textOf(intent.lookup(PDFName.of('Info'))),
      components: Number(profile.dict.lookup(PDFName.of('N'))?.toString()),
      profile: iccHeader(streamBytes(profile)),
    };
  });

  const contents: PDFStream[] = [];
  const imageColourSpaces: string[] = [];
  const iccBasedComponents: number[] = [];
  let annotations = 0;
  for (const [, object] of context.enumerateIndirectObjects()) {
    if (object instanceof PDFDict && object.get(PDFName.of('Type')) === PDFName.of('Page')) {
      annotations += object.lookupMaybe(PDFName.of('Annots'), PDFArray)?.size() ?? 0;
      contents.push(object.lookup(PDFName.of('Contents'), PDFStream));
    }
    if (!(object instanceof PDFStream)) continue;
    if (object.dict.get(PDFName.of('Type')) === PDFName.of('Pattern')) contents.push(object);
    if (object.dict.get(PDFName.of('Subtype')) !== PDFName.of('Image')) continue;
    const space = object.dict.get(PDFName.of('ColorSpace'));
    const resolved = space instanceof PDFRef ? context.lookup(space) : space;
    const family = resolved instanceof PDFArray ? resolved.get(0) : resolved;
    imageColourSpaces.push(textOf(family) ?? String(family));
    if (resolved instanceof PDFArray) {
      const icc = resolved.lookup(1, PDFStream);
      iccBasedComponents.push(Number(icc.dict.lookup(PDFName.of('N'))?.toString()));
    }
  }
  let deviceRgbOrGrayOperators = 0;
  for (const stream of contents) {
    const ops = Buffer.from(streamBytes(stream)).toString('latin1');
    // Text is shown as <hex> strings (Identity-H), so these words can only be operators.
    deviceRgbOrGrayOperators += ops.match(/(?<=\s|^)(rg|RG|g|G)(?=\s|$)/g)?.length ?? 0;
  }
  return {
    popplerVersion: /^PDF version:\s+(\S+)/m.exec(pdfinfo)?.[1] ?? '',
    popplerSubtype: /^PDF subtype:\s+(\S+)/m.exec(pdfinfo)?.[1],
    infoVersion: textOf(info.lookup(PDFName.of('GTS_PDFXVersion'))),
    infoTrapped: textOf(info.get(PDFName.of('Trapped'))),
    xmp: Buffer.from(streamBytes(metadata)).toString('utf8'),
    trailerIds: context.trailerInfo.ID instanceof PDFArray ? context.trailerInfo.ID.size() : 0,
    outputIntents,
    deviceRgbOrGrayOperators,
    imageColourSpaces,
    iccBasedComponents,
    annotations,
    encrypted: pdf.isEncrypted,
  };
}

/**
 * A copy of the file without its output intent, for comparing its drawing with the renderer's:
 * given one, poppler shows the page as printed on that CMYK condition (its gamut, its paper),
 * which is the RIP's conversion, not the drawing under test.
 */
export async function withoutOutputIntent(file: string): Promise<string> {
  const pdf = await PDFDocument.load(await readFile(file), { updateMetadata: false });
  pdf.catalog.delete(PDFName.of('OutputIntents'));
  const copy = file.replace(/\.pdf$/, '.screen.pdf');
  await writeFile(copy, await pdf.save({ useObjectStreams: false }));
  return copy;
}
