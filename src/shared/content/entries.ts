import { z } from 'zod';
import { articleBody } from './articleSections';
import { image } from './fields';

/*
 * The content model: the kinds of entry the store keeps (their names are spec §3's content-export
 * kinds). Sections stay `unknown[]` at this level so one bad section costs the section, not the
 * page; the content check parses each one strictly.
 */

export const contentKinds = [
  'site-page',
  'site-component',
  'site-content',
  'article',
  'site-media-reference',
  'site-redirect',
] as const;
export type ContentKind = (typeof contentKinds)[number];

export const sitePage = z.object({
  title: z.string().min(1),
  description: z.string().optional(),
  sections: z.array(z.unknown()),
});
export type SitePage = z.infer<typeof sitePage>;

export const siteComponent = z.object({ title: z.string().min(1), sections: z.array(z.unknown()) });

/** Named texts a screen reads by key (the sign-in dialog's words, for one). */
export const siteContent = z.object({
  title: z.string().min(1),
  values: z.record(z.string(), z.string()),
});

export const article = articleBody.omit({ slug: true, href: true }).extend({
  tags: z.array(z.string().min(1)),
});
export type Article = z.infer<typeof article>;

export const siteMediaReference = z.object({ image, caption: z.string().optional() });

export const siteRedirect = z.object({
  from: z.string().regex(/^\/[\w./-]*$/),
  to: z.string().min(1),
  permanent: z.boolean(),
});

export const entrySchemas = {
  'site-page': sitePage,
  'site-component': siteComponent,
  'site-content': siteContent,
  article,
  'site-media-reference': siteMediaReference,
  'site-redirect': siteRedirect,
} as const satisfies Record<ContentKind, z.ZodType>;

/** Where an article is read. */
export const articleHref = (slug: string) => `/stories/${slug}`;

/** The release of content the site reads; the catch-all is keyed by it and the slug. */
export const CONTENT_VERSION = '2025-01';
