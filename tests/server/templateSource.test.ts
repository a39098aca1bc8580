import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from '../../src/server/catalog/catalog/catalogSeed';
import { generateCatalog } from '../../src/server/catalog/catalog/catalogSeedData';
import { fromWire } from '../../src/shared/api/wireCase';
import { BLANK_THEME } from '../../src/shared/catalog/themes';
import { projectDocumentSchema } from '../../src/shared/project/document';
import { createProjectFromTemplate } from '../../src/shared/project/templates/createProject';
import {
  type TemplateSource,
  templateSourceSchema,
} from '../../src/shared/project/templates/templateSource';
import { startTestServer, TestAgent, type TestServer } from './support/testServer';

let server: TestServer;
let guest: TestAgent;
beforeAll(async () => {
  server = await startTestServer();
  await seedCatalog(server.database.db);
  guest = new TestAgent(server.app);
});
afterAll(() => server.close());

const API = '/api/v2';
const catalog = generateCatalog();

async function sourceOf(id: number | string) {
  const response = await guest.get(`${API}/templates/${id}/source`);
  return {
    status: response.statusCode,
    body: fromWire(response.json()) as { source: TemplateSource; deviceRestriction?: number },
  };
}

describe('templates/{id}/source', () => {
  it('answers the template joined with its theme, from which the editor makes the shop’s document', async () => {
    const template = catalog.templates.find((row) => (row.photoCount ?? 0) > 2);
    if (!template) throw new Error('the catalogue has no template with photos');
    const theme = catalog.themes.find((row) => row.id === template.themeId);
    const { status, body } = await sourceOf(template.id);
    expect(status).toBe(200);
    const source = templateSourceSchema.parse(body.source);
    expect(source).toMatchObject({
      templateId: template.id,
      themeId: template.themeId,
      productTypeId: template.productTypeId,
      name: template.name,
      colorIds: theme?.colorIds ?? [],
      sizes: theme?.sizes ?? [],
    });
    const doc = createProjectFromTemplate(source);
    expect(projectDocumentSchema.safeParse(doc).success).toBe(true);
    expect(doc.options.templateId).toBe(template.id);
  });

  it('says when the theme is for one kind of device only', async () => {
    const restricted = catalog.themes.find((theme) => theme.deviceRestriction === 2);
    const open = catalog.themes.find((theme) => !theme.deviceRestriction);
    const templateOf = (themeId: number | undefined) =>
      catalog.templates.find((row) => row.themeId === themeId)?.id ?? 0;
    expect((await sourceOf(templateOf(restricted?.id))).body.deviceRestriction).toBe(2);
    expect((await sourceOf(templateOf(open?.id))).body.deviceRestriction).toBeUndefined();
  });

  it('answers the blank canvas theme’s template', async () => {
    const blank = catalog.templates.find((row) => row.themeId === BLANK_THEME.id);
    const { status, body } = await sourceOf(blank?.id ?? 0);
    expect(status).toBe(200);
    expect(body.source.themeId).toBe(BLANK_THEME.id);
  });

  it('answers 404 for a template that does not exist and 400 for an id that is not one', async () => {
    const missing = await guest.get(`${API}/templates/999999/source`);
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Template with id 999999 not found');
    expect((await guest.get(`${API}/templates/abc/source`)).statusCode).toBe(400);
  });
});
