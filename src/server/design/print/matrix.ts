/*
 * 2-D affine matrices in PDF's order [a b c d e f]: x' = a·x + c·y + e, y' = b·x + d·y + f.
 * The print walker keeps the full matrix from SVG user space to the page, because crops and
 * tiling patterns must be computed in page space, not only emitted as `cm`.
 */

export type Matrix = readonly [number, number, number, number, number, number];

export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** `inner` applied first, then `outer` (SVG: outer's transform attribute wraps inner's). */
export function multiply(outer: Matrix, inner: Matrix): Matrix {
  const [a, b, c, d, e, f] = outer;
  const [a2, b2, c2, d2, e2, f2] = inner;
  return [
    a * a2 + c * b2,
    b * a2 + d * b2,
    a * c2 + c * d2,
    b * c2 + d * d2,
    a * e2 + c * f2 + e,
    b * e2 + d * f2 + f,
  ];
}

export function applyMatrix(m: Matrix, x: number, y: number): { x: number; y: number } {
  return { x: m[0] * x + m[2] * y + m[4], y: m[1] * x + m[3] * y + m[5] };
}

export function invert(m: Matrix): Matrix {
  const [a, b, c, d, e, f] = m;
  const det = a * d - b * c;
  if (Math.abs(det) < 1e-12)
    throw new RangeError('A transform that flattens everything cannot be inverted');
  return [d / det, -b / det, -c / det, a / det, (c * f - d * e) / det, (b * e - a * f) / det];
}

export const translate = (x: number, y = 0): Matrix => [1, 0, 0, 1, x, y];
export const scale = (x: number, y = x): Matrix => [x, 0, 0, y, 0, 0];

export function rotate(degrees: number, cx = 0, cy = 0): Matrix {
  const rad = (degrees * Math.PI) / 180;
  const cos = Math.cos(rad);
  const sin = Math.sin(rad);
  const turn: Matrix = [cos, sin, -sin, cos, 0, 0];
  if (!cx && !cy) return turn;
  return multiply(translate(cx, cy), multiply(turn, translate(-cx, -cy)));
}

/** How much the matrix enlarges lengths along its x axis (for sizes on the page). */
export function xScale(m: Matrix): number {
  return Math.hypot(m[0], m[1]);
}

export function yScale(m: Matrix): number {
  return Math.hypot(m[2], m[3]);
}

const FUNCTION = /([a-zA-Z]+)\s*\(([^)]*)\)/g;

/** Parses an SVG transform list (translate, scale, rotate, matrix, skewX/Y); bad input throws. */
export function parseTransform(text: string | undefined): Matrix {
  if (!text) return IDENTITY;
  let result: Matrix = IDENTITY;
  for (const [, name, rawArgs] of text.matchAll(FUNCTION)) {
    const args = (rawArgs ?? '')
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    if (args.some((n) => !Number.isFinite(n))) throw new Error(`Bad transform arguments: ${text}`);
    let step: Matrix;
    switch (name) {
      case 'translate':
        step = translate(args[0] ?? 0, args[1] ?? 0);
        break;
      case 'scale':
        step = scale(args[0] ?? 1, args[1] ?? args[0] ?? 1);
        break;
      case 'rotate':
        step = rotate(args[0] ?? 0, args[1] ?? 0, args[2] ?? 0);
        break;
      case 'matrix':
        if (args.length !== 6) throw new Error(`matrix() takes 6 numbers: ${text}`);
        step = args as unknown as Matrix;
        break;
      case 'skewX':
        step = [1, 0, Math.tan(((args[0] ?? 0) * Math.PI) / 180), 1, 0, 0];
        break;
      case 'skewY':
        step = [1, Math.tan(((args[0] ?? 0) * Math.PI) / 180), 0, 1, 0, 0];
        break;
      default:
        throw new Error(`Unknown transform ${name} in ${text}`);
    }
    result = multiply(result, step);
  }
  return result;
}

/** A number as PDF content wants it: short, no exponent. */
export function pdfNum(value: number): string {
  const rounded = Math.round(value * 10000) / 10000;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

export function matrixOperands(m: Matrix): string {
  return m.map(pdfNum).join(' ');
}
