import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reactRouterTreeShaking } from './reactRouterTreeShaking';

type Transform = (code: string, id: string) => { code: string } | undefined;
const transform = reactRouterTreeShaking().transform as unknown as Transform;
const routerDist = path.resolve(
  import.meta.dirname,
  '../node_modules/react-router/dist/production',
);

describe('reactRouterTreeShaking', () => {
  it('drops top-level display names and marks component factories pure, keeping the lines', () => {
    const code = [
      'var Link = React3.forwardRef(function LinkWithRef() {});',
      'Link.displayName = "Link";',
      'function make() {',
      '  Form2.displayName = "fetcher.Form";',
      '}',
    ].join('\n');
    const out = transform(code, '/x/node_modules/react-router/dist/production/chunk-A.mjs');
    expect(out?.code.split('\n')).toEqual([
      'var Link = /* @__PURE__ */ React3.forwardRef(function LinkWithRef() {});',
      '',
      'function make() {',
      '  Form2.displayName = "fetcher.Form";',
      '}',
    ]);
  });

  it('leaves every other module alone', () => {
    expect(transform('Link.displayName = "Link";', '/x/src/app/Link.tsx')).toBeUndefined();
  });

  it('finds what it looks for in the installed React Router (a new version may change its shape)', () => {
    const chunks = readdirSync(routerDist).filter((file) => file.endsWith('.mjs'));
    const changed = chunks.filter((file) => {
      const id = path.join(routerDist, file);
      return transform(readFileSync(id, 'utf8'), id) !== undefined;
    });
    expect(changed.length).toBeGreaterThan(0);
  });
});
