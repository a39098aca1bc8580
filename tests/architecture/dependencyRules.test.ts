import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTEXT_ORDER_RULE,
  CYCLE_RULE,
  dependencyCruiserConfig,
  ENGINE_REACT_RULE,
  KNOWN_VIOLATIONS,
  ROUTER_RULE,
  SOURCE_FOLDERS,
} from './dependencyCruiser.config';
import { root } from './importGraph';
import { areaCycles, areaGraph, serverArea } from './serverAreas';

// Cruising the whole tree parses every file with TypeScript: tens of seconds on a busy machine.
const CRUISE_TIMEOUT = 240_000;

async function cruiseTree(
  baseDir: string,
  folders: string[],
  tsConfig: boolean,
): Promise<ICruiseResult> {
  const { tsConfig: _, ...options } = dependencyCruiserConfig.options ?? {};
  const result = await cruise(folders, {
    ...options,
    ...(tsConfig ? { tsConfig: { fileName: path.join(baseDir, 'tsconfig.json') } } : {}),
    baseDir,
    validate: true,
    ruleSet: { forbidden: dependencyCruiserConfig.forbidden ?? [] },
  });
  return result.output as ICruiseResult;
}

const breaches = (result: ICruiseResult) =>
  result.summary.violations.map((v) =>
    v.rule.name === CYCLE_RULE
      ? `${v.rule.name}: ${(v.cycle ?? []).map((c) => c.name).join(' → ')}`
      : `${v.rule.name}: ${v.from} → ${v.to}`,
  );

/**
 * Server areas that import each other today; the house issue mends them one by one (moving the
 * shared piece down, or a port), and each mended loop leaves this list.
 */
const KNOWN_AREA_CYCLES = [
  [
    'catalog/catalog',
    'commerce/cart',
    'commerce/orders',
    'commerce/payments',
    'design/autofill',
    'design/collaboration',
    'design/preflightChoices',
    'design/print',
    'design/projects',
    'design/uploadLinks',
    'identity/accounts',
    'identity/myAccount',
    'identity/sessions',
    'media/photos',
  ],
  ['platform/db', 'platform/security'],
  ['site/contentExport', 'site/experiments'],
  ['site/privacy', 'site/tracking'],
];

describe('the import rules dependency-cruiser holds on the source tree', () => {
  let tree: ICruiseResult;
  beforeAll(async () => {
    tree = await cruiseTree(root, SOURCE_FOLDERS, true);
  }, CRUISE_TIMEOUT);

  it('reads the server and the client', () => {
    const sources = tree.modules.map((m) => m.source);
    expect(sources).toContain('src/server/app.ts');
    expect(sources).toContain('src/app/editor/engine/editorEngine.ts');
  });

  it('breaks no rule beyond the known breaches, and every known breach still exists', () => {
    const found = breaches(tree);
    expect(found.filter((b) => !KNOWN_VIOLATIONS.includes(b))).toEqual([]);
    expect(KNOWN_VIOLATIONS.filter((b) => !found.includes(b))).toEqual([]);
  });

  it('server areas import each other in no loop beyond the known ones', () => {
    expect(areaCycles(areaGraph(tree.modules))).toEqual(KNOWN_AREA_CYCLES);
  });
});

/** Files written to a scratch tree, cruised with the same rules. */
function plantTree(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'planted-imports-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

describe('each rule catches a planted violation', () => {
  let planted: string[];
  let dir: string;
  beforeAll(async () => {
    dir = plantTree({
      // Context order: identity reaching up into commerce, platform reaching into a context…
      'src/server/identity/sessions/signIn.ts':
        "import { cartOf } from '../../commerce/cart/cart';\nexport const signIn = () => cartOf();\n",
      'src/server/http/caller.ts':
        "import { signIn } from '../identity/sessions/signIn';\nexport const caller = signIn;\n",
      // …while commerce reading identity below it, and the routes reading flows, are fine.
      'src/server/commerce/cart/cart.ts':
        "import { who } from '../../identity/accounts/who';\nexport const cartOf = () => who;\n",
      'src/server/identity/accounts/who.ts': 'export const who = 1;\n',
      'src/server/flows/checkout/placeOrder.ts':
        "import { cartOf } from '../../commerce/cart/cart';\nexport const placeOrder = cartOf;\n",
      'src/server/routes/commerce/cart.routes.ts':
        "import { placeOrder } from '../../flows/checkout/placeOrder';\nexport const routes = [placeOrder];\n",
      // A loop of two files; the same loop closed by a type-only import is fine.
      'src/shared/pricing/priceCart.ts':
        "import { lines } from './priceLines';\nexport const priceCart = () => lines;\n",
      'src/shared/pricing/priceLines.ts':
        "import { priceCart } from './priceCart';\nexport const lines = priceCart;\n",
      'src/shared/catalog/sizes.ts':
        "import type { Sheet } from './sheets';\nexport const size = (s: Sheet) => s;\n",
      'src/shared/catalog/sheets.ts':
        "import { size } from './sizes';\nexport type Sheet = number;\nexport const sheet = size;\n",
      // React in the editor engine.
      'src/app/editor/engine/editorEngine.ts':
        "import { useState } from 'react';\nexport const engine = useState;\n",
      // React Router in a page, and in the routing plumbing, where it belongs.
      'src/app/catalog/CardStorefrontPage.tsx':
        "import { useNavigate } from 'react-router-dom';\nexport const page = useNavigate;\n",
      'src/app/routing/navigation.ts':
        "import { useNavigate } from 'react-router-dom';\nexport const navigate = useNavigate;\n",
    });
    planted = breaches(await cruiseTree(dir, ['src'], false));
  }, CRUISE_TIMEOUT);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('the context order: a context importing one above it, platform importing a context', () => {
    const order = planted.filter((b) => b.startsWith(`${CONTEXT_ORDER_RULE}:`)).sort();
    expect(order).toEqual([
      `${CONTEXT_ORDER_RULE}: src/server/http/caller.ts → src/server/identity/sessions/signIn.ts`,
      `${CONTEXT_ORDER_RULE}: src/server/identity/sessions/signIn.ts → src/server/commerce/cart/cart.ts`,
    ]);
  });

  it('no import cycles: a loop of value imports fails, one closed by a type-only import passes', () => {
    const cycles = planted.filter((b) => b.startsWith(`${CYCLE_RULE}:`));
    expect(cycles.length).toBeGreaterThan(0);
    expect(cycles.every((c) => c.includes('src/shared/pricing/'))).toBe(true);
  });

  it('the editor engine imports no React', () => {
    expect(planted).toContainEqual(
      expect.stringMatching(`^${ENGINE_REACT_RULE}: src/app/editor/engine/editorEngine.ts → `),
    );
  });

  it('only routing imports React Router: a page importing it fails, routing/ passes', () => {
    const router = planted.filter((b) => b.startsWith(`${ROUTER_RULE}:`));
    expect(router).toHaveLength(1);
    expect(router[0]).toMatch(/src\/app\/catalog\/CardStorefrontPage\.tsx → /);
  });
});

describe('server area loops', () => {
  const graph = (edges: Array<[string, string]>) => {
    const g = new Map<string, Set<string>>();
    for (const [from, to] of edges) g.set(from, (g.get(from) ?? new Set()).add(to));
    return g;
  };

  it('names a file by its context and area, platform folders by platform', () => {
    expect(serverArea('src/server/commerce/cart/cart.service.ts')).toBe('commerce/cart');
    expect(serverArea('src/server/http/caller.ts')).toBe('platform/http');
    expect(serverArea('src/server/app.ts')).toBeUndefined();
    expect(serverArea('src/app/cart/CartPage.tsx')).toBeUndefined();
  });

  it('finds a planted two-way pair and a longer loop, and no loop where imports run one way', () => {
    expect(
      areaCycles(
        graph([
          ['commerce/cart', 'commerce/coupons'],
          ['commerce/coupons', 'commerce/cart'],
          ['design/projects', 'design/collaboration'],
          ['design/collaboration', 'media/photos'],
          ['media/photos', 'design/projects'],
          ['site/help', 'catalog/catalog'],
        ]),
      ),
    ).toEqual([
      ['commerce/cart', 'commerce/coupons'],
      ['design/collaboration', 'design/projects', 'media/photos'],
    ]);
  });
});
