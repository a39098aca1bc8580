import type { PDFContext, PDFFont, PDFRef } from 'pdf-lib';
import { isTextNode, type SvgElementNode, type SvgNode } from '../../../shared/render/svgNode';
import {
  applyMatrix,
  type Matrix,
  matrixOperands,
  multiply,
  parseTransform,
  pdfNum,
  translate,
} from './matrix';
import {
  ellipseSegments,
  parsePathData,
  pathOperators,
  rectSegments,
  type Segment,
  segmentCorners,
} from './pathData';
import { type Cmyk, ResourceSet } from './pdfResources';
import type { PagePoint } from './photoCrop';
import { type FacePart, type FontChoice, fontFromCss, splitRuns } from './printFonts';
import {
  DIE_CUT_PLATE,
  foilPlateName,
  INITIAL_PAINT,
  inheritPaint,
  numberAttr,
  type Paint,
  PLATE_ALTERNATES,
  rgb,
  urlId,
} from './svgPaint';

/*
 * Draws the renderer's SVG tree (renderSurface in 'print-reference' mode) as PDF operators, node
 * kind by node kind, so the print file matches the editor by construction: the same layout, the
 * same text lines, the same crops. Only the subset the renderer emits is understood; anything
 * else throws, so a renderer change cannot silently drop artwork from print.
 */

/**
 * What a page draws: the colour artwork; the foil marks alone (the foil plate's page); or both
 * on one page, the foil in its stand-in colour (a proof, which the customer reads as one page).
 */
export type PlatePass = 'colour' | 'foil' | 'composite';

export interface PlacedImage {
  ref: PDFRef;
  /** Where the embedded pixels sit, in the image element's own units. */
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface TreeDrawDeps {
  context: PDFContext;
  font: (choice: FontChoice) => Promise<FacePart[]>;
  /** A spot colour space by plate name. */
  spot: (name: string, alternate: Cmyk) => PDFRef;
  /** The ICCBased sRGB colour space every RGB colour is painted in (PDF/X forbids DeviceRGB). */
  rgb: PDFRef;
  /** Crops and embeds the photo behind an image href, as clipped here; undefined: nothing shows. */
  image: (
    href: string,
    box: { x: number; y: number; width: number; height: number },
    toPage: Matrix,
    clips: readonly (readonly PagePoint[])[],
  ) => Promise<PlacedImage | undefined>;
}

interface State {
  ctm: Matrix;
  clips: PagePoint[][];
  opacity: number;
  paint: Paint;
  /** In the foil pass: the plate the current marks go on; undefined outside a foil group. */
  plate?: string;
}

const IGNORED = new Set([
  'defs',
  'clipPath',
  'pattern',
  'linearGradient',
  'radialGradient',
  'title',
  'desc',
  'style',
]);
/** The element nodes of a tree by id, for clip-path, fill and use references. */
export function indexById(root: SvgNode, into = new Map<string, SvgElementNode>()) {
  if (isTextNode(root)) return into;
  const id = root.attrs.id;
  if (typeof id === 'string') into.set(id, root);
  for (const child of root.children) indexById(child, into);
  return into;
}

/** Draws one SVG tree (or a pattern's tile) into a content stream with its own resources. */
export class TreeDrawer {
  readonly ops: string[] = [];
  readonly resources: ResourceSet;

  constructor(
    private readonly deps: TreeDrawDeps,
    private readonly ids: Map<string, SvgElementNode>,
    private readonly pass: PlatePass,
  ) {
    this.resources = new ResourceSet(deps.context);
  }

  /** Draws the children of the root `<svg>` with `base` taking user space to the page. */
  async drawRoot(root: SvgElementNode, base: Matrix, clips: PagePoint[][] = []): Promise<void> {
    const state: State = { ctm: base, clips, opacity: 1, paint: INITIAL_PAINT };
    for (const child of root.children) await this.draw(child, state);
  }

  private async draw(node: SvgNode, parent: State): Promise<void> {
    if (isTextNode(node) || IGNORED.has(node.tag)) return;
    const a = node.attrs;
    if (this.pass === 'colour' && a['data-layer'] === 'foil') return;
    if (this.pass === 'foil' && a['data-layer'] === 'dieline') return;
    let plate = parent.plate;
    if (this.pass !== 'colour' && typeof a['data-foil'] === 'string')
      plate = foilPlateName(a['data-foil']);
    // The die line is a stroke for the cutter: its own named plate, never process ink.
    if (this.pass !== 'foil' && a['data-layer'] === 'dieline') plate = DIE_CUT_PLATE;
    const container = node.tag === 'g' || node.tag === 'svg' || node.tag === 'use';
    // The foil pass walks containers to find the foil groups and draws nothing else.
    if (this.pass === 'foil' && !plate && !container) return;
    const nonScaling = a['vector-effect'] === 'non-scaling-stroke';
    let local = parseTransform(a.transform === undefined ? undefined : String(a.transform));
    if (node.tag === 'use')
      local = multiply(local, translate(numberAttr(node, 'x'), numberAttr(node, 'y')));
    const state: State = {
      ctm: nonScaling ? parent.ctm : multiply(parent.ctm, local),
      clips: parent.clips,
      opacity: parent.opacity * (a.opacity === undefined ? 1 : numberAttr(node, 'opacity')),
      paint: inheritPaint(node, parent.paint),
      plate,
    };
    if (state.opacity <= 0) return;
    this.ops.push('q');
    if (!nonScaling && a.transform !== undefined) this.ops.push(`${matrixOperands(local)} cm`);
    if (node.tag === 'use' && (a.x !== undefined || a.y !== undefined))
      this.ops.push(`1 0 0 1 ${pdfNum(numberAttr(node, 'x'))} ${pdfNum(numberAttr(node, 'y'))} cm`);
    const clipId = urlId(a['clip-path']);
    if (clipId) state.clips = [...state.clips, this.clip(clipId, state.ctm)];
    switch (node.tag) {
      case 'svg':
      case 'g':
        for (const child of node.children) await this.draw(child, state);
        break;
      case 'use': {
        const href = String(a.href ?? a['xlink:href'] ?? '');
        const target = this.ids.get(href.replace(/^#/, ''));
        if (!target) throw new Error(`<use> refers to ${href}, which the drawing lacks`);
        await this.draw(target, state);
        break;
      }
      case 'rect':
        this.shape(
          rectSegments(
            numberAttr(node, 'x'),
            numberAttr(node, 'y'),
            numberAttr(node, 'width'),
            numberAttr(node, 'height'),
            numberAttr(node, 'rx'),
          ),
          state,
        );
        break;
      case 'circle': {
        const r = numberAttr(node, 'r');
        this.shape(ellipseSegments(numberAttr(node, 'cx'), numberAttr(node, 'cy'), r, r), state);
        break;
      }
      case 'ellipse':
        this.shape(
          ellipseSegments(
            numberAttr(node, 'cx'),
            numberAttr(node, 'cy'),
            numberAttr(node, 'rx'),
            numberAttr(node, 'ry'),
          ),
          state,
        );
        break;
      case 'path':
        this.shape(parsePathData(String(a.d ?? '')), state, nonScaling ? local : undefined);
        break;
      case 'text':
        await this.text(node, state);
        break;
      case 'image':
        await this.image(node, state);
        break;
      default:
        throw new Error(`The print file cannot draw <${node.tag}>`);
    }
    this.ops.push('Q');
  }

  /** Sets the clip to a clipPath's shapes; returns the clip's corners on the page. */
  private clip(id: string, ctm: Matrix): PagePoint[] {
    const clipPath = this.ids.get(id);
    if (clipPath?.tag !== 'clipPath') throw new Error(`No clipPath #${id}`);
    const segments: Segment[] = [];
    for (const child of clipPath.children) {
      if (isTextNode(child)) continue;
      const own = parseTransform(
        child.attrs.transform === undefined ? undefined : String(child.attrs.transform),
      );
      const shape =
        child.tag === 'rect'
          ? rectSegments(
              numberAttr(child, 'x'),
              numberAttr(child, 'y'),
              numberAttr(child, 'width'),
              numberAttr(child, 'height'),
              numberAttr(child, 'rx'),
            )
          : child.tag === 'path'
            ? parsePathData(String(child.attrs.d ?? ''))
            : child.tag === 'circle'
              ? ellipseSegments(
                  numberAttr(child, 'cx'),
                  numberAttr(child, 'cy'),
                  numberAttr(child, 'r'),
                  numberAttr(child, 'r'),
                )
              : undefined;
      if (!shape) throw new Error(`A clipPath cannot hold <${child.tag}> in print`);
      segments.push(...shape.map((s) => transformSegment(s, own)));
    }
    this.ops.push(`${pathOperators(segments)}\nW n`);
    return segmentCorners(segments).map((p) => applyMatrix(ctm, p.x, p.y));
  }

  /** Sets the fill or stroke colour for this pass; false when there is nothing to paint. */
  private colour(value: string, stroke: boolean, state: State, alpha: number): boolean {
    if (value === 'none' || alpha <= 0) return false;
    if (state.plate) {
      const plate = state.plate;
      const space = this.resources.name('ColorSpace', plate, () =>
        this.deps.spot(plate, PLATE_ALTERNATES[plate] ?? PLATE_ALTERNATES['Foil-gold']!),
      );
      this.ops.push(`/${space} ${stroke ? 'CS' : 'cs'} 1 ${stroke ? 'SCN' : 'scn'}`);
      return true;
    }
    const patternId = urlId(value);
    if (patternId) {
      if (stroke) return false;
      return this.patternFill(patternId, state);
    }
    const parts = rgb(value);
    if (!parts) throw new Error(`The print file cannot paint with ${value}`);
    const space = this.resources.name('ColorSpace', 'sRGB', () => this.deps.rgb);
    this.ops.push(
      `/${space} ${stroke ? 'CS' : 'cs'} ${parts.map(pdfNum).join(' ')} ${stroke ? 'SCN' : 'scn'}`,
    );
    return true;
  }

  private patternFill(id: string, state: State): boolean {
    const pattern = this.ids.get(id);
    // The foil sheen gradients only exist in previews; print-reference never asks for them.
    if (pattern?.tag !== 'pattern') throw new Error(`No pattern #${id} to fill with`);
    const key = `${id}@${state.ctm.map(pdfNum).join(',')}`;
    const name = this.resources.name('Pattern', key, () => {
      const w = numberAttr(pattern, 'width');
      const h = numberAttr(pattern, 'height');
      const tile = new TreeDrawer(this.deps, this.ids, this.pass);
      tile.drawTile(pattern);
      const stream = this.deps.context.flateStream(tile.ops.join('\n'), {
        Type: 'Pattern',
        PatternType: 1,
        PaintType: 1,
        TilingType: 1,
        BBox: [0, 0, w, h],
        XStep: w,
        YStep: h,
        Matrix: [...state.ctm],
        Resources: tile.resources.toDict(),
      });
      return this.deps.context.register(stream);
    });
    this.ops.push(`/Pattern cs /${name} scn`);
    return true;
  }

  /** A pattern's tile: its shapes, in pattern space. Shapes draw synchronously. */
  private drawTile(pattern: SvgElementNode): void {
    const state: State = { ctm: [1, 0, 0, 1, 0, 0], clips: [], opacity: 1, paint: INITIAL_PAINT };
    for (const child of pattern.children) {
      if (isTextNode(child)) continue;
      if (child.tag !== 'rect' && child.tag !== 'circle' && child.tag !== 'path')
        throw new Error(`A pattern cannot hold <${child.tag}> in print`);
      void this.draw(child, state);
    }
  }

  private shape(segments: Segment[], state: State, pointsThrough?: Matrix): void {
    const p = state.paint;
    const fillAlpha = state.opacity * p.fillOpacity;
    const strokeAlpha = state.opacity * p.strokeOpacity;
    const fills = this.colour(p.fill, false, state, fillAlpha);
    const strokes = this.colour(p.stroke, true, state, strokeAlpha) && p.strokeWidth > 0;
    if (!fills && !strokes) return;
    if ((fills && fillAlpha < 1) || (strokes && strokeAlpha < 1))
      this.ops.push(
        `/${this.resources.alpha(fills ? fillAlpha : 1, strokes ? strokeAlpha : 1)} gs`,
      );
    if (strokes) {
      this.ops.push(`${pdfNum(p.strokeWidth)} w`);
      if (p.linecap === 'round') this.ops.push('1 J 1 j');
      if (p.dash && p.dash !== 'none') {
        const dash = p.dash
          .split(/[\s,]+/)
          .filter(Boolean)
          .map(Number);
        if (dash.every(Number.isFinite)) this.ops.push(`[${dash.map(pdfNum).join(' ')}] 0 d`);
      }
    }
    const evenOdd = p.fillRule === 'evenodd';
    const paintOp =
      fills && strokes ? (evenOdd ? 'B*' : 'B') : fills ? (evenOdd ? 'f*' : 'f') : 'S';
    this.ops.push(`${pathOperators(segments, pointsThrough)}\n${paintOp}`);
  }

  private async text(node: SvgElementNode, state: State): Promise<void> {
    const a = node.attrs;
    const choice = fontFromCss(
      a['font-family'] === undefined ? undefined : String(a['font-family']),
      a['font-weight'],
      a['font-style'] === undefined ? undefined : String(a['font-style']),
    );
    const size = numberAttr(node, 'font-size', 16);
    const spacing = numberAttr(node, 'letter-spacing', 0);
    const anchor = String(a['text-anchor'] ?? 'start');
    const lines: { x: number; y: number; text: string }[] = [];
    for (const child of node.children) {
      if (isTextNode(child)) {
        lines.push({ x: numberAttr(node, 'x'), y: numberAttr(node, 'y'), text: child.text });
      } else if (child.tag === 'tspan') {
        const text = child.children.map((c) => (isTextNode(c) ? c.text : '')).join('');
        lines.push({ x: numberAttr(child, 'x'), y: numberAttr(child, 'y'), text });
      }
    }
    const shown = lines.filter((line) => line.text.trim() !== '');
    if (!shown.length) return;
    const alpha = state.opacity * state.paint.fillOpacity;
    if (!this.colour(state.paint.fill, false, state, alpha)) return;
    if (alpha < 1) this.ops.push(`/${this.resources.alpha(alpha, 1)} gs`);
    const parts = await this.deps.font(choice);
    this.ops.push('BT');
    if (spacing) this.ops.push(`${pdfNum(spacing)} Tc`);
    let current: PDFFont | undefined;
    for (const line of shown) {
      const runs = await Promise.all(
        splitRuns(parts, line.text).map(async (run) => ({
          font: await run.part.font(),
          text: run.text,
        })),
      );
      const width = runs.reduce(
        (sum, run) =>
          sum + run.font.widthOfTextAtSize(run.text, size) + spacing * [...run.text].length,
        0,
      );
      const x =
        anchor === 'middle' ? line.x - width / 2 : anchor === 'end' ? line.x - width : line.x;
      // User space runs y down; the text matrix flips back so glyphs stand upright.
      this.ops.push(`1 0 0 -1 ${pdfNum(x)} ${pdfNum(line.y)} Tm`);
      // Each run moves the text position on by its own widths, so the next set continues the line.
      for (const run of runs) {
        if (run.font !== current) {
          current = run.font;
          const ref = run.font.ref;
          const fontName = this.resources.name('Font', ref.toString(), () => ref);
          this.ops.push(`/${fontName} ${pdfNum(size)} Tf`);
        }
        this.ops.push(`${run.font.encodeText(run.text).toString()} Tj`);
      }
    }
    this.ops.push('ET');
  }

  private async image(node: SvgElementNode, state: State): Promise<void> {
    const href = String(node.attrs.href ?? node.attrs['xlink:href'] ?? '');
    const box = {
      x: numberAttr(node, 'x'),
      y: numberAttr(node, 'y'),
      width: numberAttr(node, 'width'),
      height: numberAttr(node, 'height'),
    };
    const placed = await this.deps.image(href, box, state.ctm, state.clips);
    if (!placed) return;
    const name = this.resources.name('XObject', placed.ref.toString(), () => placed.ref);
    if (state.opacity < 1) this.ops.push(`/${this.resources.alpha(state.opacity, 1)} gs`);
    // The image's unit square, top row first, onto the placed box in y-down user space.
    this.ops.push(
      `${pdfNum(placed.width)} 0 0 ${pdfNum(-placed.height)} ${pdfNum(placed.x)} ${pdfNum(placed.y + placed.height)} cm`,
      `/${name} Do`,
    );
  }
}

function transformSegment(s: Segment, m: Matrix): Segment {
  switch (s.op) {
    case 'Z':
      return s;
    case 'C': {
      const p1 = applyMatrix(m, s.x1, s.y1);
      const p2 = applyMatrix(m, s.x2, s.y2);
      const p = applyMatrix(m, s.x, s.y);
      return { op: 'C', x1: p1.x, y1: p1.y, x2: p2.x, y2: p2.y, x: p.x, y: p.y };
    }
    default: {
      const p = applyMatrix(m, s.x, s.y);
      return { op: s.op, x: p.x, y: p.y };
    }
  }
}
