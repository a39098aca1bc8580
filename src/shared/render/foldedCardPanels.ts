import type { Rect } from '../project/geometry';
import { type Panel, panelSafeRect, type Surface } from '../project/surface';
import type { RenderContext } from './context';
import { renderText } from './renderElement';
import { h, num, type SvgAttrs, type SvgElementNode, type SvgNode } from './svgNode';

/*
 * What a folded card's outside sheet needs beyond its design: the shop's words and mark at the
 * foot of the back panel, as card shops print them; and, in print, a top-folded card's back panel
 * turned upside down, so it reads the right way up once the sheet is folded over the top edge
 * (which the editor's and previews' die line turns with, to show where the die cuts the design).
 */

/** The brand printed on back panels, as the site's footer names the shop. */
export const BACK_PANEL_BRAND = 'Printshop';
export const BACK_PANEL_WORDS = 'Designed by you, printed with care';

/** The back panel of a folded card's outside sheet, if this surface is one. */
function backPanel(surface: Surface): Panel | undefined {
  if (surface.kind !== 'spread' || surface.role !== 'outside' || surface.folds.length === 0)
    return undefined;
  return surface.panels.find((panel) => panel.role === 'back');
}

/** The back panel's rect on a folded card's outside sheet, if this surface is one. */
export function backPanelOf(surface: Surface): Rect | undefined {
  return backPanel(surface)?.rect;
}

/**
 * The small area at the foot of the back panel the shop's mark takes (kept clear by designs):
 * at the foot of the panel's safe area, which a crest trim raises where its head cuts that foot
 * (a top-folded card's, turned in print onto the sheet's crested top edge).
 */
export function backPanelMarkArea(surface: Surface): Rect | undefined {
  const back = backPanel(surface);
  if (!back) return undefined;
  const safe = panelSafeRect(surface, back);
  const width = Math.min(safe.width, back.rect.width * 0.6, 160);
  const height = 34;
  return {
    x: back.rect.x + (back.rect.width - width) / 2,
    y: safe.y + safe.height - height,
    width,
    height,
  };
}

/** The shop's mark (two stacked prints, the drawing of the app icon) and words on the back panel. */
export function backPanelMark(ctx: RenderContext): SvgNode | undefined {
  const area = backPanelMarkArea(ctx.surface);
  if (!area) return undefined;
  const icon = 14;
  const scale = icon / 512;
  const iconX = area.x + (area.width - icon) / 2;
  return h(
    'g',
    { 'data-feature': 'back-panel-mark' },
    h(
      'g',
      { transform: `translate(${num(iconX)} ${num(area.y)}) scale(${num(scale)})` },
      h('rect', { width: 512, height: 512, rx: 112, fill: '#b3431f' }),
      h('rect', { x: 136, y: 120, width: 220, height: 260, rx: 14, fill: '#1e5a57' }),
      h('rect', { x: 160, y: 136, width: 220, height: 260, rx: 14, fill: '#fbf7f1' }),
      h('rect', { x: 178, y: 154, width: 184, height: 170, fill: '#a9cbd8' }),
      h('path', { d: 'M178 324L248 234L318 324Z', fill: '#1e5a57' }),
      h('path', { d: 'M238 324L303 259L362 324Z', fill: '#7fa37a' }),
    ),
    renderText(
      `${BACK_PANEL_BRAND}\n${BACK_PANEL_WORDS}`,
      {
        fontFamily: 'montserrat',
        fontSize: 6,
        fontWeight: 400,
        align: 'center',
        verticalAlign: 'top',
        lineHeight: 1.35,
        letterSpacing: 0.04,
      },
      {
        x: area.x,
        y: area.y + icon + 3,
        width: area.width,
        height: area.height - icon - 3,
        rotation: 0,
      },
      '#6b6b6b',
    ),
  );
}

/** A top-folded outside sheet's two parts for print: the back panel, turned, and the rest. */
interface TurnedParts {
  /** The back panel with its side bleeds; the bleed beyond the sheet's top edge stays unturned. */
  turned: Rect;
  /** Everything else, bleed included, as an even-odd path. */
  rest: string;
  /** The half turn about the back panel's centre, which maps `turned` onto itself. */
  transform: string;
}

/** The parts print turns, if this surface is a top-folded card's outside sheet. */
function turnedParts(surface: Surface): TurnedParts | undefined {
  const back = backPanelOf(surface);
  const topFolded = surface.folds.some((fold) => fold.axis === 'y');
  if (!back || !topFolded) return undefined;
  const b = surface.bleed;
  const turned = { x: -b, y: back.y, width: surface.width + 2 * b, height: back.height };
  const all = `M${num(-b)} ${num(-b)}H${num(surface.width + b)}V${num(surface.height + b)}H${num(-b)}Z`;
  const hole = `M${num(turned.x)} ${num(turned.y)}V${num(turned.y + turned.height)}H${num(turned.x + turned.width)}V${num(turned.y)}Z`;
  const cx = surface.width / 2;
  const cy = back.y + back.height / 2;
  return { turned, rest: `${all} ${hole}`, transform: `rotate(180 ${num(cx)} ${num(cy)})` };
}

/** Two clip paths, the turned part and the rest, added to `defs` under `${id}-turned` / `-unturned`. */
function partClips(parts: TurnedParts, id: string, defs: SvgNode[]) {
  const { turned } = parts;
  defs.push(
    h('clipPath', { id: `${id}-unturned` }, h('path', { d: parts.rest, 'clip-rule': 'evenodd' })),
    h(
      'clipPath',
      { id: `${id}-turned` },
      h('rect', {
        x: num(turned.x),
        y: num(turned.y),
        width: num(turned.width),
        height: num(turned.height),
      }),
    ),
  );
  return { rest: `url(#${id}-unturned)`, turned: `url(#${id}-turned)` };
}

/**
 * In print, a top-folded card's back panel is drawn turned 180° about its centre: the sheet is
 * printed flat and folded over the top edge, so the back would otherwise stand on its head. The
 * content is drawn twice, each copy clipped to its part, so nothing (foil included) prints twice.
 */
export function turnForPrint(
  surface: Surface,
  content: SvgNode[],
  prefix: string,
  defs: SvgNode[],
): SvgNode[] {
  const parts = turnedParts(surface);
  if (!parts) return content;
  const clips = partClips(parts, prefix, defs);
  return [
    h('g', { 'clip-path': clips.rest }, ...content),
    h(
      'g',
      { transform: parts.transform, 'data-turned': 'back' },
      h('g', { 'clip-path': clips.turned }, ...content),
    ),
  ];
}

/**
 * The die line as each panel's design sees it, for the editor's guide and the preview's cut. The
 * editor and previews show a top-folded card's back panel the right way up, but print turns it
 * (turnForPrint) while the die stays put: where the die shapes the sheet's top edge, it cuts the
 * foot of the back panel's design. So over the back panel the die line is drawn turned with the
 * panel, clipped to it; elsewhere, and on every other surface, it is drawn as cut. Each part is a
 * path with `attrs`, to stroke a guide or fill a mask (turnedCutMask). The clip sits on the
 * turned path itself, inside its turn: the turn maps the back panel onto itself, so it clips the
 * same. `id` names the clip paths added to `defs`.
 */
export function dieLineAsDesigned(
  surface: Surface,
  attrs: SvgAttrs,
  id: string,
  defs: SvgNode[],
): SvgElementNode[] {
  const d = surface.clipPath;
  if (!d) return [];
  const parts = turnedParts(surface);
  if (!parts) return [h('path', { ...attrs, d })];
  const clips = partClips(parts, id, defs);
  return [
    h('path', { ...attrs, d, 'clip-path': clips.rest }),
    h('path', {
      ...attrs,
      d,
      transform: parts.transform,
      'clip-path': clips.turned,
      'data-turned': 'back',
    }),
  ];
}

/**
 * The preview's cut of a top-folded card's outside sheet: a mask, white inside the die line as
 * dieLineAsDesigned draws it, added to `defs` as `id`; undefined for any other surface, which a
 * clip path of the die line cuts. Not a clip path here: its turned part needs a clip of its own,
 * which a clip path's child may carry in SVG but librsvg (sharp, the mail thumbnails) ignores,
 * drawing nothing at all.
 */
export function turnedCutMask(surface: Surface, id: string, defs: SvgNode[]): string | undefined {
  if (!surface.clipPath || !turnedParts(surface)) return undefined;
  const b = surface.bleed;
  const parts = dieLineAsDesigned(surface, { fill: '#ffffff' }, id, defs);
  defs.push(
    h(
      'mask',
      {
        id,
        maskUnits: 'userSpaceOnUse',
        x: num(-b),
        y: num(-b),
        width: num(surface.width + 2 * b),
        height: num(surface.height + 2 * b),
      },
      ...parts,
    ),
  );
  return `url(#${id})`;
}
