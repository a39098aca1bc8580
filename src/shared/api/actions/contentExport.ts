import { z } from 'zod';
import type { ActionSpec } from '../defineActions';
import { defineActions } from '../defineActions';
import { idParam, isoDateTime, listOf, pagination } from '../schemaHelpers';

/** The content-export entity kinds of spec §3, as their singular path segment. */
export const contentExportKinds = [
  'article',
  'article-reference',
  'audience',
  'browser',
  'coupon',
  'coupon-code',
  'cover-type',
  'curalate-container',
  'device-type',
  'feature',
  'foil-type',
  'format-type',
  'paper-type',
  'book-type',
  'designer',
  'product',
  'product-type',
  'release',
  'site-component',
  'site-content',
  'site-page',
  'site-redirect',
  'store',
  'tag',
  'tag-group',
  'site-page-type',
  'template',
  'theme',
  'trim-type',
  'site',
  'site-media-reference',
] as const;

export type ContentExportKind = (typeof contentExportKinds)[number];

type Plural<K extends string> = K extends `${infer Stem}y` ? `${Stem}ies` : `${K}s`;

/** The list segment of a kind: `tag-group` → `tag-groups`, `site-content` → `site-contents`. */
export function pluralKind<K extends string>(kind: K): Plural<K> {
  return (kind.endsWith('y') ? `${kind.slice(0, -1)}ies` : `${kind}s`) as Plural<K>;
}

type ListName = `content-export/${Plural<ContentExportKind>}`;
type ItemName = `content-export/${ContentExportKind}/{id}`;

/** Entity fields are not shown in the spec; the export passes them through as they are stored. */
const entity = z.looseObject({ id: z.number().int().positive() });

/** The export schema's version (spec §9: a fixed hash); every answer carries it. */
const schemaVersion = z.string().regex(/^[0-9a-f]{16,64}$/);

// Lists run in id order, so pages are stable while content changes elsewhere in the list.
const listSpec = {
  method: 'GET',
  input: z.object({ ...pagination }),
  output: listOf(entity).extend({
    schemaVersion,
    kind: z.string(),
    page: z.number().int().positive(),
    perPage: z.number().int().positive(),
  }),
} as const satisfies ActionSpec;

const itemSpec = {
  method: 'GET',
  input: z.object({ id: idParam }),
  output: z.object({ schemaVersion, kind: z.string(), entity }),
} as const satisfies ActionSpec;

/** A list and a by-id read for every kind, generated so a new kind is one line above. */
function perKind(): Record<ListName, typeof listSpec> & Record<ItemName, typeof itemSpec> {
  const specs: Record<string, ActionSpec> = {};
  for (const kind of contentExportKinds) {
    specs[`content-export/${pluralKind(kind)}`] = listSpec;
    specs[`content-export/${kind}/{id}`] = itemSpec;
  }
  return specs as Record<ListName, typeof listSpec> & Record<ItemName, typeof itemSpec>;
}

export const contentExportActions = defineActions('contentExport', {
  'content-export/generate': {
    method: 'GET',
    input: z.object({}),
    output: z.object({
      schemaVersion,
      generatedAt: z.string(),
      kinds: z.array(z.object({ kind: z.string(), count: z.number().int().nonnegative() })),
      // SHA-256 of the whole export in a stable order: unchanged content, unchanged digest.
      digest: z.string(),
    }),
  },
  'content-export/generate/{type}/{id}': {
    method: 'GET',
    input: z.object({ type: z.enum(contentExportKinds), id: idParam }),
    // The entity with the entities it refers to, so one page can be generated from one answer.
    output: z.object({
      schemaVersion,
      kind: z.string(),
      entity,
      references: z.array(z.object({ kind: z.string(), entity })),
    }),
  },
  'content-export/changelog': {
    method: 'GET',
    input: z.object({ since: isoDateTime.optional(), ...pagination }),
    output: listOf(
      z.object({
        kind: z.string(),
        id: z.number().int().positive(),
        change: z.enum(['created', 'updated', 'deleted']),
        at: z.string(),
      }),
    ).extend({ schemaVersion }),
  },
  ...perKind(),
});
