import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readContentFiles } from '../../src/server/site/content/contentSeed';
import { articleHref } from '../../src/shared/content/entries';
import { readSection, sectionTypes } from '../../src/shared/content/sections';
import { parse } from '../../src/shared/routes/parse';

/*
 * The content check: the repo's content files are what a fresh shop shows, so every entry must
 * parse, every section must be a known, well-formed type, every site link must reach a route of
 * the route table (a catch-all link only when its page exists), and every image file must exist.
 */

const entries = await readContentFiles();
const publicDir = path.resolve(import.meta.dirname, '../../public');

const pageKeys = new Set(
  entries.filter((entry) => entry.kind === 'site-page').map((entry) => entry.key),
);
const articleKeys = new Set(
  entries.filter((entry) => entry.kind === 'article').map((entry) => entry.key),
);
const componentKeys = new Set(
  entries.filter((entry) => entry.kind === 'site-component').map((entry) => entry.key),
);

/** Every value under `key` anywhere in a value, with where it was found. */
function collect(value: unknown, key: string, at = ''): [string, unknown][] {
  if (Array.isArray(value)) return value.flatMap((item, i) => collect(item, key, `${at}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => [
      ...(k === key ? [[`${at}.${k}`, v] as [string, unknown]] : []),
      ...collect(v, key, `${at}.${k}`),
    ]);
  }
  return [];
}

function sectionsOf(data: unknown): unknown[] {
  const sections = (data as { sections?: unknown }).sections;
  return Array.isArray(sections) ? sections : [];
}

const documents = entries.flatMap((entry) =>
  [entry.published, entry.draft]
    .filter((data) => data !== null)
    .map((data) => ({ name: `${entry.kind}/${entry.key}`, kind: entry.kind, data })),
);

describe('the content check', () => {
  it('finds the seeded pages, components and articles', () => {
    expect(pageKeys.has('index')).toBe(true);
    expect(componentKeys.size).toBeGreaterThan(0);
    expect(articleKeys.size).toBeGreaterThan(0);
  });

  it.each(documents.filter((d) => d.kind === 'site-page' || d.kind === 'site-component'))(
    'every section of $name is a known, well-formed section type',
    ({ data }) => {
      for (const [index, raw] of sectionsOf(data).entries()) {
        expect(readSection(raw), `section ${index}: ${JSON.stringify(raw)}`).not.toBeNull();
        const type = (raw as { type: string }).type;
        if (type === 'component') {
          expect(componentKeys.has((raw as { component: string }).component)).toBe(true);
        }
        if (type === 'article')
          expect(articleKeys.has((raw as { article: string }).article)).toBe(true);
        for (const [, key] of collect(raw, 'articles')) {
          if (Array.isArray(key)) for (const k of key) expect(articleKeys.has(k)).toBe(true);
        }
      }
    },
  );

  it.each(documents)('every link of $name resolves to a route', ({ data }) => {
    for (const [at, href] of collect(data, 'href')) {
      expect(typeof href, at).toBe('string');
      const link = href as string;
      if (/^https?:\/\//.test(link)) continue;
      const match = parse(link);
      expect(match.name, `${at}: ${link}`).not.toBe('notFound');
      if (match.name === 'catchAll') {
        const slug = link.replace(/^\/+|\/+$/g, '').split(/[?#]/)[0] ?? '';
        const isArticle = [...articleKeys].some((key) => articleHref(key) === `/${slug}`);
        expect(pageKeys.has(slug) || isArticle, `${at}: ${link} has no content page`).toBe(true);
      }
    }
  });

  it.each(documents)('every image of $name exists', ({ data }) => {
    for (const [at, src] of collect(data, 'src')) {
      expect(existsSync(path.join(publicDir, String(src))), `${at}: ${String(src)}`).toBe(true);
    }
  });

  it.each(documents.filter((d) => d.kind === 'site-redirect'))(
    'the redirect $name moves a path nothing else serves to a page that exists',
    ({ data }) => {
      const { from, to } = data as { from: string; to: string };
      // The old path is the catch-all's (the shop's own pages come before redirects) and has no
      // page of its own, or the redirect would never be followed.
      const old = parse(from);
      expect(['catchAll', 'landing', 'freeformLanding'], from).toContain(old.name);
      expect(pageKeys.has(from.replace(/^\/+|\/+$/g, '')), `${from} has a page`).toBe(false);
      if (/^https?:\/\//.test(to)) return;
      const target = parse(to);
      expect(target.name, `${from} → ${to}`).not.toBe('notFound');
      if (target.name === 'catchAll') {
        expect(pageKeys.has(to.replace(/^\/+|\/+$/g, '').split(/[?#]/)[0] ?? '')).toBe(true);
      }
      expect(to.split(/[?#]/)[0], 'a redirect to itself').not.toBe(from);
    },
  );

  it('the gallery page holds every section type', () => {
    const gallery = entries.find((e) => e.kind === 'site-page' && e.key === 'section-gallery');
    const types = new Set(sectionsOf(gallery?.published).map((s) => (s as { type: string }).type));
    expect([...sectionTypes].filter((type) => !types.has(type))).toEqual([]);
    expect(sectionTypes.length).toBe(45);
  });
});
