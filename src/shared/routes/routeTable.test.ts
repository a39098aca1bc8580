import { describe, expect, it } from 'vitest';
import { compiledRoutes } from './compileRoutes';
import { absentValue } from './matchPath';
import { type RouteName, routeNames, routeTable } from './routeTable';

/** Names other areas build links with; renaming one breaks them. */
const namesInUse = [
  'home',
  'account.login',
  'account.signup',
  'account.resetPassword',
  'myAccount',
  'cart',
  'projects.home',
  'photos.library',
  'cards.all',
  'cards.category',
  'cards.theme',
  'photoBooks',
  'allPhotoBooks',
  'photoCalendars',
  'labels',
  'homeDecor.canvasPrints',
  'homeDecor.metalPrints',
  'homeDecor.acrylicPrints',
  'homeDecor.posterPrints',
  'photoPrints',
  'photoBookPricing',
  'products',
  'search',
  'designers',
  'contact',
  'about',
  'cookiePolicy',
  'catchAll',
  'notFound',
] as const satisfies readonly RouteName[];

/** The code key of a wire name: camelCase, without '[]' or a leading '_'. */
function codeKeyOf(wire: string): string {
  return wire
    .replace(/\[\]$/, '')
    .replace(/^_/, '')
    .replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

describe('route table', () => {
  it.each(namesInUse)('has the route %s', (name) => {
    expect(routeNames).toContain(name);
  });

  it('has no two routes with the same pattern', () => {
    const shapes = compiledRoutes.map((route) =>
      route.segments
        .map((segment) => (segment.type === 'static' ? segment.text : `:${segment.type}`))
        .join('/'),
    );
    expect(new Set(shapes).size).toBe(shapes.length);
  });

  it('ends with the catch-all and then not-found', () => {
    expect(routeNames.slice(-2)).toEqual(['catchAll', 'notFound']);
  });

  it('names routes in dotted camelCase', () => {
    for (const name of routeNames) expect(name).toMatch(/^[a-z][a-zA-Z]*(\.[a-z][a-zA-Z]*)*$/);
  });

  it('keys each query parameter by the camelCase of its wire name', () => {
    for (const route of compiledRoutes) {
      for (const [key, spec] of route.query)
        expect([route.name, key]).toEqual([route.name, codeKeyOf(spec.wire)]);
    }
  });

  it('keeps path parameter names apart from query keys', () => {
    for (const route of compiledRoutes) {
      const queryKeys = new Set(route.query.map(([key]) => key));
      for (const segment of route.segments) {
        if (segment.type !== 'static') expect(queryKeys.has(segment.name)).toBe(false);
      }
    }
  });

  it('gives every optional segment a value for when it is left out', () => {
    for (const route of compiledRoutes) {
      for (const segment of route.segments) {
        if (segment.type === 'param' && segment.optional) {
          expect(absentValue(segment.spec)).toBeDefined();
        }
      }
    }
  });

  it('declares only parameters that its path has', () => {
    for (const [name, def] of Object.entries(routeTable)) {
      const declared = Object.keys('params' in def ? def.params : {});
      for (const param of declared) expect(def.path, name).toMatch(new RegExp(`:${param}\\b`));
    }
  });

  it('writes the about, celebrity-partner and coupons paths with the product name', () => {
    expect(routeTable.about.path).toBe('/about-printshop');
    expect(routeTable.celebrityPartner.path).toContain('printshop');
    expect(routeTable.coupons.path).toContain('printshop');
  });
});
