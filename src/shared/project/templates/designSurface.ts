import type { Element } from '../elements';
import { insetRect, type Rect } from '../geometry';
import type { ProductOptions } from '../options';
import { bleedRect, type Panel, panelSafeRect, type Surface, trimRect } from '../surface';
import { inches } from '../units';
import { background, foil, ornament, photoSlot, text } from './elementFactory';
import { fittingFontSize } from './fitText';
import { layoutSlots } from './layouts';
import type { PlaceholderWords } from './placeholderWords';
import { fitInside, within } from './safeArea';
import { templateLine } from './templateOptions';
import type { TemplateLook } from './templateStyle';

export interface DesignContext {
  look: TemplateLook;
  words: PlaceholderWords;
  photoCount: number;
  options: ProductOptions;
  blank: boolean;
}

type Add = (name: string, make: (id: string) => Element) => void;

const PAGE_COUNTS = [1, 2, 3, 4, 2, 1, 3];

function paperFill(
  look: TemplateLook,
): Element extends never ? never : Parameters<typeof background>[2] {
  return look.pattern
    ? {
        kind: 'pattern',
        pattern: look.pattern,
        color: look.accent,
        background: look.paper,
        scale: 1,
      }
    : { kind: 'color', color: look.paper };
}

/** A title (in foil when the design has foil), an ornament and a subtitle, stacked in `rect`. */
function titleBlock(add: Add, rect: Rect, ctx: DesignContext, scale = 1) {
  const { look, words, options } = ctx;
  const titleRect = { x: rect.x, y: rect.y, width: rect.width, height: rect.height * 0.5 };
  const caps = look.uppercaseTitle ? { uppercase: true, letterSpacing: 0.08 } : {};
  // The size the design wants, then as much of it as the box holds: a long title in a wide,
  // spaced capital face (a calendar's family name) would otherwise wrap past its box.
  const titleSize = fittingFontSize(
    words.title,
    { fontFamily: look.titleFont, lineHeight: 1.2, ...caps },
    titleRect,
    Math.min(rect.height * 0.34, (rect.width / Math.max(6, words.title.length)) * 1.7) * scale,
  );
  const foilId = options.foilTypeId === 1 ? undefined : options.foilTypeId;
  const style = {
    text: words.title,
    font: look.titleFont,
    size: titleSize,
    color: look.ink,
    ...caps,
  };
  if (foilId) {
    add('title', (id) =>
      foil(id, titleRect, foilId, {
        kind: 'text',
        text: words.title,
        fontFamily: look.titleFont,
        fontSize: Math.max(4, Math.round(titleSize * 100) / 100),
        fontWeight: 400,
        align: 'center',
        verticalAlign: 'middle',
        lineHeight: 1.2,
        ...caps,
      }),
    );
  } else add('title', (id) => text(id, titleRect, style));
  const ornamentRect = {
    x: rect.x + rect.width * 0.3,
    y: rect.y + rect.height * 0.52,
    width: rect.width * 0.4,
    height: rect.height * 0.12,
  };
  if (foilId)
    add('ornament', (id) =>
      foil(id, ornamentRect, foilId, { kind: 'ornament', ornament: 'divider' }),
    );
  else
    add('ornament', (id) =>
      ornament(
        id,
        ornamentRect,
        look.ornament === 'confetti' ? 'divider' : look.ornament,
        look.accent,
      ),
    );
  const subtitleRect = {
    x: rect.x,
    y: rect.y + rect.height * 0.68,
    width: rect.width,
    height: rect.height * 0.3,
  };
  const subtitleSize = fittingFontSize(
    words.subtitle,
    { fontFamily: look.bodyFont, lineHeight: 1.2 },
    subtitleRect,
    Math.min(rect.height * 0.11, titleSize * 0.42),
  );
  add('subtitle', (id) =>
    text(id, subtitleRect, {
      text: words.subtitle,
      font: look.bodyFont,
      size: subtitleSize,
      color: look.ink,
    }),
  );
}

function photos(add: Add, region: Rect, count: number, variant: number, prefix = 'photo') {
  layoutSlots(region, count, variant).forEach((slot, index) => {
    add(`${prefix}${index + 1}`, (id) => photoSlot(id, slot));
  });
}

/**
 * A cover, card front or calendar cover: photos above, title below (or a title alone), kept inside
 * the panel's safe area as well as the margin: a crest trim cuts deeper than the margin at its
 * head, and these photos are inset, not bled, so the die must not cut them either.
 */
function frontPanel(add: Add, panel: Rect, ctx: DesignContext, margin: number, safe: Rect) {
  const inner = within(insetRect(panel, margin), safe);
  if (ctx.photoCount === 0) {
    titleBlock(
      add,
      { ...inner, y: inner.y + inner.height * 0.25, height: inner.height * 0.5 },
      ctx,
    );
    return;
  }
  const photoRegion = { ...inner, height: inner.height * 0.68 };
  photos(add, photoRegion, Math.min(ctx.photoCount, 4), ctx.photoCount);
  titleBlock(add, { ...inner, y: inner.y + inner.height * 0.72, height: inner.height * 0.28 }, ctx);
}

function messagePanel(add: Add, panel: Rect, safe: Rect, ctx: DesignContext, name: string) {
  const inner = within(insetRect(panel, panel.width * 0.14), safe);
  if (!ctx.words.message) return;
  add(name, (id) =>
    text(
      id,
      { ...inner, y: inner.y + inner.height * 0.3, height: inner.height * 0.4 },
      {
        text: ctx.words.message,
        font: ctx.look.bodyFont,
        size: Math.min(16, inner.width / 14),
        color: ctx.look.ink,
      },
    ),
  );
}

function bookPage(add: Add, page: Rect, number: number, surface: Surface, ctx: DesignContext) {
  const margin = inches(0.5);
  if (number === 1) {
    titleBlock(
      add,
      insetRect({ ...page, y: page.y + page.height * 0.3, height: page.height * 0.4 }, margin),
      ctx,
      0.8,
    );
    return;
  }
  if (number % 5 === 2) {
    // A full-bleed photo: the slot runs into the bleed on the page's outer edges.
    const b = surface.bleed;
    add('photo1', (id) =>
      photoSlot(id, {
        x: page.x - (page.x === 0 ? b : 0),
        y: -b,
        width: page.width + b,
        height: page.height + 2 * b,
      }),
    );
    return;
  }
  const count = Math.max(
    1,
    Math.min(6, (PAGE_COUNTS[number % PAGE_COUNTS.length] ?? 1) + Math.max(0, ctx.photoCount - 2)),
  );
  const captioned = number % 3 === 0;
  const region = insetRect(page, margin);
  photos(add, captioned ? { ...region, height: region.height * 0.86 } : region, count, number);
  if (captioned) {
    add('caption', (id) =>
      text(
        id,
        { ...region, y: region.y + region.height * 0.89, height: region.height * 0.11 },
        {
          text: 'Add a caption',
          font: ctx.look.bodyFont,
          size: Math.min(12, region.height * 0.05),
          color: ctx.look.ink,
        },
      ),
    );
  }
}

/** The panel of `role`, or the whole trim as one panel (with the surface's own safe rectangle). */
function panelOf(surface: Surface, role: string): Panel {
  return surface.panels.find((panel) => panel.role === role) ?? wholeTrim(surface);
}

function wholeTrim(surface: Surface): Panel {
  return {
    role: surface.role,
    rect: trimRect(surface),
    ...(surface.safe && { safe: surface.safe }),
  };
}

/**
 * Where a wall-art photo prints: a poster's face inside its border, a canvas's face when its
 * sides are mirrored or coloured, else the whole sheet with its bleed (an image wrap runs the
 * photo round the sides).
 */
export function printedPhotoRegion(surface: Surface, full: Rect = bleedRect(surface)): Rect {
  const poster = surface.features.find((f) => f.kind === 'posterBorder');
  if (poster?.kind === 'posterBorder') return poster.face;
  const edges = surface.features.find((f) => f.kind === 'canvasEdges');
  if (edges?.kind === 'canvasEdges' && edges.edge !== 'image') return panelOf(surface, 'face').rect;
  return full;
}

/** The elements a template puts on one surface, bottom to top, named `${surface.id}-…`. */
export function designSurface(surface: Surface, ctx: DesignContext): Element[] {
  const elements: Element[] = [];
  const add: Add = (name, make) => elements.push(make(`${surface.id}-${name}`));
  const full = bleedRect(surface);
  const isPhotoProduct =
    surface.kind === 'print' || surface.kind === 'canvas' || surface.kind === 'frame';
  const fill =
    ctx.blank || surface.kind === 'envelope' || surface.kind === 'sheet'
      ? { kind: 'color' as const, color: '#ffffff' }
      : paperFill(ctx.look);
  if (surface.kind !== 'sheet') add('bg', (id) => background(id, full, fill));
  // Wall art is a photo or nothing: even a blank start has its one slot, so a tap or a drop
  // places the photo where it prints.
  if (ctx.blank && templateLine(ctx.options.productTypeId) === 'decor') {
    photos(add, printedPhotoRegion(surface, full), 1, 0);
    return elements;
  }
  if (ctx.blank || surface.kind === 'sheet') return elements;
  const trim = { x: 0, y: 0, width: surface.width, height: surface.height };
  const margin = Math.max(surface.safeInset, Math.min(surface.width, surface.height) * 0.07);
  if (isPhotoProduct) {
    const poster = surface.features.find((f) => f.kind === 'posterBorder');
    const region = printedPhotoRegion(surface, full);
    photos(
      add,
      region,
      surface.kind === 'canvas' ? Math.max(1, Math.min(ctx.photoCount, 3)) : 1,
      0,
    );
    if (ctx.options.posterStyleId === 4 && poster?.kind === 'posterBorder') {
      const below = {
        x: poster.face.x,
        y: poster.face.y + poster.face.height,
        width: poster.face.width,
        height: surface.height - poster.face.y - poster.face.height,
      };
      add('caption', (id) =>
        text(id, insetRect(below, below.height * 0.2), {
          text: ctx.words.title,
          font: ctx.look.titleFont,
          size: below.height * 0.3,
          color: '#333333',
        }),
      );
    }
    return elements;
  }
  switch (surface.role) {
    case 'wrap': {
      const front = panelOf(surface, 'front');
      frontPanel(add, front.rect, ctx, margin, panelSafeRect(surface, front));
      const spine = panelOf(surface, 'spine').rect;
      if (spine.width >= 14) {
        const length = spine.height * 0.8;
        // Spine text runs top to bottom: a horizontal box turned 90° about the spine's centre.
        add('spine', (id) =>
          text(
            id,
            {
              x: spine.x + spine.width / 2 - length / 2,
              y: spine.height / 2 - spine.width * 0.4,
              width: length,
              height: spine.width * 0.8,
            },
            {
              text: ctx.words.title,
              font: ctx.look.bodyFont,
              size: spine.width * 0.45,
              color: ctx.look.ink,
              rotation: 90,
            },
          ),
        );
      }
      const back = panelOf(surface, 'back').rect;
      add('back-ornament', (id) =>
        ornament(
          id,
          {
            x: back.x + back.width * 0.42,
            y: back.height * 0.82,
            width: back.width * 0.16,
            height: back.width * 0.08,
          },
          'divider',
          ctx.look.accent,
        ),
      );
      return elements;
    }
    case 'front':
    case 'outside':
      if (surface.kind === 'cover' || surface.kind === 'panel' || surface.kind === 'spread') {
        const front = surface.role === 'outside' ? panelOf(surface, 'front') : wholeTrim(surface);
        frontPanel(add, front.rect, ctx, margin, panelSafeRect(surface, front));
        if (surface.role === 'outside') {
          const back = panelOf(surface, 'back');
          messagePanelSmall(add, back.rect, panelSafeRect(surface, back), ctx);
        }
      }
      return elements;
    case 'back':
      if (surface.kind === 'cover')
        titleBlock(
          add,
          insetRect({ ...trim, y: trim.height * 0.4, height: trim.height * 0.2 }, margin),
          ctx,
          0.5,
        );
      else messagePanel(add, trim, panelSafeRect(surface, wholeTrim(surface)), ctx, 'message');
      return elements;
    case 'inside': {
      const panel = surface.panels[1] ?? wholeTrim(surface);
      messagePanel(add, panel.rect, panelSafeRect(surface, panel), ctx, 'message');
      return elements;
    }
    case 'month':
      photos(
        add,
        insetRect(panelOf(surface, 'photo').rect, margin),
        Math.max(1, Math.min(ctx.photoCount, 4)),
        0,
      );
      return elements;
    case 'label': {
      const inner = insetRect(trim, surface.safeInset);
      if (ctx.photoCount > 0) {
        const side = Math.min(inner.height, inner.width * 0.4);
        add('photo1', (id) =>
          photoSlot(
            id,
            { x: inner.x, y: inner.y + (inner.height - side) / 2, width: side, height: side },
            { cornerRadius: side / 2 },
          ),
        );
        titleBlock(
          add,
          { ...inner, x: inner.x + side + 6, width: inner.width - side - 6 },
          ctx,
          0.9,
        );
      } else titleBlock(add, inner, ctx, 0.9);
      return elements;
    }
    case 'left':
    case 'right':
      bookPage(add, trim, Number(surface.id.replace('page-', '')), surface, ctx);
      return elements;
    case 'spread': {
      const spread = Number(surface.id.replace('spread-', ''));
      const sub: Element[] = [];
      for (const [side, panel] of surface.panels.entries()) {
        const number = 2 * spread - 1 + side;
        bookPage(
          (name, make) => sub.push(make(`${surface.id}-${side ? 'r' : 'l'}-${name}`)),
          panel.rect,
          number,
          surface,
          ctx,
        );
      }
      return [...elements, ...sub];
    }
    case 'flap':
      add('ornament', (id) =>
        ornament(
          id,
          {
            x: surface.width * 0.44,
            y: surface.height * 0.45,
            width: surface.width * 0.12,
            height: surface.height * 0.08,
          },
          ctx.look.ornament,
          ctx.look.accent,
        ),
      );
      return elements;
    default:
      return elements;
  }
}

/**
 * A folded card's back panel: the small words a card's back carries, moved inside the panel's safe
 * area where it falls outside (a top-folded crest card's crest is cut at this panel's foot).
 */
function messagePanelSmall(add: Add, panel: Rect, safe: Rect, ctx: DesignContext) {
  add('back-ornament', (id) =>
    ornament(
      id,
      fitInside(
        {
          x: panel.x + panel.width * 0.4,
          y: panel.y + panel.height * 0.8,
          width: panel.width * 0.2,
          height: panel.height * 0.05,
        },
        safe,
      ),
      'divider',
      ctx.look.accent,
    ),
  );
}
