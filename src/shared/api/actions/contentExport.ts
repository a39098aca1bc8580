import { z } from 'zod';
import type { ActionSpec } from '../defineActions';
import { defineActions } from '../defineActions';
import { idParam, listOf, pagination } from '../schemaHelpers';

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

const listSpec = {
  method: 'GET',
  input: z.object({ updatedSince: z.string().optional(), ...pagination }),
  output: listOf(entity),
} as const satisfies ActionSpec;

const itemSpec = {
  method: 'GET',
  input: z.object({ id: idParam }),
  output: entity,
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

const schemaVersion = z.string();

export const contentExportActions = defineActions('contentExport', {
  'content-export/generate': {
    method: 'GET',
    input: z.object({}),
    output: z.object({
      schemaVersion,
      generatedAt: z.string(),
      kinds: z.array(z.object({ kind: z.string(), count: z.number().int().nonnegative() })),
    }),
  },
  'content-export/generate/{type}/{id}': {
    method: 'GET',
    input: z.object({ type: z.enum(contentExportKinds), id: idParam }),
    output: z.object({ schemaVersion, kind: z.string(), entity }),
  },
  'content-export/changelog': {
    method: 'GET',
    input: z.object({ since: z.string().optional(), ...pagination }),
    output: listOf(
      z.object({
        kind: z.string(),
        id: z.number().int().positive(),
        change: z.enum(['created', 'updated', 'deleted']),
        at: z.string(),
      }),
    ),
  },
  ...perKind(),
});
