import { type PDFContext, PDFDict, PDFName, type PDFRef } from 'pdf-lib';
import { pdfNum } from './matrix';

/*
 * The resources one content stream (a page, a tiling pattern) names: fonts, images, alpha
 * states, spot colour spaces and patterns, each under a short name of its own.
 */

const KINDS = ['Font', 'XObject', 'ExtGState', 'ColorSpace', 'Pattern'] as const;
type Kind = (typeof KINDS)[number];
const PREFIX: Record<Kind, string> = {
  Font: 'F',
  XObject: 'Im',
  ExtGState: 'GS',
  ColorSpace: 'CS',
  Pattern: 'P',
};

export class ResourceSet {
  private readonly entries = new Map<Kind, Map<string, PDFRef | PDFDict>>();
  private readonly byKey = new Map<string, string>();

  constructor(private readonly context: PDFContext) {}

  /** The name of a resource, added under `key` the first time (the same key, the same name). */
  name(kind: Kind, key: string, make: () => PDFRef | PDFDict): string {
    const known = this.byKey.get(`${kind}:${key}`);
    if (known) return known;
    let names = this.entries.get(kind);
    if (!names) {
      names = new Map();
      this.entries.set(kind, names);
    }
    const name = `${PREFIX[kind]}${names.size + 1}`;
    names.set(name, make());
    this.byKey.set(`${kind}:${key}`, name);
    return name;
  }

  /** An alpha state for fill (ca) and stroke (CA) opacity. */
  alpha(fill: number, stroke: number): string {
    return this.name('ExtGState', `${pdfNum(fill)}/${pdfNum(stroke)}`, () =>
      this.context.obj({ Type: 'ExtGState', ca: fill, CA: stroke }),
    );
  }

  toDict(): PDFDict {
    const dict = PDFDict.withContext(this.context);
    for (const [kind, names] of this.entries) {
      const sub = PDFDict.withContext(this.context);
      for (const [name, value] of names) sub.set(PDFName.of(name), value);
      dict.set(PDFName.of(kind), sub);
    }
    return dict;
  }
}

/** CMYK (0..1) that a viewer or proofer shows for a spot plate it cannot print. */
export type Cmyk = readonly [number, number, number, number];

/**
 * Separation colour spaces, made once per document: `[/Separation /Name /DeviceCMYK tint]` with
 * a linear tint function from paper white to the alternate colour. The press sees a named plate.
 */
export function spotColours(context: PDFContext) {
  const made = new Map<string, PDFRef>();
  return (name: string, alternate: Cmyk): PDFRef => {
    let ref = made.get(name);
    if (!ref) {
      const tint = context.obj({
        FunctionType: 2,
        Domain: [0, 1],
        C0: [0, 0, 0, 0],
        C1: [...alternate],
        N: 1,
      });
      ref = context.register(
        context.obj([PDFName.of('Separation'), PDFName.of(name), PDFName.of('DeviceCMYK'), tint]),
      );
      made.set(name, ref);
    }
    return ref;
  };
}

/** PDF names take only regular characters; anything else is #-escaped by pdf-lib's PDFName. */
export function plateName(text: string): string {
  return text.replace(/[^A-Za-z0-9_-]/g, '');
}
