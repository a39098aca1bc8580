import { createHash } from 'node:crypto';
import { PDFDict, type PDFDocument, PDFHexString, PDFName, type PDFRef, PDFString } from 'pdf-lib';
import { type PrintProfiles, profileDescription } from './printProfiles';

/*
 * What makes a print file PDF/X-4 (ISO 15930-7:2010) beyond its pages: the version keys in the
 * Info dictionary and in the XMP metadata, which must agree; the file identifier in the trailer;
 * and the output intent: the printing condition the file is made for, as an embedded ICC
 * output profile. PDF/X-4 keeps RGB when it is colour-managed, so photos and RGB colours are
 * drawn in an ICCBased sRGB space (the returned `rgb`), never DeviceRGB, which a CMYK output
 * intent forbids. The pages' side (TrimBox and BleedBox, embedded fonts, no annotations, no
 * transfer functions, no encryption) is the page writer's.
 */

export const PDFX_VERSION = 'PDF/X-4';
/** The header a PDF/X-4 file carries: the standard is built on PDF 1.6. */
export const PDFX_HEADER_VERSION = '1.6';

export interface PdfX4Identity {
  title: string;
  producer: string;
  /** Anything that identifies the file's content: the same content, the same ids. */
  contentKey: string;
  /** Fixed, so the same design builds the same file. */
  date: Date;
}

const xml = (text: string) =>
  text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);

const uuid = (hex: string) =>
  `uuid:${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;

/** The XMP packet PDF/X-4 asks for: the pdfxid version, dates, title, trapping, the file's ids. */
export function pdfX4Metadata(identity: PdfX4Identity, documentId: string): string {
  const date = identity.date.toISOString().replace(/\.\d{3}Z$/, 'Z');
  return `<?xpacket begin="\u{feff}" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description rdf:about=""
 xmlns:dc="http://purl.org/dc/elements/1.1/"
 xmlns:xmp="http://ns.adobe.com/xap/1.0/"
 xmlns:pdf="http://ns.adobe.com/pdf/1.3/"
 xmlns:xmpMM="http://ns.adobe.com/xap/1.0/mm/"
 xmlns:pdfxid="http://www.npes.org/pdfx/ns/id/">
<dc:format>application/pdf</dc:format>
<dc:title><rdf:Alt><rdf:li xml:lang="x-default">${xml(identity.title)}</rdf:li></rdf:Alt></dc:title>
<xmp:CreateDate>${date}</xmp:CreateDate>
<xmp:ModifyDate>${date}</xmp:ModifyDate>
<xmp:MetadataDate>${date}</xmp:MetadataDate>
<xmp:CreatorTool>${xml(identity.producer)}</xmp:CreatorTool>
<pdf:Producer>${xml(identity.producer)}</pdf:Producer>
<pdf:Trapped>False</pdf:Trapped>
<xmpMM:DocumentID>${documentId}</xmpMM:DocumentID>
<xmpMM:InstanceID>${documentId}</xmpMM:InstanceID>
<xmpMM:VersionID>1</xmpMM:VersionID>
<xmpMM:RenditionClass>default</xmpMM:RenditionClass>
<pdfxid:GTS_PDFXVersion>${PDFX_VERSION}</pdfxid:GTS_PDFXVersion>
</rdf:Description>
</rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>`;
}

/**
 * Marks a new document as PDF/X-4: Info keys, XMP, trailer ID and the CMYK output intent.
 * Returns the sRGB colour space every RGB colour and image of the file is drawn in.
 */
export function markPdfX4(
  pdf: PDFDocument,
  identity: PdfX4Identity,
  profiles: PrintProfiles,
): { rgb: PDFRef } {
  const { context, catalog } = pdf;
  const digest = createHash('sha256').update(identity.contentKey).digest('hex').slice(0, 32);
  pdf.setTitle(identity.title);
  pdf.setProducer(identity.producer);
  pdf.setCreator(identity.producer);
  pdf.setCreationDate(identity.date);
  pdf.setModificationDate(identity.date);
  const info = context.lookup(context.trailerInfo.Info, PDFDict);
  info.set(PDFName.of('Trapped'), PDFName.of('False'));
  info.set(PDFName.of('GTS_PDFXVersion'), PDFString.of(PDFX_VERSION));

  // Uncompressed, so tools that read XMP without a PDF parser (a RIP's hot folder) still find it.
  const metadata = context.register(
    context.stream(Buffer.from(pdfX4Metadata(identity, uuid(digest)), 'utf8'), {
      Type: 'Metadata',
      Subtype: 'XML',
    }),
  );
  catalog.set(PDFName.of('Metadata'), metadata);

  const outputProfile = context.register(context.flateStream(profiles.cmyk, { N: 4 }));
  const condition = profileDescription(profiles.cmyk);
  catalog.set(
    PDFName.of('OutputIntents'),
    context.obj([
      context.obj({
        Type: 'OutputIntent',
        S: 'GTS_PDFX',
        // Not a registered characterisation (FOGRA39, GRACoL…): "Custom", the profile says the rest.
        OutputConditionIdentifier: PDFString.of('Custom'),
        OutputCondition: PDFString.of(condition),
        Info: PDFString.of(`${condition}: generic coated CMYK (ArgyllCMS, public domain)`),
        DestOutputProfile: outputProfile,
      }),
    ]),
  );

  context.trailerInfo.ID = context.obj([PDFHexString.of(digest), PDFHexString.of(digest)]);

  const srgb = context.register(context.flateStream(profiles.srgb, { N: 3 }));
  return { rgb: context.register(context.obj([PDFName.of('ICCBased'), srgb])) };
}
