import type { ActionOutput } from '../../../shared/api/actionTable';
import {
  CONTENT_VERSION,
  siteComponent,
  siteContent,
  sitePage,
} from '../../../shared/content/entries';
import type { Db } from '../../db/database';
import type { HandlerInput } from '../../http/actionHandler';
import { AppError, forbidden, notFound, unauthorized } from '../../http/appError';
import type { Caller } from '../../http/caller';
import { type ContentEntryRow, findEntry, findEntryById, isContentPreviewer } from './content.repo';
import { articleByKey, resolveSections } from './contentResolve';

type PageAnswer = ActionOutput<'content_pages'>;

/** Who asks: previews depend on the content previewer role. */
export type ContentCaller = Pick<Caller, 'userId'>;

export interface ContentDeps {
  db: Db;
}

const ARTICLE_PREFIX = 'stories/';

/** A page's answer from its stored data: sections with their references filled in. */
async function pageAnswer(
  deps: ContentDeps,
  data: unknown,
  drafts: boolean,
): Promise<PageAnswer | null> {
  const page = sitePage.safeParse(data);
  if (!page.success) return null;
  const sections = await resolveSections(
    { db: deps.db, release: CONTENT_VERSION, drafts },
    page.data.sections,
  );
  return {
    title: page.data.title,
    description: page.data.description,
    sections: sections as PageAnswer['sections'],
    ...(drafts ? { draft: true } : {}),
  };
}

async function canPreview(deps: ContentDeps, caller: ContentCaller): Promise<boolean> {
  return caller.userId !== null && isContentPreviewer(deps.db, caller.userId);
}

/** An article read on its own page (/stories/<slug>): a crumb trail and the article. */
async function articlePage(deps: ContentDeps, key: string): Promise<PageAnswer | null> {
  const article = await articleByKey({ db: deps.db, release: CONTENT_VERSION, drafts: false }, key);
  if (!article) return null;
  return {
    title: article.title,
    description: article.summary,
    sections: [
      {
        type: 'breadcrumbs',
        items: [
          { label: 'Home', href: '/' },
          { label: 'Stories', href: '/stories' },
          { label: article.title, href: article.href },
        ],
      },
      { type: 'article', article: key, resolved: article },
    ],
  };
}

/**
 * The published page at a key ('index' for the home page, 'l/pro' for a landing page). With
 * `preview`, a content previewer gets the draft when there is one; anyone else the published page.
 * No page is a 404: the app then shows the not-found page (spec §8).
 */
export async function pageByKey(
  deps: ContentDeps,
  caller: ContentCaller,
  input: { key: string; preview?: boolean; release?: string },
): Promise<PageAnswer> {
  const release = input.release ?? CONTENT_VERSION;
  const row = await findEntry(deps.db, 'site-page', release, input.key);
  const drafts = Boolean(input.preview) && row?.draft != null && (await canPreview(deps, caller));
  const answer = row
    ? await pageAnswer(deps, drafts ? row.draft : row.published, drafts)
    : input.key.startsWith(ARTICLE_PREFIX)
      ? await articlePage(deps, input.key.slice(ARTICLE_PREFIX.length))
      : null;
  if (!answer) throw notFound('Content page', input.key);
  return answer;
}

const previewSchemas = {
  'site-page': sitePage,
  'site-component': siteComponent,
} as const;

/** A draft shown in /strapi: it is shaped as a page so one renderer shows every kind. */
async function previewAnswer(deps: ContentDeps, row: ContentEntryRow, kind: string) {
  const data = row.draft ?? row.published;
  if (kind === 'site-page' || kind === 'site-component') {
    const parsed = previewSchemas[kind].safeParse(data);
    if (!parsed.success) return null;
    const sections = await resolveSections(
      { db: deps.db, release: row.release, drafts: true },
      parsed.data.sections,
    );
    return { title: parsed.data.title, sections };
  }
  if (kind === 'site-content') {
    const parsed = siteContent.safeParse(data);
    if (!parsed.success) return null;
    return {
      title: parsed.data.title,
      sections: [
        {
          type: 'comparison',
          title: parsed.data.title,
          columns: ['Key', 'Text'],
          rows: Object.entries(parsed.data.values).map(([label, value]) => ({
            label,
            values: [value],
          })),
        },
      ],
    };
  }
  const article = await articleByKey({ db: deps.db, release: row.release, drafts: true }, row.key);
  return article
    ? { title: article.title, sections: [{ type: 'article', article: row.key, resolved: article }] }
    : null;
}

/** /strapi?previewType&id: the draft of any entry, for signed-in content previewers only. */
export async function previewEntry(
  deps: ContentDeps,
  caller: ContentCaller,
  input: HandlerInput<'content_preview'>,
): Promise<ActionOutput<'content_preview'>> {
  if (caller.userId === null) throw unauthorized('Sign in as a content editor to preview.');
  if (!(await canPreview(deps, caller))) {
    throw forbidden('not_a_content_previewer', 'Only content editors can preview drafts.');
  }
  const row = await findEntryById(deps.db, input.previewType, input.id);
  const answer = row ? await previewAnswer(deps, row, input.previewType) : null;
  if (!answer) throw notFound(input.previewType, input.id);
  return {
    kind: input.previewType,
    title: answer.title,
    sections: answer.sections as PageAnswer['sections'],
    draft: row?.draft != null,
  };
}

/** The sign-in and sign-up dialogs' words (site content 'auth'). */
export async function authComponent(deps: ContentDeps): Promise<Record<string, unknown>> {
  const row = await findEntry(deps.db, 'site-content', CONTENT_VERSION, 'auth');
  const parsed = siteContent.safeParse(row?.published);
  if (!parsed.success) throw new AppError(404, 'not_found', 'The sign-in texts are not published.');
  return { title: parsed.data.title, ...parsed.data.values };
}
