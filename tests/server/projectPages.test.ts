import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from '../../src/server/catalog/catalog/catalogSeed';
import { themes } from '../../src/server/db/schema/catalog';
import { PRODUCT_TYPES } from '../../src/shared/catalog/productTypes';
import { projectPageHref } from '../../src/shared/routes/editorHref';
import { createProject, signedInPerson } from './support/projects';
import { sourceRenderer } from './support/sourceRenderer';
import { startTestServer, TestAgent, type TestServer } from './support/testServer';

/*
 * Card, label and calendar project pages share their shape with the design pages of their line
 * (/cards/:tagGroupUri/:themeUri); the project's own link reaches the project, the design pages
 * stay the design pages.
 */

/** Every product type of a storefront line: a line's designs may be of any of them. */
const lineTypes = (lineUri: string) =>
  PRODUCT_TYPES.filter((type) => type.lineUri === lineUri).map((type) => type.id);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ renderer: await sourceRenderer() });
  await seedCatalog(server.database.db);
}, 120_000);
afterAll(() => server.close());

describe.each([
  ['card', 4, 'cards'],
  ['label', 101, 'labels'],
  ['calendar', 20, 'photo-calendars'],
])('a shared %s project page', (kind, productTypeId, typeUri) => {
  it('renders the project for a guest when public, and the design pages stay design pages', async () => {
    const { agent } = await signedInPerson(server, `page-${kind}`);
    const created = await createProject(agent, { product_type_id: productTypeId });
    expect(created.statusCode, created.body).toBe(200);
    const project = created.json();
    const name = `Our ${kind} ${project.id}`;
    const updated = await agent.send('POST', '/api/v2/my/project/update', {
      project_id: project.id,
      name,
      viewable_by: 'Public',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const href = projectPageHref({
      id: project.id,
      type: { baseTypeId: project.type.base_type_id, typeUri: project.type.type_uri },
      uri: updated.json().uri,
    });
    expect(href.startsWith(`/${typeUri}/shared/`)).toBe(true);

    const guest = new TestAgent(server.app);
    const page = await guest.get(href);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(name);
    expect(page.body).not.toContain('noindex');

    await agent.send('POST', '/api/v2/my/project/update', {
      project_id: project.id,
      viewable_by: 'Invite',
    });
    const hidden = await guest.get(href);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).not.toContain(name);

    // A design of the same line keeps its page at its own address, category 'all' included.
    const [theme] = await server.database.db
      .select({ uri: themes.uri, name: themes.name })
      .from(themes)
      .where(inArray(themes.productTypeId, lineTypes(typeUri)))
      .limit(1);
    expect(theme).toBeDefined();
    const design = await guest.get(`/${typeUri}/all/${theme!.uri}`);
    expect(design.statusCode).toBe(200);
    expect(design.body).toContain(theme!.name);
  });
});
