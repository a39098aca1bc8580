import fc from 'fast-check';
import { createStaticHandler, matchRoutes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { build } from '../../shared/routes/build';
import { parse } from '../../shared/routes/parse';
import { routeParams } from '../../shared/routes/routeArbitraries';
import {
  type RouteMatch,
  type RouteName,
  routeNames,
  routeTable,
} from '../../shared/routes/routeTable';
import type { PageModule } from '../navigation/pageModule';
import { appRoutes, FRAME_ROUTE_ID, routerPath } from './appRoutes';

// The pages' chunks are not the subject here: each "page" records what its loader was asked.
const loaded: RouteName[] = [];
const prefetched: RouteMatch[] = [];
vi.mock('./loadPage', () => ({
  loadPage: async (name: RouteName): Promise<PageModule> => {
    loaded.push(name);
    return {
      default: () => null,
      prefetch: async (match) => {
        prefetched.push(match);
      },
    };
  },
  loadedPage: () => undefined,
}));
vi.mock('../site/privacy/prefetchConsent', () => ({ prefetchConsent: async () => {} }));
vi.mock('../site/promotions/prefetchSiteNotices', () => ({ prefetchSiteNotices: async () => {} }));

const buildUrl = build as (name: RouteName, params: object) => string;
const handler = createStaticHandler(appRoutes());
const serverContext = { queryClient: {}, callAction: async () => ({}) };

beforeEach(() => {
  loaded.length = 0;
  prefetched.length = 0;
});

describe('routes made from the shared route table', () => {
  it('has one page route per table entry, named after it, inside the frame', () => {
    const [frame] = appRoutes();
    expect(frame?.id).toBe(FRAME_ROUTE_ID);
    const children = frame?.children ?? [];
    expect(children.map((route) => route.id)).toEqual(routeNames);
    for (const route of children) {
      expect(route.path).toBe(routerPath(routeTable[route.id as RouteName].path));
    }
  });

  it('writes a table pattern in the router’s syntax', () => {
    expect(routerPath('/cards/:category/:theme?')).toBe('/cards/:category/:theme?');
    expect(routerPath('/:path*')).toBe('/*');
    expect(routerPath('/help/:article*')).toBe('/help/*');
  });

  it.each(routeNames)('reaches a page route for every address of %s', (name) => {
    fc.assert(
      fc.property(routeParams(name), (generated) => {
        const url = buildUrl(name, generated.input);
        const matches = matchRoutes(appRoutes(), url.split('?')[0] ?? url);
        expect(matches?.map((m) => m.route.id)[0]).toBe(FRAME_ROUTE_ID);
        expect(matches?.length).toBe(2);
      }),
      { numRuns: 20 },
    );
  });

  it.each(routeNames)(
    'loads (and on the server prefetches) the page the shared parser names for %s',
    async (name) => {
      const samples = fc.sample(routeParams(name), { numRuns: 4, seed: 19 });
      for (const generated of samples) {
        loaded.length = 0;
        prefetched.length = 0;
        const url = buildUrl(name, generated.input);
        const expected = parse(url);
        const context = await handler.query(new Request(`http://localhost${url}`), {
          requestContext: serverContext,
        });
        if (expected.redirect) {
          expect(context).toBeInstanceOf(Response);
          expect((context as Response).headers.get('Location')).toBe(expected.redirect);
          continue;
        }
        if (context instanceof Response) throw new Error(`unexpected redirect for ${url}`);
        expect(context.errors).toBeNull();
        const leaf = context.matches.at(-1)?.route.id as string;
        expect(context.loaderData[leaf]).toEqual({ page: name });
        expect(loaded).toEqual([name]);
        // Typed params and query, as the shared parser reads them, reach the page's prefetch.
        expect(prefetched).toEqual([expected]);
        expect({ params: expected.params, query: expected.query }).toEqual({
          params: generated.params,
          query: generated.query,
        });
      }
    },
  );

  it('gives an unknown address to the catch-all page', async () => {
    const context = await handler.query(new Request('http://localhost/no/such/page/here'));
    if (context instanceof Response) throw new Error('unexpected redirect');
    expect(Object.values(context.loaderData)).toContainEqual({
      page: parse('/no/such/page/here').name,
    });
  });

  it('runs no prefetch in the browser (no server context): the page fetches its own data', async () => {
    await handler.query(new Request('http://localhost/cards/all'));
    expect(loaded).toEqual(['cards.all']);
    expect(prefetched).toEqual([]);
  });
});
