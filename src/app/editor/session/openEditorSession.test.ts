import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { client, type Reply } from '../../../shared/api/testing/fakeFetch';
import { toWire } from '../../../shared/api/wireCase';
import { EDITOR_ACCESS_DENIAL_REASONS } from '../../../shared/catalog/editor';
import { BLANK_THEME } from '../../../shared/catalog/themes';
import { yToDoc } from '../../../shared/project/yjs/binding';
import { type DraftsIndex, openDraftsIndex } from '../engine/saving/draftsIndex';
import { openLocalProject } from '../engine/saving/localProject';
import { DEMO_NOTICE } from './createNewProject';
import type { EditorRequest } from './editorRequest';
import { openEditorSession, type SessionDeps, type SessionOutcome } from './openEditorSession';
import {
  BOOK_TEMPLATE,
  CALENDAR_TEMPLATE,
  contentOnWire,
  designOnWire,
  projectOnWire,
} from './sessionTestKit';

const API = '/api/v2';
let drafts: DraftsIndex;
let ids: number;
let remembered: string | undefined;

beforeEach(async () => {
  Object.assign(globalThis, { indexedDB: new IDBFactory() });
  drafts = await openDraftsIndex();
  ids = 0;
  remembered = undefined;
});

function deps(
  routes: Record<string, Reply | Reply[]>,
  options: Partial<SessionDeps> & { online?: boolean } = {},
) {
  const { api, sent } = client(routes);
  const session: SessionDeps = {
    api,
    drafts,
    openLocal: openLocalProject,
    isOnline: () => options.online ?? true,
    newClientId: () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`,
    now: () => 1_700_000_000_000,
    userId: 7,
    device: 'desktop',
    remembered: { get: () => remembered, set: (id) => (remembered = id) },
    photoInfos: async (list) => list.map((id) => ({ id: String(id), width: 3000, height: 2000 })),
    ...options,
  };
  return { session, sent };
}

const open = (projectId: number, extra: Partial<Extract<EditorRequest, { kind: 'open' }>> = {}) =>
  ({ kind: 'open', projectId, preview: false, embedded: false, ...extra }) as const;

const create = (
  extra: Partial<Extract<EditorRequest, { kind: 'create' }>> = {},
): EditorRequest => ({
  kind: 'create',
  templateId: BOOK_TEMPLATE.templateId,
  overrides: {},
  photoIds: [],
  coverPhotoIds: [],
  ...extra,
});

const sourceReply = (source = BOOK_TEMPLATE, deviceRestriction?: 1 | 2) => ({
  status: 200,
  body: toWire({ source, deviceRestriction }),
});

/** The configuration call's answer; only whether the theme suits this device matters here. */
const configurationReply = (themeAvailable: boolean) => ({
  status: 200,
  body: { theme_available: themeAvailable, editor_kind: 'desktop', editor_experience: 7 },
});

function ready(outcome: SessionOutcome) {
  if (outcome.status !== 'ready') throw new Error(`expected ready, got ${JSON.stringify(outcome)}`);
  return outcome;
}

describe('opening an existing project', () => {
  it.each(EDITOR_ACCESS_DENIAL_REASONS)(
    'shows the denial “%s” without fetching the design',
    async (reason) => {
      const { session, sent } = deps({
        [`GET ${API}/my/projects/41/edit_access`]: {
          status: 200,
          body: { allowed: false, reason },
        },
      });
      expect(await openEditorSession(open(41), session)).toEqual({
        status: 'denied',
        reason,
        projectId: 41,
      });
      expect(sent.map((s) => s.url)).toEqual([`${API}/my/projects/41/edit_access`]);
    },
  );

  it('checks access, then fetches the design once and keeps it on the device for offline use', async () => {
    const design = designOnWire(3);
    const { session } = deps({
      [`GET ${API}/my/projects/41/edit_access`]: { status: 200, body: { allowed: true } },
      [`GET ${API}/my/project/details`]: { status: 200, body: projectOnWire(41) },
      [`GET ${API}/my/projects/41/configuration`]: configurationReply(true),
      [`GET ${API}/my/projects/41/content`]: { status: 200, body: contentOnWire(41, design) },
    });
    const first = ready(await openEditorSession(open(41, { page: 2 }), session));
    expect(first).toMatchObject({ projectId: 41, title: 'Our Year', readOnly: false, page: 2 });
    const pages = yToDoc(first.project.ydoc).surfaceOrder.length;
    expect(pages).toBe(4);
    await first.project.close();
    const [draft] = await drafts.list(7);
    expect(draft).toMatchObject({
      serverId: 41,
      templateId: 5,
      syncedStateVector: design.stateVector,
    });

    // Offline later: the copy on this device opens, with no call at all.
    const offline = deps({}, { online: false });
    const again = ready(await openEditorSession(open(41), offline.session));
    expect(again.project.clientId).toBe(draft?.clientId);
    expect(yToDoc(again.project.ydoc).surfaceOrder.length).toBe(pages);
    expect(offline.sent).toHaveLength(0);
    await again.project.close();
  });

  it('tells the editor which experience the project was last edited in (for track_flex_switch)', async () => {
    const { session } = deps({
      [`GET ${API}/my/projects/41/edit_access`]: { status: 200, body: { allowed: true } },
      [`GET ${API}/my/project/details`]: { status: 200, body: projectOnWire(41) },
      [`GET ${API}/my/projects/41/configuration`]: {
        status: 200,
        body: { ...configurationReply(true).body, last_editor_experience: 10 },
      },
      [`GET ${API}/my/projects/41/content`]: { status: 200, body: contentOnWire(41) },
    });
    const opened = ready(await openEditorSession(open(41), session));
    expect(opened.lastExperience).toBe(10);
    await opened.project.close();
  });

  it('starts a project the server has no design for from its template, named as on the server', async () => {
    const empty = new Y.Doc();
    const nothing = {
      update: Buffer.from(Y.encodeStateAsUpdate(empty)).toString('base64'),
      stateVector: Buffer.from(Y.encodeStateVector(empty)).toString('base64'),
    };
    const { session } = deps({
      [`GET ${API}/my/projects/41/edit_access`]: { status: 200, body: { allowed: true } },
      [`GET ${API}/my/project/details`]: { status: 200, body: projectOnWire(41) },
      [`GET ${API}/my/projects/41/configuration`]: configurationReply(true),
      [`GET ${API}/my/projects/41/content`]: { status: 200, body: contentOnWire(41, nothing) },
      [`GET ${API}/templates/5/source`]: sourceReply(),
    });
    const opened = ready(await openEditorSession(open(41), session));
    const doc = yToDoc(opened.project.ydoc);
    expect(doc.title).toBe('Our Year');
    expect(doc.options.templateId).toBe(BOOK_TEMPLATE.templateId);
    expect(doc.surfaceOrder.length).toBeGreaterThan(0);
    await opened.project.close();
  });

  it('does not open a project whose design is made for the other kind of device', async () => {
    const { session } = deps({
      [`GET ${API}/my/projects/41/edit_access`]: { status: 200, body: { allowed: true } },
      [`GET ${API}/my/project/details`]: { status: 200, body: projectOnWire(41) },
      [`GET ${API}/my/projects/41/configuration`]: configurationReply(false),
    });
    expect(await openEditorSession(open(41), session)).toEqual({
      status: 'error',
      message: expect.stringContaining('on a phone or tablet'),
    });
  });

  it('says what to do when offline with a project this device has never opened', async () => {
    const { session } = deps({}, { online: false });
    const outcome = await openEditorSession(open(41), session);
    expect(outcome).toEqual({
      status: 'error',
      message: expect.stringContaining('Connect to the internet'),
    });
  });

  it('sends a photo-print project to /photo-prints', async () => {
    const { session } = deps({
      [`GET ${API}/my/projects/9/edit_access`]: { status: 200, body: { allowed: true } },
      [`GET ${API}/my/project/details`]: {
        status: 200,
        body: projectOnWire(9, 'photo-prints', 40),
      },
      [`GET ${API}/my/projects/9/configuration`]: configurationReply(true),
    });
    expect(await openEditorSession(open(9), session)).toEqual({
      status: 'redirect',
      to: '/photo-prints',
    });
  });

  it('opens a preview read-only, in memory, and keeps nothing on the device', async () => {
    const { session } = deps(
      {
        [`GET ${API}/my/project/details`]: { status: 200, body: projectOnWire(41) },
        [`GET ${API}/my/projects/41/content`]: { status: 200, body: contentOnWire(41) },
      },
      { userId: undefined },
    );
    const outcome = ready(
      await openEditorSession(open(41, { viewKey: 'k', embedded: true }), session),
    );
    expect(outcome).toMatchObject({ readOnly: true, persisted: false, projectId: 41 });
    expect(await drafts.list(null)).toEqual([]);
  });

  it('shows someone else’s shared link read-only when they may not change it', async () => {
    const { session } = deps({
      [`GET ${API}/my/projects/41/edit_access`]: {
        status: 200,
        body: { allowed: false, reason: 'private' },
      },
      [`GET ${API}/my/project/details`]: { status: 200, body: projectOnWire(41) },
      [`GET ${API}/my/projects/41/content`]: { status: 200, body: contentOnWire(41) },
    });
    const outcome = ready(
      await openEditorSession(open(41, { viewKey: 'k', embedded: true }), session),
    );
    expect(outcome).toMatchObject({ readOnly: true, persisted: false });
  });

  it('answers a preview of a project the visitor may not see as private', async () => {
    const { session } = deps({
      [`GET ${API}/my/project/details`]: {
        status: 404,
        body: { error: { code: 'not_found', message: 'Project not found' } },
      },
    });
    expect(await openEditorSession(open(41, { preview: true }), session)).toEqual({
      status: 'denied',
      reason: 'private',
      projectId: 41,
    });
  });
});

describe('creating a project', () => {
  it('makes a guest’s draft on the device from the template, and a reload opens the same draft', async () => {
    const { session } = deps(
      { [`GET ${API}/templates/5/source`]: sourceReply() },
      { userId: undefined },
    );
    const made = ready(await openEditorSession(create(), session));
    const doc = yToDoc(made.project.ydoc);
    expect(doc.options).toMatchObject({ productTypeId: 1, templateId: 5, themeId: 12 });
    expect(made).toMatchObject({ title: 'Summer Story', persisted: true });
    expect(made.projectId).toBeUndefined();
    expect(await drafts.get(made.project.clientId)).toMatchObject({
      ownerUserId: null,
      templateId: 5,
      pageCount: doc.options.pageCount,
      options: { sizeKey: doc.options.sizeKey, quantity: 1, coverTypeId: doc.options.coverTypeId },
    });
    expect(remembered).toBe(made.project.clientId);
    await made.project.close();

    const reload = deps({}, { userId: undefined, online: false });
    const reopened = ready(await openEditorSession(create(), reload.session));
    expect(reopened.project.clientId).toBe(made.project.clientId);
    expect(reload.sent).toHaveLength(0);
    await reopened.project.close();

    // Signed in since: the same draft opens, now theirs, so its sync uploads it.
    const signedIn = deps({}, { userId: 7, online: false });
    const theirs = ready(await openEditorSession(create(), signedIn.session));
    expect(theirs.project.clientId).toBe(made.project.clientId);
    expect(await drafts.get(made.project.clientId)).toMatchObject({ ownerUserId: 7 });
    await theirs.project.close();
  });

  it('ue: a new-project link opens this device’s latest draft of the same design instead', async () => {
    const first = deps({ [`GET ${API}/templates/5/source`]: sourceReply() });
    const made = ready(await openEditorSession(create(), first.session));
    await made.project.close();
    remembered = undefined; // another address of the same design
    const again = deps({}, { online: false });
    const reopened = ready(await openEditorSession(create({ useExisting: true }), again.session));
    expect(reopened.project.clientId).toBe(made.project.clientId);
    expect(again.sent).toHaveLength(0);
    await reopened.project.close();
    // Without ue the same design starts again.
    remembered = undefined;
    const fresh = deps({ [`GET ${API}/templates/5/source`]: sourceReply() });
    const other = ready(await openEditorSession(create(), fresh.session));
    expect(other.project.clientId).not.toBe(made.project.clientId);
    await other.project.close();
  });

  it('demo: opens the design editable, in memory, keeping nothing, and says so', async () => {
    const { session } = deps({ [`GET ${API}/templates/5/source`]: sourceReply() });
    const made = ready(await openEditorSession(create({ demo: true }), session));
    expect(made).toMatchObject({ persisted: false, readOnly: false, notice: DEMO_NOTICE });
    expect(yToDoc(made.project.ydoc).options).toMatchObject({ templateId: 5 });
    expect(await drafts.list(7)).toHaveLength(0);
    expect(remembered).toBeUndefined();
    await made.project.close();
  });

  it('aspect: starts in the design’s size of that shape', async () => {
    const { session } = deps({
      [`GET ${API}/templates/6/source`]: sourceReply({
        ...CALENDAR_TEMPLATE,
        sizes: ['12x12', '11x8.5', '14x11'],
      }),
    });
    const made = ready(
      await openEditorSession(create({ templateId: 6, aspect: 'landscape' }), session),
    );
    expect(yToDoc(made.project.ydoc).options.sizeKey).toBe('11x8.5');
    await made.project.close();
  });

  it('starts a blank project of a product type offline, with no call', async () => {
    const { session, sent } = deps({}, { online: false });
    const made = ready(
      await openEditorSession(
        create({
          templateId: undefined,
          productTypeId: 20,
          themeId: BLANK_THEME.id,
          overrides: { startingMonthYear: '2027-03' },
        }),
        session,
      ),
    );
    const doc = yToDoc(made.project.ydoc);
    expect(doc.options).toMatchObject({
      productTypeId: 20,
      themeId: BLANK_THEME.id,
      startingMonthYear: '2027-03',
    });
    expect(doc.options.templateId).toBeUndefined();
    for (const element of Object.values(doc.elements)) expect(element.type).not.toBe('photoSlot');
    expect(sent).toHaveLength(0);
    await made.project.close();
  });

  it('starts from a catalogue product (the size table’s Start): its type on the blank theme, in its size', async () => {
    const products = {
      [`GET ${API}/products`]: {
        status: 200,
        body: toWire({
          items: [
            {
              id: 3,
              productTypeId: 1,
              name: '11 × 8.5 book',
              priceCents: 2999,
              widthInches: 11,
              heightInches: 8.5,
            },
          ],
        }),
      },
    };
    const { session, sent } = deps(products);
    const made = ready(
      await openEditorSession(create({ templateId: undefined, productId: 3 }), session),
    );
    expect(yToDoc(made.project.ydoc).options).toMatchObject({
      productTypeId: 1,
      productId: 3,
      sizeKey: '11x8.5',
      themeId: BLANK_THEME.id,
    });
    expect(sent[0]?.url).toBe(`${API}/products?ids[]=3`);
    await made.project.close();

    const gone = deps({ [`GET ${API}/products`]: { status: 200, body: { items: [] } } });
    remembered = undefined;
    expect(
      await openEditorSession(create({ templateId: undefined, productId: 99 }), gone.session),
    ).toEqual({
      status: 'error',
      message: 'This product is no longer in the shop. Choose another one.',
    });
  });

  it('sets the calendar’s starting month and the quantity from the link', async () => {
    const { session } = deps({ [`GET ${API}/templates/6/source`]: sourceReply(CALENDAR_TEMPLATE) });
    const made = ready(
      await openEditorSession(
        create({ templateId: 6, overrides: { startingMonthYear: '2027-09', quantity: 3 } }),
        session,
      ),
    );
    expect(yToDoc(made.project.ydoc).options).toMatchObject({
      startingMonthYear: '2027-09',
      quantity: 3,
    });
    await made.project.close();
  });

  it('says a design not yet on this device needs a connection, and a withdrawn one needs another choice', async () => {
    const offline = deps({
      [`GET ${API}/templates/5/source`]: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    expect(await openEditorSession(create(), offline.session)).toEqual({
      status: 'error',
      message: expect.stringContaining('Connect to the internet to start it'),
    });
    const gone = deps({
      [`GET ${API}/templates/5/source`]: {
        status: 404,
        body: { error: { code: 'not_found', message: 'Template with id 5 not found' } },
      },
    });
    expect(await openEditorSession(create(), gone.session)).toEqual({
      status: 'error',
      message: 'This design is no longer in the shop. Choose another one.',
    });
    expect(await drafts.list(7)).toEqual([]);
  });

  it('refuses a design restricted to the other kind of device, naming where it works', async () => {
    const { session } = deps({ [`GET ${API}/templates/5/source`]: sourceReply(BOOK_TEMPLATE, 2) });
    expect(await openEditorSession(create(), session)).toEqual({
      status: 'error',
      message: expect.stringContaining('on a phone or tablet'),
    });
    const mobile = deps(
      { [`GET ${API}/templates/5/source`]: sourceReply(BOOK_TEMPLATE, 2) },
      { device: 'mobile' },
    );
    const made = ready(await openEditorSession(create(), mobile.session));
    await made.project.close();
  });

  it('sends a photo-print template to /photo-prints', async () => {
    const { session } = deps({
      [`GET ${API}/templates/5/source`]: sourceReply({ ...BOOK_TEMPLATE, productTypeId: 40 }),
    });
    expect(await openEditorSession(create(), session)).toEqual({
      status: 'redirect',
      to: '/photo-prints',
    });
  });

  it('places the linked photos, cover photos on the cover, and says when some had no room', async () => {
    const { session } = deps({ [`GET ${API}/templates/5/source`]: sourceReply() });
    const made = ready(
      await openEditorSession(create({ coverPhotoIds: [100], photoIds: [101, 102, 103] }), session),
    );
    const doc = yToDoc(made.project.ydoc);
    const placed = (surfaceId: string) =>
      (doc.surfaces[surfaceId]?.elementIds ?? [])
        .map((id) => doc.elements[id])
        .flatMap((element) =>
          element?.type === 'photoSlot' && element.photoId ? [element.photoId] : [],
        );
    expect(placed(doc.surfaceOrder[0] as string)).toContain('100');
    const inside = doc.surfaceOrder.slice(1).flatMap(placed);
    expect(inside.slice(0, 3)).toEqual(['101', '102', '103']);
    await made.project.close();

    const many = Array.from({ length: 400 }, (_, i) => i + 1);
    const crowded = deps({ [`GET ${API}/templates/5/source`]: sourceReply() });
    remembered = undefined;
    const full = ready(await openEditorSession(create({ photoIds: many }), crowded.session));
    expect(full.notice).toMatch(/has room for \d+ of your 400 photos/);
    await full.project.close();
  });
});

describe('no project named', () => {
  it('opens the draft this visitor changed last, or says there is none', async () => {
    const { session } = deps({});
    expect(await openEditorSession({ kind: 'resume' }, session)).toEqual({ status: 'empty' });
    const base = { name: 'x', productTypeId: 1, ownerUserId: 7 };
    await drafts.put({ ...base, clientId: '00000000-0000-4000-8000-0000000000a1', updatedAt: 5 });
    await drafts.put({ ...base, clientId: '00000000-0000-4000-8000-0000000000a2', updatedAt: 9 });
    await drafts.put({
      ...base,
      clientId: '00000000-0000-4000-8000-0000000000a3',
      updatedAt: 99,
      ownerUserId: 8,
    });
    const latest = ready(await openEditorSession({ kind: 'resume' }, session));
    expect(latest.project.clientId).toBe('00000000-0000-4000-8000-0000000000a2');
    await latest.project.close();
  });
});
