import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { actionTable } from '../../../src/shared/api/actionTable';
import { placedPhotoIds } from '../../../src/shared/project/autofill/autofill';
import { frontCoverOf } from '../../../src/shared/project/autofill/frontCover';
import { applyDocToY } from '../../../src/shared/project/yjs/binding';
import {
  CATALOG,
  createProject,
  fromBase64,
  PROJECTS,
  seedProjectCatalog,
  setProject,
  signedInPerson,
  toBase64,
} from '../support/projects';
import { startTestServer, TestAgent, type TestServer } from '../support/testServer';
import { DESIGNS, photosOf, seedDesigns, storedDesign } from './creationSupport';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await seedProjectCatalog(server.database.db);
  await seedDesigns(server.database.db);
});
afterAll(() => server.close());

const path = (name: keyof typeof actionTable) => actionTable[name].path;
const AUTOFILL_PREVIEW = path('creation/autofill_preview');
const PAGE_PREVIEW = path('creation/page_preview');
const FILL_TEMPLATE = path('creation/fill_project_template');
const FILL_COVERS = path('creation/fill_project_front_covers');

async function person() {
  const { agent, userId } = await signedInPerson(server, 'creation');
  return { agent, userId };
}

async function bookProject(agent: TestAgent, photoIds: number[] = []) {
  const response = await createProject(agent, {
    template_id: DESIGNS.book,
    ...(photoIds.length ? { photo_ids: photoIds } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().id as number;
}

describe('creation/fill_project_template', () => {
  it("fills the project's design from its photos and stores it for every device", async () => {
    const { agent, userId } = await person();
    const photos = await photosOf(server.database.db, userId, 40);
    const projectId = await bookProject(agent, photos);
    const response = await agent.send('POST', FILL_TEMPLATE, {
      project_id: projectId,
      template_id: DESIGNS.book,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const doc = await storedDesign(agent, projectId);
    expect(doc.options.templateId).toBe(DESIGNS.book);
    const placed = placedPhotoIds(doc);
    expect(new Set(placed)).toEqual(new Set(photos.map(String)));
    expect(placed).toHaveLength(40);
    expect(doc.options.pageCount).toBe(20);
    // The pages hold the photos in taken order (ids were made in taken order), page after page;
    // within a page, photos go to the slots that suit their shapes.
    const pages = doc.surfaceOrder
      .slice(1)
      .map((surfaceId) => placedPhotoIds({ ...doc, surfaceOrder: [surfaceId] }).map(Number));
    let latest = 0;
    for (const page of pages.filter((ids) => ids.length > 0)) {
      expect(Math.min(...page)).toBeGreaterThan(latest);
      latest = Math.max(...page);
    }
  });

  it('grows the book in leaves when the photos want more pages, and the stored design says so', async () => {
    const { agent, userId } = await person();
    const photos = await photosOf(server.database.db, userId, 150);
    const projectId = await bookProject(agent);
    const response = await agent.send('POST', FILL_TEMPLATE, {
      project_id: projectId,
      template_id: DESIGNS.book,
      photo_ids: photos,
    });
    expect(response.statusCode, response.body).toBe(200);
    const doc = await storedDesign(agent, projectId);
    expect(doc.options.pageCount).toBeGreaterThan(20);
    expect(doc.options.pageCount! % 2).toBe(0);
    expect(doc.surfaceOrder).toHaveLength(doc.options.pageCount! + 1);
    expect(new Set(placedPhotoIds(doc)).size).toBe(150);
    // The project's own page count (its details, its price) follows the design.
    const details = await agent.get(`/api/v2/my/project/details?project_id=${projectId}`);
    expect(details.json().page_count).toBe(doc.options.pageCount);
  });

  it('merges with what a device pushed meanwhile, through the same stored updates', async () => {
    const { agent, userId } = await person();
    const photos = await photosOf(server.database.db, userId, 6);
    const projectId = await bookProject(agent);
    await agent.send('POST', FILL_TEMPLATE, {
      project_id: projectId,
      template_id: DESIGNS.book,
      photo_ids: photos.slice(0, 3),
    });
    // A device pulls the filled design, renames the book and pushes.
    const pulled = await agent.get(`${PROJECTS}/${projectId}/content`);
    const device = new Y.Doc();
    Y.applyUpdate(device, fromBase64(pulled.json().update));
    const vector = Y.encodeStateVector(device);
    const doc = await storedDesign(agent, projectId);
    applyDocToY(device, { ...doc, title: 'Our summer' });
    const pushed = await agent.send('POST', `${PROJECTS}/${projectId}/content`, {
      update: toBase64(Y.encodeStateAsUpdate(device, vector)),
    });
    expect(pushed.statusCode, pushed.body).toBe(200);
    // The cover is filled afterwards on the server: both changes are there.
    const covers = await agent.send('POST', FILL_COVERS, {
      project_id: projectId,
      photo_ids: [photos[5]],
    });
    expect(covers.statusCode, covers.body).toBe(200);
    const after = await storedDesign(agent, projectId);
    expect(after.title).toBe('Our summer');
    expect(frontCoverOf(after)!.slots[0]!.photoId).toBe(String(photos[5]));
  });

  it('names the fields of bad input', async () => {
    const { agent } = await person();
    const projectId = await bookProject(agent);
    const cases: [object, Record<string, unknown>][] = [
      [{ template_id: DESIGNS.book }, { project_id: [expect.any(String)] }],
      [{ project_id: projectId, template_id: 'x' }, { template_id: [expect.any(String)] }],
      [
        { project_id: projectId, template_id: DESIGNS.book, photo_ids: [0] },
        { 'photo_ids.0': [expect.any(String)] },
      ],
      [
        { project_id: projectId, template_id: 424242 },
        { template_id: ['No template has this id.'] },
      ],
      [
        { project_id: projectId, template_id: CATALOG.templateId },
        { template_id: [expect.stringContaining("this project's product")] },
      ],
    ];
    for (const [body, fields] of cases) {
      const response = await agent.send('POST', FILL_TEMPLATE, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.fields).toEqual(fields);
    }
  });

  it("answers 404 for someone else's project or photos, 401 for a guest, 409 once ordered", async () => {
    const owner = await person();
    const other = await person();
    const projectId = await bookProject(owner.agent);
    const theirs = await photosOf(server.database.db, other.userId, 2);
    const body = { project_id: projectId, template_id: DESIGNS.book };
    expect((await other.agent.send('POST', FILL_TEMPLATE, body)).statusCode).toBe(404);
    expect(
      (await other.agent.send('POST', FILL_COVERS, { ...body, photo_ids: theirs })).statusCode,
    ).toBe(404);
    const guest = new TestAgent(server.app);
    expect((await guest.send('POST', FILL_TEMPLATE, body)).statusCode).toBe(401);
    const notMine = await owner.agent.send('POST', FILL_TEMPLATE, { ...body, photo_ids: theirs });
    expect(notMine.statusCode).toBe(404);
    await setProject(server.database.db, projectId, { orderedAt: new Date() });
    expect((await owner.agent.send('POST', FILL_TEMPLATE, body)).statusCode).toBe(409);
  });
});

describe('creation/fill_project_front_covers', () => {
  it("lays the photos on a new project's front from its template, in the order given", async () => {
    const { agent, userId } = await person();
    const photos = await photosOf(server.database.db, userId, 3);
    const projectId = await bookProject(agent);
    const response = await agent.send('POST', FILL_COVERS, {
      project_id: projectId,
      photo_ids: [photos[2], photos[0]],
    });
    expect(response.statusCode, response.body).toBe(200);
    const doc = await storedDesign(agent, projectId);
    const front = frontCoverOf(doc)!;
    expect(front.slots[0]!.photoId).toBe(String(photos[2]));
    // Only the front changed: the pages are the template's, empty.
    expect(placedPhotoIds(doc).filter((id) => id !== String(photos[2]))).toEqual(
      front.slots.slice(1).flatMap((s) => (s.photoId ? [s.photoId] : [])),
    );
  });

  it('refuses an empty photo list with the field named', async () => {
    const { agent } = await person();
    const projectId = await bookProject(agent);
    const response = await agent.send('POST', FILL_COVERS, {
      project_id: projectId,
      photo_ids: [],
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(['photo_ids']);
  });
});

describe('creation/autofill_preview', () => {
  it('previews a template filled with the photos, every page as SVG through the one renderer', async () => {
    const { agent, userId } = await person();
    const photos = await photosOf(server.database.db, userId, 12);
    const response = await agent.send('POST', AUTOFILL_PREVIEW, {
      template_id: DESIGNS.calendar,
      photo_ids: photos,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { pages } = response.json();
    // Cover, twelve months, back.
    expect(pages.map((p: { index: number }) => p.index)).toEqual([...Array(14).keys()]);
    for (const page of pages) expect(page.svg).toMatch(/^<svg[^>]*data-surface=/);
    const shown = pages.map((p: { svg: string }) => p.svg).join('');
    for (let i = 0; i < 12; i++) expect(shown).toContain(`/photos/${userId}-${i}/medium.webp`);
  });

  it("uses a project's photos when none are named, and only its owner may ask", async () => {
    const owner = await person();
    const photos = await photosOf(server.database.db, owner.userId, 4);
    const projectId = await bookProject(owner.agent, photos);
    const mine = await owner.agent.send('POST', AUTOFILL_PREVIEW, {
      template_id: DESIGNS.book,
      photo_ids: [],
      project_id: projectId,
    });
    expect(mine.statusCode, mine.body).toBe(200);
    const shown = mine
      .json()
      .pages.map((p: { svg: string }) => p.svg)
      .join('');
    for (let i = 0; i < 4; i++) expect(shown).toContain(`/photos/${owner.userId}-${i}/medium.webp`);
    const other = await person();
    const theirs = await other.agent.send('POST', AUTOFILL_PREVIEW, {
      template_id: DESIGNS.book,
      photo_ids: [],
      project_id: projectId,
    });
    expect(theirs.statusCode).toBe(404);
    const bad = await owner.agent.send('POST', AUTOFILL_PREVIEW, { template_id: DESIGNS.book });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(['photo_ids']);
  });
});

describe('creation/page_preview', () => {
  it("draws one page of the owner's project, at the width asked", async () => {
    const { agent, userId } = await person();
    const photos = await photosOf(server.database.db, userId, 10);
    const projectId = await bookProject(agent, photos);
    await agent.send('POST', FILL_TEMPLATE, { project_id: projectId, template_id: DESIGNS.book });
    const byIndex = await agent.send('POST', PAGE_PREVIEW, {
      project_id: projectId,
      page: { index: 0 },
      width_px: 600,
    });
    expect(byIndex.statusCode, byIndex.body).toBe(200);
    const [cover] = byIndex.json().pages;
    expect(cover.index).toBe(0);
    expect(cover.svg).toMatch(/^<svg[^>]* width="600"/);
    expect(cover.svg).toContain('/medium.webp');
    const byId = await agent.send('POST', PAGE_PREVIEW, {
      project_id: projectId,
      page: { surface_id: 'page-2' },
    });
    expect(byId.json().pages[0].index).toBe(2);
  });

  it('draws a page sent whole, without a project', async () => {
    const { agent } = await person();
    const surface = {
      id: 'front',
      kind: 'panel',
      role: 'front',
      label: 'Front',
      width: 360,
      height: 504,
      bleed: 9,
      safe_inset: 18,
      folds: [],
      panels: [],
      features: [],
      element_ids: ['words'],
    };
    const words = {
      id: 'words',
      type: 'text',
      x: 20,
      y: 20,
      width: 300,
      height: 60,
      rotation: 0,
      text: 'Hello & welcome',
      font_family: 'inter',
      font_size: 24,
      font_weight: 400,
      align: 'center',
      vertical_align: 'middle',
      line_height: 1.2,
      color: '#333333',
      placeholder: false,
    };
    const response = await agent.send('POST', PAGE_PREVIEW, {
      page: {
        surface,
        elements: [words],
        options: { product_type_id: 4, size_key: '5x7', quantity: 1 },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().pages[0].svg).toContain('Hello &amp; welcome');
  });

  it('names what is wrong with the page, and hides projects of others', async () => {
    const { agent } = await person();
    const projectId = await bookProject(agent);
    await agent.send('POST', FILL_TEMPLATE, { project_id: projectId, template_id: DESIGNS.book });
    const cases: [object, Record<string, unknown>][] = [
      [{ project_id: projectId, page: {} }, { page: [expect.stringContaining('surface_id')] }],
      [{ project_id: projectId, page: { index: -1 } }, { 'page.index': [expect.any(String)] }],
      [
        { project_id: projectId, page: { surface_id: 'page-99' } },
        { 'page.surface_id': ["Choose one of the project's 21 pages."] },
      ],
      [{ page: { index: 0 } }, { project_id: ['Send the project whose page this is.'] }],
      [
        { page: { surface: { id: 'x' }, elements: [], options: { quantity: 1 } } },
        expect.objectContaining({
          'page.surface.kind': [expect.any(String)],
          'page.options.product_type_id': [expect.any(String)],
        }),
      ],
    ];
    for (const [body, fields] of cases) {
      const response = await agent.send('POST', PAGE_PREVIEW, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.fields).toEqual(fields);
    }
    const other = await person();
    const theirs = await other.agent.send('POST', PAGE_PREVIEW, {
      project_id: projectId,
      page: { index: 0 },
    });
    expect(theirs.statusCode).toBe(404);
  });
});
