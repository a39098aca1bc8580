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

  it('marks the other client modules too, their code kept', () => {
    expect(transform('x', '/x/src/app/cart/CartPage.tsx')).toMatchObject({
      moduleSideEffects: false,
    });
    expect(transform('x', '/x/src/app/editor/engine/index.ts')).toMatchObject({
      moduleSideEffects: false,
    });
  });

  it('leaves alone what is loaded for its effect, and packages', () => {
    expect(transform('x', '/x/src/app/main.tsx')).toBeUndefined();
    expect(transform('x', '/x/src/app/zodBrowserConfig.ts')).toBeUndefined();
    expect(transform('x', '/x/src/app/entry-server.tsx')).toBeUndefined();
    expect(transform('x', '/x/node_modules/yjs/dist/index.ts')).toBeUndefined();
    expect(transform('x', '/x/src/shared/content/sections.ts')).toBeUndefined();
  });
});
