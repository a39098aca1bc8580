import { z } from 'zod';
import { image } from './fields';

/* Section types that show articles. They name articles and components by slug or key; the content
   service fills `resolved` when it serves the page, so the page renders in one request. */

/** An article as a listing shows it. */
export const articleCard = z.object({
  slug: z.string().min(1),
  title: z.string().min(1),
  summary: z.string().min(1),
  image,
  publishedOn: z.iso.date(),
  href: z.string().min(1),
});
export type ArticleCard = z.infer<typeof articleCard>;

/** An article's full text, as the article section shows it. */
export const articleBody = articleCard.extend({
  author: z.string().min(1),
  body: z.array(z.string().min(1)).min(1),
});

export const articleSections = [
  z.object({
    type: z.literal('article'),
    article: z.string().min(1),
    resolved: articleBody.optional(),
  }),
  z.object({
    type: z.literal('articles'),
    title: z.string().min(1),
    articles: z.array(z.string().min(1)).min(1),
    resolved: z.array(articleCard).optional(),
  }),
  /**
   * Every article with `tag` (all when absent), newest first, with site components injected
   * after the given positions (a sign-up box after the third article, say).
   */
  z.object({
    type: z.literal('article-listing'),
    title: z.string().min(1),
    tag: z.string().optional(),
    inject: z
      .array(z.object({ after: z.number().int().min(0), component: z.string().min(1) }))
      .optional(),
    resolved: z
      .object({
        articles: z.array(articleCard),
        injected: z.array(z.object({ after: z.number().int(), sections: z.array(z.unknown()) })),
      })
      .optional(),
  }),
] as const;
