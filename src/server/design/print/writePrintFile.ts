import type { Writable } from 'node:stream';
import { PDFDocument, PDFName, type PDFRef } from 'pdf-lib';
import type { ProjectDocument } from '../../../shared/project/document';
import { fontByKey } from '../../../shared/project/fonts';
import type { ResolvedPhoto } from '../../../shared/render/context';
import { renderSurface } from '../../../shared/render/renderSurface';
import { isTextNode, type SvgNode } from '../../../shared/render/svgNode';
import { indexById, type PlatePass, type TreeDrawDeps, TreeDrawer } from './drawSvgTree';
import { matrixOperands, pdfNum } from './matrix';
import { spotColours } from './pdfResources';
import { PdfStreamWriter } from './pdfStreamWriter';
import { markPdfX4, PDFX_HEADER_VERSION } from './pdfX4';
import { cropPhoto, planPhotoCrop } from './photoCrop';
import { photoWorkQueue } from './photoWorkQueue';
import { documentFonts } from './printFonts';
import {
  boxArray,
  CROP_MARK_WIDTH_PT,
  cropMarkOperators,
  pageLayout,
  printedSurfaces,
  REGISTRATION_PLATE,
} from './printLayout';
import { printProfiles } from './printProfiles';

/** Where the print file reads the project's photos: sizes up front, bytes one page at a time. */
export interface PrintPhotos {
  /** Pixel size of the photo as shown (EXIF orientation applied); undefined when unknown. */
  size(photoId: string): { width: number; height: number } | undefined;
  /** The original's bytes, or a path sharp can read. */
  open(photoId: string): Promise<Buffer | string>;
  /**
   * A smaller rendition (the server's 2048 px derivative) with its pixel size, when there is one:
   * proofs read it instead of the original, since decoding 12 MP originals is what makes a proof slow.
   */
  openSmall?(photoId: string): Promise<PhotoRendition | undefined>;
}

export interface PhotoRendition {
  source: Buffer | string;
  width: number;
  height: number;
}

export interface PrintFileDeps {
  photos: PrintPhotos;
}

/** How a file is made: the print master, or a quick proof for the customer. */
export interface PrintFileSettings {
  /** Photos are downsampled above this effective resolution, never enlarged. */
  maxDpi: number;
  jpegQuality: number;
  /** Foil on a page of its own after each surface (print), or drawn in place (proofs). */
  foilPlates: boolean;
  /** Read photos' smaller renditions where the store has them (proofs). */
  smallPhotos: boolean;
  /** Words set diagonally across every page (proofs). */
  watermark?: string;
}

export const PRINT_SETTINGS: PrintFileSettings = {
  maxDpi: 300,
  jpegQuality: 90,
  foilPlates: true,
  smallPhotos: false,
};
export const PROOF_SETTINGS: PrintFileSettings = {
  maxDpi: 100,
  jpegQuality: 70,
  foilPlates: false,
  smallPhotos: true,
  watermark: 'PROOF',
};

export interface PrintedPage {
  surfaceId: string;
  plate: PlatePass;
}

export interface PrintedImage {
  page: number;
  photoId: string;
  /** Effective resolution of the crop at print size, as placed, and as embedded. */
  nativeDpi: number;
  embeddedDpi: number;
}

export interface PrintFileReport {
  pages: PrintedPage[];
  images: PrintedImage[];
  bytes: number;
}

/** The document cannot be printed as it is (no printed surface, a photo the store lacks). */
export class PrintInputError extends Error {
  override readonly name = 'PrintInputError';
}

const PHOTO_URL = 'print-photo:';

function hasFoil(node: SvgNode): boolean {
  if (isTextNode(node)) return false;
  if (node.attrs['data-layer'] === 'foil') return true;
  return node.children.some(hasFoil);
}

function referencedPhotoIds(doc: ProjectDocument): string[] {
  const ids = new Set<string>();
  for (const element of Object.values(doc.elements)) {
    if (element.type === 'photoSlot' && element.photoId) ids.add(element.photoId);
    if (element.type === 'background' && element.fill.kind === 'photo' && element.fill.photoId)
      ids.add(element.fill.photoId);
  }
  return [...ids];
}

/** The surfaces to print; throws PrintInputError when there are none or a photo is missing. */
export function assertPrintable(doc: ProjectDocument, photos: PrintPhotos) {
  const surfaces = printedSurfaces(doc);
  if (!surfaces.length) throw new PrintInputError('This project has nothing to print');
  const missing = referencedPhotoIds(doc).filter((id) => !photos.size(id));
  if (missing.length)
    throw new PrintInputError(
      `The project uses photos that are no longer available: ${missing.join(', ')}`,
    );
  return surfaces;
}

/**
 * Writes the print file of a project document to `sink`: per printed surface a page at its trim
 * size plus bleed, with TrimBox, BleedBox and crop marks outside the bleed, and after it a second
 * page for its foil when it has any (each foil a Separation colour named "Foil-<foil>"; the die
 * line is the "CutContour" separation on the colour page). Photos are fetched, cropped, embedded
 * and written page by page, so memory stays flat however long the book.
 */
export async function writePrintFile(
  doc: ProjectDocument,
  deps: PrintFileDeps,
  sink: Writable,
  settings: PrintFileSettings = PRINT_SETTINGS,
  /** Only these surfaces, in the document's order (one file of several, e.g. one print size). */
  onlySurfaceIds?: readonly string[],
): Promise<PrintFileReport> {
  try {
    return await writePages(doc, deps, sink, settings, onlySurfaceIds);
  } catch (error) {
    // A half-written file is no file: close the destination (its file, or the download) at once.
    sink.destroy();
    throw error;
  }
}

async function writePages(
  doc: ProjectDocument,
  deps: PrintFileDeps,
  sink: Writable,
  settings: PrintFileSettings,
  onlySurfaceIds?: readonly string[],
): Promise<PrintFileReport> {
  const only = onlySurfaceIds && new Set(onlySurfaceIds);
  const surfaces = assertPrintable(doc, deps.photos).filter((s) => !only || only.has(s.id));
  if (!surfaces.length) throw new PrintInputError('None of the chosen surfaces is printed');

  const pdf = await PDFDocument.create({ updateMetadata: false });
  const { rgb } = markPdfX4(
    pdf,
    {
      title: doc.title || 'Untitled project',
      producer: 'printshop print file',
      contentKey: JSON.stringify([doc, settings, surfaces.map((s) => s.id)]),
      date: new Date(0),
    },
    await printProfiles(),
  );
  const { context } = pdf;
  const font = documentFonts(pdf);
  const spot = spotColours(context);
  const writer = new PdfStreamWriter(sink, context, PDFX_HEADER_VERSION);
  await writer.start();
  const report: PrintFileReport = { pages: [], images: [], bytes: 0 };
  const resolve = (photoId: string): ResolvedPhoto | undefined => {
    const size = deps.photos.size(photoId);
    return size && { url: `${PHOTO_URL}${encodeURIComponent(photoId)}`, ...size };
  };

  const crops = photoWorkQueue();
  let unwritten: { objects: PDFRef[]; ready: Promise<unknown> } | undefined;
  const writeWhenReady = async (page: typeof unwritten) => {
    if (!page) return;
    await page.ready;
    await writer.flush(page.objects);
  };

  for (const surface of surfaces) {
    const tree = renderSurface(doc, surface.id, { mode: 'print-reference', photos: resolve });
    const ids = indexById(tree);
    const layout = pageLayout(surface);
    // This page's photos, opened once even when a photo shows several times (canvas edges).
    const opened = new Map<string, Promise<PhotoRendition>>();
    const openPhoto = async (photoId: string): Promise<PhotoRendition> => {
      const small = settings.smallPhotos ? await deps.photos.openSmall?.(photoId) : undefined;
      return small ?? { source: await deps.photos.open(photoId), ...deps.photos.size(photoId)! };
    };
    const heavy: PDFRef[] = [];
    const cropping: Promise<void>[] = [];
    const drawDeps: TreeDrawDeps = {
      context,
      font,
      spot,
      rgb,
      async image(href, box, toPage, clips) {
        if (!href.startsWith(PHOTO_URL)) throw new Error(`The print file cannot embed ${href}`);
        const photoId = decodeURIComponent(href.slice(PHOTO_URL.length));
        let rendition = opened.get(photoId);
        if (!rendition) {
          rendition = openPhoto(photoId);
          opened.set(photoId, rendition);
        }
        const { source, ...size } = await rendition;
        // The placement is proportional, so a smaller rendition plans in its own pixels.
        const plan = planPhotoCrop(box, size, toPage, clips, settings.maxDpi);
        if (!plan) return undefined;
        // The crop is queued and the drawing goes on: the image's object is filled in when
        // it is done, before the page is written.
        const ref = context.nextRef();
        const cropped = crops(() => cropPhoto(source, size, plan, settings.jpegQuality)).then(
          (jpeg) =>
            context.assign(
              ref,
              context.stream(jpeg.data, {
                Type: 'XObject',
                Subtype: 'Image',
                Width: jpeg.width,
                Height: jpeg.height,
                ColorSpace: rgb,
                BitsPerComponent: 8,
                Filter: 'DCTDecode',
              }),
            ),
        );
        // Awaited with the page; until then a failure must not count as unhandled.
        cropped.catch(() => undefined);
        cropping.push(cropped);
        heavy.push(ref);
        report.images.push({
          page: report.pages.length + 1,
          photoId,
          nativeDpi: plan.nativeDpi,
          embeddedDpi: plan.embeddedDpi,
        });
        return {
          ref,
          x: plan.placeX,
          y: plan.placeY,
          width: plan.placeWidth,
          height: plan.placeHeight,
        };
      },
    };
    const passes: PlatePass[] = !settings.foilPlates
      ? ['composite']
      : hasFoil(tree)
        ? ['colour', 'foil']
        : ['colour'];
    for (const pass of passes) {
      const drawer = new TreeDrawer(drawDeps, ids, pass);
      const bleed = {
        x: -surface.bleed,
        y: -surface.bleed,
        width: surface.width + 2 * surface.bleed,
        height: surface.height + 2 * surface.bleed,
      };
      // Everything is cut to the bleed; crops of photos use the same edge.
      const bleedCorners = [
        { x: bleed.x, y: bleed.y },
        { x: bleed.x + bleed.width, y: bleed.y },
        { x: bleed.x + bleed.width, y: bleed.y + bleed.height },
        { x: bleed.x, y: bleed.y + bleed.height },
      ].map((p) => ({
        x: layout.userToPage[4] + p.x,
        y: layout.userToPage[5] - p.y,
      }));
      drawer.ops.push(
        'q',
        `${matrixOperands(layout.userToPage)} cm`,
        'q',
        `${pdfNum(bleed.x)} ${pdfNum(bleed.y)} ${pdfNum(bleed.width)} ${pdfNum(bleed.height)} re W n`,
      );
      await drawer.drawRoot(tree, layout.userToPage, [bleedCorners]);
      if (settings.watermark && pass !== 'foil')
        await watermark(drawer, surface, settings.watermark, font, rgb);
      drawer.ops.push('Q');
      const registration = drawer.resources.name('ColorSpace', REGISTRATION_PLATE, () =>
        spot(REGISTRATION_PLATE, [1, 1, 1, 1]),
      );
      drawer.ops.push(
        `/${registration} CS 1 SCN ${pdfNum(CROP_MARK_WIDTH_PT)} w`,
        cropMarkOperators(surface),
        'S',
        'Q',
      );
      const page = pdf.addPage([layout.mediaBox.width, layout.mediaBox.height]);
      const content = context.register(context.flateStream(drawer.ops.join('\n')));
      page.node.set(PDFName.of('Contents'), content);
      page.node.set(PDFName.of('Resources'), drawer.resources.toDict());
      page.node.set(PDFName.of('TrimBox'), context.obj(boxArray(layout.trimBox)));
      page.node.set(PDFName.of('BleedBox'), context.obj(boxArray(layout.bleedBox)));
      report.pages.push({ surfaceId: surface.id, plate: pass });
      // The previous page is written once its crops are done, while this page's crops run: the
      // cores stay busy across a page turn, and memory holds two pages' photos at most.
      const drawn = {
        objects: [...heavy.splice(0), content],
        ready: Promise.all(cropping.splice(0)),
      };
      drawn.ready.catch(() => undefined);
      await writeWhenReady(unwritten);
      unwritten = drawn;
    }
  }
  await writeWhenReady(unwritten);
  await pdf.flush();
  report.bytes = await writer.finish();
  return report;
}

/**
 * A proof: the same surfaces, photos at about 100 DPI, foil drawn in place in its stand-in colour
 * (no separate plate page) and "PROOF" across every page.
 */
export function writeProofFile(
  doc: ProjectDocument,
  deps: PrintFileDeps,
  sink: Writable,
): Promise<PrintFileReport> {
  return writePrintFile(doc, deps, sink, PROOF_SETTINGS);
}

async function watermark(
  drawer: TreeDrawer,
  surface: { width: number; height: number },
  words: string,
  font: ReturnType<typeof documentFonts>,
  rgb: PDFRef,
): Promise<void> {
  const parts = await font({ font: fontByKey('montserrat')!, weight: 700, italic: false });
  const face = await parts[0]!.font();
  const angle = Math.atan2(surface.height, surface.width);
  const diagonal = Math.hypot(surface.width, surface.height);
  const size = Math.min(
    (diagonal * 0.6) / Math.max(1, face.widthOfTextAtSize(words, 1)),
    surface.height * 0.4,
  );
  const width = face.widthOfTextAtSize(words, size);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  // Centred on the trim, rising to the right; the flip keeps glyphs upright in y-down space.
  const x = surface.width / 2 - (width / 2) * cos + 0.35 * size * sin;
  const y = surface.height / 2 + (width / 2) * sin + 0.35 * size * cos;
  const name = drawer.resources.name('Font', face.ref.toString(), () => face.ref);
  drawer.ops.push(
    'q',
    `/${drawer.resources.alpha(0.35, 1)} gs`,
    `/${drawer.resources.name('ColorSpace', 'sRGB', () => rgb)} cs 0.85 0.1 0.1 scn`,
    'BT',
    `/${name} ${pdfNum(size)} Tf`,
    `${pdfNum(cos)} ${pdfNum(-sin)} ${pdfNum(-sin)} ${pdfNum(-cos)} ${pdfNum(x)} ${pdfNum(y)} Tm`,
    `${face.encodeText(words).toString()} Tj`,
    'ET',
    'Q',
  );
}
