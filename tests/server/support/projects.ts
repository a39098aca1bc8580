import { eq, sql } from 'drizzle-orm';
import * as Y from 'yjs';
import type { Db } from '../../../src/server/db/database';
import { users } from '../../../src/server/db/schema/accounts';
import { products, productTypes, templates, themes } from '../../../src/server/db/schema/catalog';
import { photos } from '../../../src/server/db/schema/photos';
import { projects } from '../../../src/server/db/schema/projects';
import { signUpConfirmed } from './signUp';
import { TestAgent, type TestServer } from './testServer';

export const PROJECTS = '/api/v2/my/projects';

let people = 0;

/** A freshly signed-up, signed-in person and their user id. */
export async function signedInPerson(server: TestServer, name = 'proj') {
  people += 1;
  const email = `${name}${people}@example.com`;
  const agent = new TestAgent(server.app);
  await signUpConfirmed(
    agent,
    { email, password: 'correct horse battery', first_name: 'Pat' },
    server.mail,
  );
  const [row] = await server.database.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  return { agent, userId: row!.id, email };
}

/** The few catalogue rows the project calls look up: a book product, a restricted theme and its template. */
export const CATALOG = { productId: 9001, themeId: 9002, templateId: 9003 } as const;

export async function seedProjectCatalog(db: Db) {
  await db
    .insert(productTypes)
    .values([
      { id: 1, key: 'book', name: 'Photo Book', uri: 'photo-books' },
      { id: 4, key: 'flat_card', name: 'Flat Card', uri: 'cards' },
    ])
    .onConflictDoNothing();
  await db
    .insert(products)
    .values({
      id: CATALOG.productId,
      productTypeId: 1,
      name: '8x8 Hardcover',
      sku: 'BOOK-8X8',
      priceCents: 2999,
      widthInches: 8,
      heightInches: 8,
    })
    .onConflictDoNothing();
  await db
    .insert(themes)
    .values({
      id: CATALOG.themeId,
      uri: 'desk-only-9002',
      name: 'Desk Only',
      productTypeId: 4,
      deviceRestriction: 1,
      launchedAt: new Date('2026-01-01T00:00:00Z'),
    })
    .onConflictDoNothing();
  await db
    .insert(templates)
    .values({
      id: CATALOG.templateId,
      themeId: CATALOG.themeId,
      productTypeId: 4,
      name: 'Desk Only Card',
    })
    .onConflictDoNothing();
}

export async function photoOf(db: Db, ownerId: number): Promise<number> {
  const [row] = await db
    .insert(photos)
    .values({ ownerId, name: 'beach.jpg', status: 'ready' })
    .returning({ id: photos.id });
  return row!.id;
}

export async function setProject(
  db: Db,
  id: number,
  values: Partial<typeof projects.$inferInsert>,
) {
  await db.update(projects).set(values).where(eq(projects.id, id));
}

export const toBase64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
export const fromBase64 = (text: string) => new Uint8Array(Buffer.from(text, 'base64'));

/** A replica of a design, as a device holds it. */
export function replica(clientID: number) {
  const doc = new Y.Doc();
  doc.clientID = clientID;
  return doc;
}

export function addPage(doc: Y.Doc, title: string) {
  doc.getArray<string>('pages').push([title]);
}

export function pagesOf(doc: Y.Doc): string[] {
  return doc.getArray<string>('pages').toArray();
}

export async function createProject(agent: TestAgent, body: object) {
  return agent.send('POST', PROJECTS, body);
}
