import { describe, expect, it } from 'vitest';
import { areaEntryTreeShaking } from './areaEntryTreeShaking';

type Transform = (
  code: string,
  id: string,
) => { code: string; moduleSideEffects?: boolean } | undefined;
const transform = areaEntryTreeShaking().transform as unknown as Transform;

describe('areaEntryTreeShaking', () => {
  it("marks a client area's public entry side-effect free, keeping its code", () => {
    const code = "export { useCart } from './useCart';\n";
    expect(transform(code, '/x/src/app/cart/index.ts')).toEqual({
      code,
      map: null,
      moduleSideEffects: false,
    });
  });

  it('leaves every other module alone: a nested index, a page, a package', () => {
    expect(transform('x', '/x/src/app/editor/engine/index.ts')).toBeUndefined();
    expect(transform('x', '/x/src/app/cart/CartPage.tsx')).toBeUndefined();
    expect(transform('x', '/x/node_modules/yjs/dist/index.ts')).toBeUndefined();
  });
});
