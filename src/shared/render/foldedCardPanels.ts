import type { Rect } from '../project/geometry';
import type { Surface } from '../project/surface';
import type { RenderContext } from './context';
import { renderText } from './renderElement';
import { h, num, type SvgNode } from './svgNode';

/*
 * What a folded card's outside sheet needs beyond its design: the shop's words and mark at the
 * foot of the back panel, as card shops print them; and, in print, a top-folded card's back panel
 * turned upside down, so it reads the right way up once the sheet is folded over the top edge.
 */

/** The brand printed on back panels, as the site's footer names the shop. */
export const BACK_PANEL_BRAND = 'Printshop';
export const BACK_PANEL_WORDS = 'Designed by you, printed with care';

/** The back panel of a folded card's outside sheet, if this surface is one. */
export function backPanelOf(surface: Surface): Rect | undefined {
  if (surface.kind !== 'spread' || surface.role !== 'outside' || surface.folds.length === 0)
    return undefined;
  return surface.panels.find((panel) => panel.role === 'back')?.rect;
}

/** The small area at the foot of the back panel the shop's mark takes (kept clear by designs). */
export function backPanelMarkArea(surface: Surface): Rect | undefined {
  const back = backPanelOf(surface);
  if (!back) return undefined;
  const width = Math.min(back.width * 0.6, 160);
  const height = 34;
  return {
    x: back.x + (back.width - width) / 2,
    y: back.y + back.height - surface.safeInset - height,
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
  const back = backPanelOf(surface);
  const topFolded = surface.folds.some((fold) => fold.axis === 'y');
  if (!back || !topFolded) return content;
  const b = surface.bleed;
  // The back panel with its side bleeds; the bleed beyond the sheet's top edge stays unturned.
  const turned = { x: -b, y: back.y, width: surface.width + 2 * b, height: back.height };
  const all = `M${num(-b)} ${num(-b)}H${num(surface.width + b)}V${num(surface.height + b)}H${num(-b)}Z`;
  const hole = `M${num(turned.x)} ${num(turned.y)}V${num(turned.y + turned.height)}H${num(turned.x + turned.width)}V${num(turned.y)}Z`;
  const restId = `${prefix}-unturned`;
  const backId = `${prefix}-turned`;
  defs.push(
    h('clipPath', { id: restId }, h('path', { d: `${all} ${hole}`, 'clip-rule': 'evenodd' })),
    h(
      'clipPath',
      { id: backId },
      h('rect', {
        x: num(turned.x),
        y: num(turned.y),
        width: num(turned.width),
        height: num(turned.height),
      }),
    ),
  );
  const cx = surface.width / 2;
  const cy = back.y + back.height / 2;
  return [
    h('g', { 'clip-path': `url(#${restId})` }, ...content),
    h(
      'g',
      { transform: `rotate(180 ${num(cx)} ${num(cy)})`, 'data-turned': 'back' },
      h('g', { 'clip-path': `url(#${backId})` }, ...content),
    ),
  ];
}
