import { z } from 'zod';

/* The content page format (files under pages/<version>/<slug>.json). A page is a title, a
   description and a list of sections; each section is checked on its own, so one bad or unknown
   section is skipped instead of losing the page. */

const artKind = z.enum([
  'photoBooks',
  'cards',
  'calendars',
  'labels',
  'canvas',
  'metal',
  'acrylic',
  'poster',
  'prints',
]);

const link = z.object({ label: z.string().min(1), href: z.string().min(1) });

const heroSection = z.object({
  type: z.literal('hero'),
  eyebrow: z.string().optional(),
  title: z.string().min(1),
  text: z.string().optional(),
  cta: link.optional(),
  art: artKind.optional(),
});

const textSection = z.object({
  type: z.literal('text'),
  title: z.string().optional(),
  paragraphs: z.array(z.string()).min(1),
  list: z.array(z.string()).optional(),
  links: z.array(link).optional(),
});

const faqSection = z.object({
  type: z.literal('faq'),
  title: z.string().optional(),
  items: z.array(z.object({ question: z.string().min(1), answer: z.string().min(1) })).min(1),
});

const tilesSection = z.object({
  type: z.literal('tiles'),
  title: z.string().optional(),
  intro: z.string().optional(),
  items: z
    .array(
      z.object({
        title: z.string().min(1),
        text: z.string().optional(),
        href: z.string().min(1),
        art: artKind.optional(),
      }),
    )
    .min(1),
});

const calloutBannerSection = z.object({
  type: z.literal('callout-banner'),
  title: z.string().min(1),
  text: z.string().optional(),
  cta: link.optional(),
  tone: z.enum(['accent', 'teal', 'sand']).optional(),
});

const section = z.discriminatedUnion('type', [
  heroSection,
  textSection,
  faqSection,
  tilesSection,
  calloutBannerSection,
]);

export type ContentSection = z.infer<typeof section>;
export type HeroSectionData = z.infer<typeof heroSection>;
export type TextSectionData = z.infer<typeof textSection>;
export type FaqSectionData = z.infer<typeof faqSection>;
export type TilesSectionData = z.infer<typeof tilesSection>;
export type CalloutBannerSectionData = z.infer<typeof calloutBannerSection>;
export type ContentLinkData = z.infer<typeof link>;

const page = z.object({
  title: z.string().min(1),
  description: z.string().optional(),
  sections: z.array(z.unknown()),
});

export interface ContentPage {
  title: string;
  description?: string;
  /** Raw sections: the renderer keeps the ones it knows and that are well formed. */
  sections: unknown[];
}

/** A section the renderer can show, or null for an unknown type or malformed fields. */
export function readSection(raw: unknown): ContentSection | null {
  const result = section.safeParse(raw);
  return result.success ? result.data : null;
}

/** A page definition, or null when the file is not one. */
export function readContentPage(raw: unknown): ContentPage | null {
  const result = page.safeParse(raw);
  return result.success ? result.data : null;
}
