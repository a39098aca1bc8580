import { describe, expect, expectTypeOf, it } from 'vitest';
import { contentExportKinds, pluralKind } from './actions/contentExport';
import {
  type ActionInput,
  type ActionName,
  type ActionOutput,
  actionBlocks,
  actionPathParams,
  actionTable,
} from './actionTable';
import { actionAreas } from './areas';
import type { ActionDef } from './defineAction';
import { pathOfActionName } from './defineActions';

const names = Object.keys(actionTable) as ActionName[];

/** Reads whose name holds a verb word: a copy's status and a purchase invite are things. */
const READS_NAMED_LIKE_VERBS: readonly string[] = [
  'my/project/copy_status',
  'purchase_invite/{id}',
  'oauth2/authorization_request',
];

// A name segment that changes state (spec §7 lists many of these under GET; that is not a method).
const STATE_CHANGING =
  /(^|[/_])(add|remove|create|update|delete|destroy|set|apply|accept|ignore|cancel|archive|restore|leave|copy|share|invite|send|track|flush|sync|prolong|mark|fill|batch|request|change|decisions)(_|\/|$|#)/;

describe('the action table', () => {
  it('lists every call once and prints the count', () => {
    const blockNames = actionBlocks.flatMap((block) => Object.keys(block));
    const seen = new Set<string>();
    const twice = blockNames.filter((name) => {
      if (seen.has(name)) return true;
      seen.add(name);
      return false;
    });
    expect(twice).toEqual([]);
    expect(blockNames.length).toBe(names.length);
    console.log(`actions: ${names.length}`);
  });

  it('derives every path from the name under /api/v2 or /api/content-export', () => {
    for (const name of names) {
      const { path } = actionTable[name];
      expect(path, name).toBe(pathOfActionName(name));
      expect(path.startsWith('/api/v2/') || path.startsWith('/api/content-export/'), name).toBe(
        true,
      );
      expect(path, name).not.toMatch(/[{}#]/);
    }
  });

  it('has the path parameters of the braces in the name', () => {
    for (const name of names) {
      const braces = [...name.matchAll(/\{([a-z_]+)\}/g)].map((m) => m[1]);
      expect(actionPathParams(name), name).toEqual(braces);
    }
    expect(actionPathParams('my/projects/{project_id}/configuration')).toEqual(['project_id']);
    expect(actionPathParams('content-export/generate/{type}/{id}')).toEqual(['type', 'id']);
  });

  it('declares each path parameter in the input schema by its camelCase name', () => {
    for (const name of names) {
      const shape = (actionTable[name].input as unknown as { shape?: Record<string, unknown> })
        .shape;
      for (const param of actionPathParams(name)) {
        const key = param.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
        expect(shape && key in shape, `${name} input lacks ${key}`).toBe(true);
      }
    }
  });

  it('uses valid methods and areas, and no GET for a call that changes state', () => {
    for (const name of names) {
      const def = actionTable[name];
      expect(['GET', 'POST', 'PUT', 'DELETE'], name).toContain(def.method);
      expect(actionAreas, name).toContain(def.area);
      if (STATE_CHANGING.test(name) && !READS_NAMED_LIKE_VERBS.includes(name))
        expect(def.method, name).not.toBe('GET');
    }
  });

  it('gives a second method on the same path a #suffix and keeps GET on the plain name', () => {
    const byRoute = new Map<string, ActionName>();
    for (const name of names) {
      const { method, path } = actionTable[name];
      const route = `${method} ${path}`;
      expect(byRoute.get(route), route).toBeUndefined();
      byRoute.set(route, name);
      if (name.includes('#')) expect(method, name).not.toBe('GET');
    }
    expect(actionTable['my/albums'].method).toBe('GET');
    expect(actionTable['my/albums#create'].method).toBe('POST');
    expect(actionTable['my/albums/{id}#update'].method).toBe('PUT');
    expect(actionTable['my/albums/{id}#delete'].method).toBe('DELETE');
    expect(actionTable['my/sessions/current#delete'].path).toBe('/api/v2/my/sessions/current');
    expect(actionTable['my/albums/{id}/add_photos'].path).toBe('/api/v2/my/albums/:id/add_photos');
  });

  it('sends uploads as multipart only from calls that change state', () => {
    for (const name of names) {
      const def: ActionDef = actionTable[name];
      if (def.encoding) expect(def.method, name).not.toBe('GET');
    }
  });

  it('has a list and a by-id read for every content-export kind', () => {
    for (const kind of contentExportKinds) {
      const list = `content-export/${pluralKind(kind)}` as ActionName;
      const item = `content-export/${kind}/{id}` as ActionName;
      expect(actionTable[list]?.path, list).toBe(`/api/${list}`);
      expect(actionTable[item]?.path, item).toBe(`/api/content-export/${kind}/:id`);
    }
    expect(names).toContain('content-export/coupon-codes');
    expect(names).toContain('content-export/tag-groups');
    expect(names).toContain('content-export/site-pages');
    expect(names).toContain('content-export/article-references');
    expect(actionTable['content-export/generate/{type}/{id}'].path).toBe(
      '/api/content-export/generate/:type/:id',
    );
  });

  it('validates the session calls the app already uses', () => {
    expect(actionTable['my/sessions/csrf_token'].output.parse({ authenticityToken: 't' })).toEqual({
      authenticityToken: 't',
    });
    const signedOut = { anonymousId: 'a', csrfToken: 'c' };
    expect(actionTable['my/sessions/current'].output.parse(signedOut)).toEqual(signedOut);
    const signUp = actionTable.users.input;
    expect(signUp.safeParse({ email: 'a@b.co', password: 'short', firstName: 'A' }).success).toBe(
      false,
    );
    expect(
      signUp.safeParse({ email: 'a@b.co', password: 'long enough', firstName: 'A' }).success,
    ).toBe(true);
    expect(
      actionTable['my/sessions'].input.safeParse({ email: 'nope', password: 'x' }).success,
    ).toBe(false);
  });

  it('parses GET query text into typed input', () => {
    expect(
      actionTable['my/photos'].input.parse({ hideDuplicates: 'true', page: '2', albumId: '7' }),
    ).toEqual({ hideDuplicates: true, page: 2, albumId: 7 });
    expect(
      actionTable['my/projects/{project_id}/configuration'].input.parse({ projectId: '3' }),
    ).toEqual({ projectId: 3 });
  });

  it('derives input and output types from the schemas', () => {
    expectTypeOf<ActionInput<'my/albums/{id}/add_photos'>>().toEqualTypeOf<{
      id: string | number;
      photoIds: number[];
    }>();
    expectTypeOf<ActionOutput<'my/sessions/csrf_token'>>().toEqualTypeOf<{
      authenticityToken: string;
    }>();
    expectTypeOf<
      ActionOutput<'my/photos'>['items'][number]['isDuplicate']
    >().toEqualTypeOf<boolean>();
  });
});
