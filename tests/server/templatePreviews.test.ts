import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from '../../src/app/entry-server';
import { seedCatalog } from '../../src/server/catalog/catalog/catalogSeed';
import { templateSourceFor } from '../../src/server/design/autofill/creationDesign';
import { type AppRender, createPageRenderer } from '../../src/server/render/pageRenderer';
import { FONTS } from '../../src/shared/project/fonts';
import { createProjectFromTemplate } from '../../src/shared/project/templates/createProject';
import { isWellFormedXml } from '../../src/shared/render/wellFormed';
import { startTestServer, TestAgent, type TestServer } from './support/testServer';

let server: TestServer;
let guest: TestAgent;
beforeAll(async () => {
  // The app's server render, in a bare template, so a test can read a page as it is served.
  const renderer = createPageRenderer(
    '<!--app-head--><!--app-html--><!--app-state-->',
    // As loadBuiltRenderer takes the built entry: by its shape (its calls are typed per action).
    render as unknown as AppRender,
  );
  server = await startTestServer({ renderer });
  await seedCatalog(server.database.db);
  guest = new TestAgent(server.app);
});
afterAll(() => server.close());

interface ThemeItem {
  id: number;
  uri: string;
  name: string;
  template_ids: number[];
}

async function firstTheme(productTypeId: number): Promise<ThemeItem> {
  const response = await guest.get(`/api/v2/themes?product_type_id=${productTypeId}&per_page=5`);
  expect(response.statusCode, response.body).toBe(200);
  const items = response.json().items as ThemeItem[];
  // A design with photos, so the picture has sample photos to show.
  const source = await Promise.all(
    items.map(async (item) => ({
      item,
      photos: (await templateSourceFor(server.database.db, item.template_ids[0]!)).photoCount,
    })),
  );
  return (source.find((s) => s.photos > 0) ?? source[0]!).item;
}

/** The text of every tspan, in order. */
const words = (svg: string) => [...svg.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map((m) => m[1]);

describe('the shop pictures a template from its document', () => {
  it("draws the template's front with its document's words, faces and sample photos", async () => {
    const theme = await firstTheme(7);
    const templateId = theme.template_ids[0]!;
    const response = await guest.get(`/artwork/templates/${templateId}.svg`);
    expect(response.statusCode, response.body).toBe(200);
    const svg = response.body;
    expect(isWellFormedXml(svg)).toBe(true);

    // The words the editor opens with are the words the shop shows.
    const doc = createProjectFromTemplate(await templateSourceFor(server.database.db, templateId));
    const front = doc.surfaces[doc.surfaceOrder[0]!]!;
    const texts = front.elementIds
      .map((id) => doc.elements[id])
      .flatMap((element) => (element?.type === 'text' ? [element.text] : []));
    expect(texts.length).toBeGreaterThan(0);
    const shown = words(svg).join(' ');
    for (const text of texts) {
      for (const word of text.split(/\s+/).filter(Boolean)) {
        expect(shown.toLowerCase()).toContain(word.toLowerCase());
      }
    }
    // Its slots hold the demo library's generated scenes, embedded so nothing else is fetched.
    expect(svg).toMatch(/<image[^>]+href="data:image\/svg\+xml;base64,/);
    expect(svg).not.toMatch(/href="(https?:|\/)/);
    // Text is set in shipped families, each with a generic fallback for renderers without it.
    const families = [...svg.matchAll(/font-family="([^"]+)"/g)].map((m) => m[1]!);
    expect(families.length).toBeGreaterThan(0);
    for (const family of families) {
      const font = FONTS.find((f) => family.startsWith(`'${f.family}'`));
      expect(font, family).toBeDefined();
      expect(family).toBe(`'${font!.family}', ${font!.generic}`);
    }
  });

  it('shows the same drawing for a theme tile and its template, versioned in listings', async () => {
    const theme = await firstTheme(7);
    const tile = (await guest.get(`/artwork/themes/${theme.id}.svg`)).body;
    const template = (await guest.get(`/artwork/templates/${theme.template_ids[0]}.svg`)).body;
    expect(tile).toBe(template);
    const webp = await guest.get(`/artwork/themes/${theme.id}.webp?w=240`);
    expect(webp.statusCode).toBe(200);
    expect((await sharp(webp.rawPayload).metadata()).format).toBe('webp');
  });

  it("frames a photo book's cover on its front, not the whole wrap", async () => {
    const theme = await firstTheme(1);
    const templateId = theme.template_ids[0]!;
    const doc = createProjectFromTemplate(await templateSourceFor(server.database.db, templateId));
    const cover = doc.surfaces[doc.surfaceOrder[0]!]!;
    const front = cover.panels.find((panel) => panel.role === 'front');
    expect(front).toBeDefined();
    const svg = (await guest.get(`/artwork/templates/${templateId}.svg`)).body;
    const viewBox = /viewBox="([^"]+)"/.exec(svg)?.[1]?.split(' ').map(Number);
    expect(viewBox).toEqual([front!.rect.x, front!.rect.y, front!.rect.width, front!.rect.height]);
  });
});

describe('a design page, server-rendered', () => {
  it("shows the template drawn from its document, as its picture's webp renditions", async () => {
    const theme = await firstTheme(7);
    const templateId = theme.template_ids[0]!;
    const page = await guest.get(`/cards/all/${theme.uri}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const img = new RegExp(
      `<img[^>]+src="(/artwork/templates/${templateId}\\.webp\\?w=\\d+)"`,
    ).exec(page.body);
    expect(img, 'the design picture').not.toBeNull();
    expect(page.body).toContain(`${theme.name}`);
    // The picture is that template's front as the editor draws it.
    const webp = await guest.get(img![1]!);
    expect(webp.statusCode).toBe(200);
    const svg = (await guest.get(`/artwork/templates/${templateId}.svg`)).body;
    const drawn = await sharp(Buffer.from(svg))
      .resize({ width: 64 })
      .flatten({ background: '#ffffff' })
      .raw()
      .toBuffer();
    const shown = await sharp(webp.rawPayload)
      .resize({ width: 64 })
      .flatten({ background: '#ffffff' })
      .raw()
      .toBuffer();
    expect(shown.length).toBe(drawn.length);
    const meanDifference =
      shown.reduce((sum, byte, i) => sum + Math.abs(byte - (drawn[i] ?? 0)), 0) / shown.length;
    expect(meanDifference).toBeLessThan(8);
  });
});
