import { applyMatrix, type Matrix, pdfNum } from './matrix';

/*
 * SVG path data to PDF path operators. Every command is brought to absolute moves, lines and
 * cubic curves (arcs and quadratics converted), the three that PDF paths are made of.
 */

export type Segment =
  | { op: 'M' | 'L'; x: number; y: number }
  | { op: 'C'; x1: number; y1: number; x2: number; y2: number; x: number; y: number }
  | { op: 'Z' };

const TOKEN = /[MmLlHhVvCcSsQqTtAaZz]|[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/g;
const ARITY: Record<string, number> = {
  M: 2,
  L: 2,
  H: 1,
  V: 1,
  C: 6,
  S: 4,
  Q: 4,
  T: 2,
  A: 7,
  Z: 0,
};

/** Cubic pieces of an SVG elliptical arc (endpoint parameterisation, SVG 1.1 appendix F.6). */
function arcToCubics(
  x0: number,
  y0: number,
  rxIn: number,
  ryIn: number,
  angle: number,
  largeArc: boolean,
  sweep: boolean,
  x: number,
  y: number,
): Segment[] {
  let rx = Math.abs(rxIn);
  let ry = Math.abs(ryIn);
  if (rx === 0 || ry === 0 || (x0 === x && y0 === y)) return [{ op: 'L', x, y }];
  const phi = (angle * Math.PI) / 180;
  const cos = Math.cos(phi);
  const sin = Math.sin(phi);
  const dx = (x0 - x) / 2;
  const dy = (y0 - y) / 2;
  const x1p = cos * dx + sin * dy;
  const y1p = -sin * dx + cos * dy;
  const lambda = (x1p * x1p) / (rx * rx) + (y1p * y1p) / (ry * ry);
  if (lambda > 1) {
    rx *= Math.sqrt(lambda);
    ry *= Math.sqrt(lambda);
  }
  const num = rx * rx * ry * ry - rx * rx * y1p * y1p - ry * ry * x1p * x1p;
  const den = rx * rx * y1p * y1p + ry * ry * x1p * x1p;
  const coef = (largeArc === sweep ? -1 : 1) * Math.sqrt(Math.max(0, num / den));
  const cxp = (coef * rx * y1p) / ry;
  const cyp = (-coef * ry * x1p) / rx;
  const cx = cos * cxp - sin * cyp + (x0 + x) / 2;
  const cy = sin * cxp + cos * cyp + (y0 + y) / 2;
  const angleOf = (ux: number, uy: number, vx: number, vy: number) => {
    const a = Math.atan2(ux * vy - uy * vx, ux * vx + uy * vy);
    return a;
  };
  const theta1 = angleOf(1, 0, (x1p - cxp) / rx, (y1p - cyp) / ry);
  let delta = angleOf((x1p - cxp) / rx, (y1p - cyp) / ry, (-x1p - cxp) / rx, (-y1p - cyp) / ry);
  if (!sweep && delta > 0) delta -= 2 * Math.PI;
  if (sweep && delta < 0) delta += 2 * Math.PI;
  const pieces = Math.ceil(Math.abs(delta) / (Math.PI / 2) - 1e-9);
  const step = delta / pieces;
  const k = (4 / 3) * Math.tan(step / 4);
  const point = (t: number) => {
    const ex = rx * Math.cos(t);
    const ey = ry * Math.sin(t);
    return { x: cos * ex - sin * ey + cx, y: sin * ex + cos * ey + cy };
  };
  const derivative = (t: number) => {
    const ex = -rx * Math.sin(t);
    const ey = ry * Math.cos(t);
    return { x: cos * ex - sin * ey, y: sin * ex + cos * ey };
  };
  const out: Segment[] = [];
  for (let i = 0; i < pieces; i++) {
    const t1 = theta1 + i * step;
    const t2 = t1 + step;
    const p1 = point(t1);
    const p2 = i === pieces - 1 ? { x, y } : point(t2);
    const d1 = derivative(t1);
    const d2 = derivative(t2);
    out.push({
      op: 'C',
      x1: p1.x + k * d1.x,
      y1: p1.y + k * d1.y,
      x2: p2.x - k * d2.x,
      y2: p2.y - k * d2.y,
      x: p2.x,
      y: p2.y,
    });
  }
  return out;
}

/** Parses path data into absolute segments; malformed data throws with the text. */
export function parsePathData(d: string): Segment[] {
  const tokens = d.match(TOKEN) ?? [];
  const out: Segment[] = [];
  let i = 0;
  let command = '';
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  // The last control point, for the smooth S and T commands.
  let lastCubic: { x: number; y: number } | undefined;
  let lastQuad: { x: number; y: number } | undefined;
  const numberAt = () => {
    const token = tokens[i++];
    const value = Number(token);
    if (token === undefined || !Number.isFinite(value)) throw new Error(`Bad path data: ${d}`);
    return value;
  };
  while (i < tokens.length) {
    const token = tokens[i]!;
    if (/[A-Za-z]/.test(token)) {
      command = token;
      i++;
    } else if (!command) throw new Error(`Path data must start with a command: ${d}`);
    const upper = command.toUpperCase();
    const relative = command !== upper;
    const ox = relative ? x : 0;
    const oy = relative ? y : 0;
    if (upper === 'Z') {
      out.push({ op: 'Z' });
      x = startX;
      y = startY;
      lastCubic = lastQuad = undefined;
      continue;
    }
    if (ARITY[upper] === undefined) throw new Error(`Unknown path command ${command}: ${d}`);
    switch (upper) {
      case 'M':
        x = ox + numberAt();
        y = oy + numberAt();
        startX = x;
        startY = y;
        out.push({ op: 'M', x, y });
        // Further pairs after a move are lines.
        command = relative ? 'l' : 'L';
        lastCubic = lastQuad = undefined;
        break;
      case 'L':
        x = ox + numberAt();
        y = oy + numberAt();
        out.push({ op: 'L', x, y });
        lastCubic = lastQuad = undefined;
        break;
      case 'H':
        x = ox + numberAt();
        out.push({ op: 'L', x, y });
        lastCubic = lastQuad = undefined;
        break;
      case 'V':
        y = oy + numberAt();
        out.push({ op: 'L', x, y });
        lastCubic = lastQuad = undefined;
        break;
      case 'C':
      case 'S': {
        let x1: number;
        let y1: number;
        if (upper === 'C') {
          x1 = ox + numberAt();
          y1 = oy + numberAt();
        } else {
          x1 = lastCubic ? 2 * x - lastCubic.x : x;
          y1 = lastCubic ? 2 * y - lastCubic.y : y;
        }
        const x2 = ox + numberAt();
        const y2 = oy + numberAt();
        x = ox + numberAt();
        y = oy + numberAt();
        out.push({ op: 'C', x1, y1, x2, y2, x, y });
        lastCubic = { x: x2, y: y2 };
        lastQuad = undefined;
        break;
      }
      case 'Q':
      case 'T': {
        let qx: number;
        let qy: number;
        if (upper === 'Q') {
          qx = ox + numberAt();
          qy = oy + numberAt();
        } else {
          qx = lastQuad ? 2 * x - lastQuad.x : x;
          qy = lastQuad ? 2 * y - lastQuad.y : y;
        }
        const ex = ox + numberAt();
        const ey = oy + numberAt();
        out.push({
          op: 'C',
          x1: x + (2 / 3) * (qx - x),
          y1: y + (2 / 3) * (qy - y),
          x2: ex + (2 / 3) * (qx - ex),
          y2: ey + (2 / 3) * (qy - ey),
          x: ex,
          y: ey,
        });
        x = ex;
        y = ey;
        lastQuad = { x: qx, y: qy };
        lastCubic = undefined;
        break;
      }
      case 'A': {
        const rx = numberAt();
        const ry = numberAt();
        const angle = numberAt();
        const large = numberAt() !== 0;
        const sweep = numberAt() !== 0;
        const ex = ox + numberAt();
        const ey = oy + numberAt();
        out.push(...arcToCubics(x, y, rx, ry, angle, large, sweep, ex, ey));
        x = ex;
        y = ey;
        lastCubic = lastQuad = undefined;
        break;
      }
    }
  }
  return out;
}

/** A rectangle (optionally rounded) as segments. */
export function rectSegments(x: number, y: number, w: number, h: number, r = 0): Segment[] {
  const rr = Math.max(0, Math.min(r, w / 2, h / 2));
  if (!rr) {
    return [
      { op: 'M', x, y },
      { op: 'L', x: x + w, y },
      { op: 'L', x: x + w, y: y + h },
      { op: 'L', x, y: y + h },
      { op: 'Z' },
    ];
  }
  return parsePathData(
    `M${x + rr} ${y}H${x + w - rr}A${rr} ${rr} 0 0 1 ${x + w} ${y + rr}V${y + h - rr}A${rr} ${rr} 0 0 1 ${x + w - rr} ${y + h}H${x + rr}A${rr} ${rr} 0 0 1 ${x} ${y + h - rr}V${y + rr}A${rr} ${rr} 0 0 1 ${x + rr} ${y}Z`,
  );
}

export function ellipseSegments(cx: number, cy: number, rx: number, ry: number): Segment[] {
  return parsePathData(
    `M${cx + rx} ${cy}A${rx} ${ry} 0 1 1 ${cx - rx} ${cy}A${rx} ${ry} 0 1 1 ${cx + rx} ${cy}Z`,
  );
}

/** Segments as PDF path construction operators, optionally moved through a matrix first. */
export function pathOperators(segments: readonly Segment[], m?: Matrix): string {
  const p = (px: number, py: number) => {
    const q = m ? applyMatrix(m, px, py) : { x: px, y: py };
    return `${pdfNum(q.x)} ${pdfNum(q.y)}`;
  };
  return segments
    .map((s) => {
      switch (s.op) {
        case 'M':
          return `${p(s.x, s.y)} m`;
        case 'L':
          return `${p(s.x, s.y)} l`;
        case 'C':
          return `${p(s.x1, s.y1)} ${p(s.x2, s.y2)} ${p(s.x, s.y)} c`;
        default:
          return 'h';
      }
    })
    .join('\n');
}

/** The corners of the box around every point of the segments (control points included). */
export function segmentCorners(segments: readonly Segment[]): { x: number; y: number }[] {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  const add = (x: number, y: number) => {
    minX = Math.min(minX, x);
    minY = Math.min(minY, y);
    maxX = Math.max(maxX, x);
    maxY = Math.max(maxY, y);
  };
  for (const s of segments) {
    if (s.op === 'Z') continue;
    add(s.x, s.y);
    if (s.op === 'C') {
      add(s.x1, s.y1);
      add(s.x2, s.y2);
    }
  }
  if (minX === Infinity) return [];
  return [
    { x: minX, y: minY },
    { x: maxX, y: minY },
    { x: maxX, y: maxY },
    { x: minX, y: maxY },
  ];
}
