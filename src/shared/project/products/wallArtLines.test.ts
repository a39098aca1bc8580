import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CANVAS_FRAME_WRAPS, POSTER_STYLES } from '../../catalog/homeDecor';
import { OPTION_PRICES } from '../../catalog/optionPrices';
import { PRODUCT_TYPE_ID } from '../../catalog/productTypes';
import { BLANK_THEME } from '../../catalog/themes';
import { foreignWallArtOptions, wallArtOptionOf } from '../../catalog/wallArt';
import { type CatalogueProduct, priceProject } from '../../pricing/priceProject';
import { wallArtItemOptions, wallArtPriceCents } from '../../pricing/wallArtPrices';
import { productOptionsSchema } from '../options';
import { bleedRect } from '../surface';
import { createProjectFromTemplate } from '../templates/createProject';
import { templateSourceFixture } from '../templates/testing/templateSourceFixture';
import { DECOR_SIZES } from './homeDecor';
import { surfacesFor } from './surfacesFor';

const LINES = [
  PRODUCT_TYPE_ID.canvas,
  PRODUCT_TYPE_ID.metal,
  PRODUCT_TYPE_ID.acrylic,
  PRODUCT_TYPE_ID.poster,
] as const;

let nextId = 1;
const PRODUCTS: CatalogueProduct[] = LINES.flatMap((productTypeId) =>
  DECOR_SIZES.map((size, index) => {
    const [w, h] = size.split('x').map(Number) as [number, number];
    return {
      id: nextId++,
      productTypeId,
      priceCents: 2999 + index * 1000,
      widthInches: w,
      heightInches: h,
    };
  }),
);
const catalogue = { products: PRODUCTS, optionPrices: OPTION_PRICES };

/** A start on the blank canvas theme, as the editor makes one from a product link. */
const blankTemplateSource = (productTypeId: number) =>
  templateSourceFixture(productTypeId, [], { themeId: BLANK_THEME.id, photoCount: 0 });

/** Every choice a wall-art line offers, or one "no choice" for metal and acrylic. */
const choicesOf = (productTypeId: number) =>
  wallArtOptionOf(productTypeId)?.choices.map((c) => c.id) ?? [undefined];

describe('the wall-art lines, each with its own options only', () => {
  it('gives canvas its four frame wraps, posters their five styles, metal and acrylic none', () => {
    expect(wallArtOptionOf(PRODUCT_TYPE_ID.canvas)?.choices.map((c) => c.name)).toEqual([
      'Image Wrap',
      'Mirrored Edges',
      'Colour Edges',
      'No Wrap (White Edges)',
    ]);
    expect(wallArtOptionOf(PRODUCT_TYPE_ID.poster)?.choices).toHaveLength(5);
    expect(wallArtOptionOf(PRODUCT_TYPE_ID.metal)).toBeUndefined();
    expect(wallArtOptionOf(PRODUCT_TYPE_ID.acrylic)).toBeUndefined();
  });

  it('refuses, as a schema error, any wall-art option of another line on any product', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LINES, PRODUCT_TYPE_ID.card, PRODUCT_TYPE_ID.book),
        fc.option(fc.constantFrom(...CANVAS_FRAME_WRAPS.map((w) => w.id)), { nil: undefined }),
        fc.option(fc.constantFrom(...POSTER_STYLES.map((s) => s.id)), { nil: undefined }),
        (productTypeId, frameWrapId, posterStyleId) => {
          const options = {
            productTypeId,
            sizeKey: '8x10',
            quantity: 1,
            frameWrapId,
            posterStyleId,
          };
          const foreign = foreignWallArtOptions(options);
          const parsed = productOptionsSchema.safeParse(options);
          expect(parsed.success).toBe(foreign.length === 0);
          if (!parsed.success) {
            expect(parsed.error.issues.map((issue) => issue.path[0])).toEqual(foreign);
          }
        },
      ),
    );
  });

  it('starts every design and every blank piece with its own option alone', () => {
    for (const productTypeId of LINES) {
      for (const source of [
        templateSourceFixture(productTypeId, ['8x10']),
        blankTemplateSource(productTypeId),
      ]) {
        const { options } = createProjectFromTemplate(source);
        expect(foreignWallArtOptions(options)).toEqual([]);
        const own = wallArtOptionOf(productTypeId);
        if (own) expect(options[own.key]).toBe(own.defaultId);
      }
    }
  });

  it('prices every size × choice as the size price plus the choice on the price list', () => {
    for (const product of PRODUCTS) {
      const own = wallArtOptionOf(product.productTypeId);
      for (const choiceId of choicesOf(product.productTypeId)) {
        const extra =
          own?.key === 'frameWrapId'
            ? OPTION_PRICES.frameWrapCents[choiceId as 1]
            : own?.key === 'posterStyleId'
              ? OPTION_PRICES.posterStyleCents[choiceId as 1]
              : 0;
        expect(wallArtPriceCents(product, choiceId, catalogue)).toBe(
          product.priceCents + (extra ?? Number.NaN),
        );
      }
    }
  });

  it('prints every size × choice at its size, a canvas with its sides in the bleed', () => {
    for (const product of PRODUCTS) {
      for (const choiceId of choicesOf(product.productTypeId)) {
        const options = wallArtItemOptions(product, choiceId);
        if (!options) throw new Error(`product ${product.id} has no size`);
        expect(priceProject(options, catalogue).productId).toBe(product.id);
        const [surface, ...more] = surfacesFor(options);
        expect(more).toEqual([]);
        if (!surface) throw new Error('no surface');
        const face = surface.panels.find((p) => p.role === 'face')?.rect ?? {
          width: surface.width,
          height: surface.height,
        };
        expect([face.width / 72, face.height / 72]).toEqual([
          product.widthInches,
          product.heightInches,
        ]);
        if (product.productTypeId !== PRODUCT_TYPE_ID.canvas) continue;
        const wrap = CANVAS_FRAME_WRAPS.find((w) => w.id === choiceId);
        expect(surface.width).toBe(face.width + 2 * 72 * (wrap?.depthIn ?? 0));
        const edges = surface.features.find((f) => f.kind === 'canvasEdges');
        expect(edges).toMatchObject({ kind: 'canvasEdges', edge: wrap?.edge });
      }
    }
  });

  it('gives a blank piece one empty photo slot where the photo prints', () => {
    for (const productTypeId of LINES) {
      for (const choiceId of choicesOf(productTypeId)) {
        const own = wallArtOptionOf(productTypeId);
        const doc = createProjectFromTemplate(blankTemplateSource(productTypeId), {
          sizeKey: '11x14',
          ...(own ? { [own.key]: choiceId } : {}),
        });
        const surface = doc.surfaces[doc.surfaceOrder[0] ?? ''];
        if (!surface) throw new Error('no surface');
        const slots = surface.elementIds.flatMap((id) => {
          const element = doc.elements[id];
          return element?.type === 'photoSlot' ? [element] : [];
        });
        expect(slots).toHaveLength(1);
        const slot = slots[0];
        expect(slot?.photoId).toBeUndefined();
        const wrap = CANVAS_FRAME_WRAPS.find((w) => w.id === choiceId);
        const faceOnly =
          (productTypeId === PRODUCT_TYPE_ID.canvas && wrap?.edge !== 'image') ||
          surface.features.some((f) => f.kind === 'posterBorder');
        if (!faceOnly) {
          expect(slot).toMatchObject(bleedRect(surface));
        } else {
          // The face inside the sides, border or hanger bands: inside the trim, not over it.
          if (!slot) throw new Error('no slot');
          expect(slot.x).toBeGreaterThanOrEqual(0);
          expect(slot.y).toBeGreaterThan(0);
          expect(slot.y + slot.height).toBeLessThan(surface.height);
        }
      }
    }
  });
});
