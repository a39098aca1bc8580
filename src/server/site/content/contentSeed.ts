import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTENT_VERSION, contentKinds, entrySchemas } from '../../../shared/content/entries';
import type { Db } from '../../db/database';
import { ensureStaffAccount, type StaffAccount } from '../../db/seed/staffSeed';
import { grantContentPreviewer, insertMissing, type SeedEntry } from './content.repo';

/** The repo's content files: content/<kind>/<key>.json, and <key>.draft.json for a draft. */
export const contentDir = fileURLToPath(new URL('../../../../content', import.meta.url));

const DRAFT = '.draft.json';

async function filesUnder(dir: string): Promise<string[]> {
  const found = await readdir(dir, { recursive: true, withFileTypes: true });
  return found
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** Every entry the content files define, checked against its kind's schema. */
export async function readContentFiles(dir = contentDir): Promise<SeedEntry[]> {
  const byKey = new Map<string, SeedEntry>();
  for (const kind of contentKinds) {
    const kindDir = path.join(dir, kind);
    const files = await filesUnder(kindDir).catch(() => []);
    for (const file of files) {
      const relative = path.relative(kindDir, file).split(path.sep).join('/');
      const isDraft = relative.endsWith(DRAFT);
      const key = relative.slice(0, -(isDraft ? DRAFT.length : '.json'.length));
      const parsed = entrySchemas[kind].safeParse(JSON.parse(await readFile(file, 'utf8')));
      if (!parsed.success) throw new Error(`${file}: ${parsed.error.message}`);
      const id = `${kind}:${key}`;
      const entry = byKey.get(id) ?? {
        kind,
        release: CONTENT_VERSION,
        key,
        published: null,
        draft: null,
      };
      if (isDraft) entry.draft = parsed.data;
      else entry.published = parsed.data;
      byKey.set(id, entry);
    }
  }
  return [...byKey.values()];
}

/** Seeds the content store from the repo's files on first start; running it again adds only new entries. */
export async function seedContent(db: Db, now = new Date()): Promise<number> {
  return insertMissing(db, await readContentFiles(), now);
}

/** The demo's content editor, who previews drafts; the password is in the README. */
export const DEMO_CONTENT_PREVIEWER = {
  email: 'editor@printshop.test',
  password: 'editor-printshop',
  firstName: 'Content',
  lastName: 'Editor',
} as const satisfies StaffAccount;

export async function seedContentPreviewer(db: Db): Promise<number> {
  const id = await ensureStaffAccount(db, DEMO_CONTENT_PREVIEWER);
  await grantContentPreviewer(db, id);
  return id;
}
