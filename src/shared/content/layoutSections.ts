import { z } from 'zod';
import { image, link, tone } from './fields';

/* Section types that lay out words and links: page furniture, text, lists and answers. */

const titled = { title: z.string().min(1) };
const maybeTitled = { title: z.string().min(1).optional() };
const point = z.object({ title: z.string().min(1), text: z.string().min(1) });

export const layoutSections = [
  z.object({
    type: z.literal('header'),
    ...titled,
    text: z.string().optional(),
    links: z.array(link).optional(),
  }),
  z.object({
    type: z.literal('footer'),
    columns: z.array(z.object({ ...titled, links: z.array(link).min(1) })).min(1),
    note: z.string().optional(),
  }),
  z.object({
    type: z.literal('bar'),
    text: z.string().min(1),
    link: link.optional(),
    tone: tone.optional(),
  }),
  z.object({ type: z.literal('breadcrumbs'), items: z.array(link).min(1) }),
  z.object({
    type: z.literal('text'),
    ...maybeTitled,
    paragraphs: z.array(z.string()).min(1),
    list: z.array(z.string()).optional(),
    links: z.array(link).optional(),
    // The shop's press and partner logos (the `logos` call) under the words.
    logos: z.boolean().optional(),
  }),
  // Typed blocks rather than raw markup: content never injects script or style into the page.
  z.object({
    type: z.literal('generic-html'),
    blocks: z
      .array(
        z.discriminatedUnion('kind', [
          z.object({ kind: z.enum(['h2', 'h3', 'p']), text: z.string().min(1) }),
          z.object({ kind: z.literal('ul'), items: z.array(z.string().min(1)).min(1) }),
        ]),
      )
      .min(1),
  }),
  z.object({ type: z.literal('bullet'), ...maybeTitled, items: z.array(point).min(1) }),
  z.object({
    type: z.literal('callout-banner'),
    ...titled,
    text: z.string().optional(),
    cta: link.optional(),
    tone: tone.optional(),
  }),
  z.object({
    type: z.literal('faq'),
    ...maybeTitled,
    items: z.array(z.object({ question: z.string().min(1), answer: z.string().min(1) })).min(1),
  }),
  z.object({
    type: z.literal('media'),
    image,
    caption: z.string().optional(),
    wide: z.boolean().optional(),
  }),
  /** A site component by key; the content service fills `sections` from the component. */
  z.object({
    type: z.literal('component'),
    component: z.string().min(1),
    sections: z.array(z.unknown()).optional(),
  }),
  z.object({
    type: z.literal('help-center'),
    ...titled,
    text: z.string().optional(),
    topics: z
      .array(z.object({ ...titled, text: z.string().min(1), href: z.string().min(1) }))
      .min(1),
    contact: link.optional(),
  }),
  z.object({ type: z.literal('iteration'), ...titled, steps: z.array(point).min(2) }),
  z.object({
    type: z.literal('grouped-items'),
    ...titled,
    groups: z.array(z.object({ ...titled, items: z.array(link).min(1) })).min(1),
  }),
  z.object({
    type: z.literal('tiles'),
    ...maybeTitled,
    intro: z.string().optional(),
    items: z
      .array(
        z.object({
          ...titled,
          text: z.string().optional(),
          href: z.string().min(1),
          image: image.optional(),
        }),
      )
      .min(1),
  }),
  z.object({
    type: z.literal('comparison'),
    ...titled,
    columns: z.array(z.string().min(1)).min(2),
    rows: z.array(z.object({ label: z.string().min(1), values: z.array(z.string()) })).min(1),
  }),
] as const;
