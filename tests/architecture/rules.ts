import type { Edge } from './importGraph';

/**
 * The layout rules of design.md as pure checks over the import graph, so a test can plant a
 * violation and see each rule catch it. `debt` names today's known breaches of a rule that the
 * house issue still has to mend: a breach not listed fails, and a listed one that is gone fails
 * too, so the list only shrinks.
 */
export interface Rule {
  name: string;
  violations(edges: Edge[]): string[];
  /** An import that breaks the rule, for the test of the test. */
  planted: Edge;
  debt?: readonly string[];
}

export const describeEdge = (e: Edge) => `${e.from} → ${e.to}`;

export function layer(p: string) {
  if (p.startsWith('browser-storage/')) return 'storage';
  if (p.startsWith('src/shared/')) return 'shared';
  if (p.startsWith('src/app/')) return 'app';
  if (p.startsWith('src/server/')) return 'server';
  if (p.startsWith('workers/')) return 'workers';
  if (p.startsWith('sw/')) return 'sw';
  return 'package';
}

const isTest = (p: string) => /\.test\.tsx?$/.test(p) || p.startsWith('src/app/testing/');
const serverArea = (p: string) => /^src\/server\/modules\/([^/]+)\//.exec(p)?.[1];
const REACT = /^(react|react-dom|react-aria|react-aria-components|react-router|@tanstack\/react)/;
/**
 * Infrastructure declares ports (JobHandlers, Seeder, …) that the areas implement. Only the
 * composition roots import the areas to plug them in: the files directly in src/server (app.ts,
 * main.ts) and directly in src/server/modules (handlers.ts, jobHandlers.ts, startingData.ts),
 * which belong to no area, so no area rule applies to them.
 */
const INFRASTRUCTURE = /^src\/server\/(db|storage|mail|payments|jobs|http|security)\//;
/**
 * Client folders that are not areas: shared components and hooks (ui, common), the app's plumbing
 * (routing, state, api, offline) and test helpers. Any area may import them; the files at the
 * top of src/app and routing/ are the composition root, which loads each area's pages by path.
 */
const CLIENT_SHARED = new Set(['ui', 'common', 'routing', 'state', 'api', 'offline', 'testing']);
export function clientArea(p: string): string | undefined {
  const folder = /^src\/app\/([^/]+)\//.exec(p)?.[1];
  return folder && !CLIENT_SHARED.has(folder) ? folder : undefined;
}
const ENGINES = /^(src\/app\/editor\/engine\/|workers\/|browser-storage\/|src\/shared\/)/;

/**
 * The one place that says which server area owns which tables: each schema file
 * (src/server/db/schema/<file>.ts) is named for its area and lists the folders (of
 * src/server/modules, or of src/server/flows for checkout) whose repos may import it. Folders
 * share an area only when their names say so (account, accounts, accountDeletion). A folder not
 * listed owns no tables and reaches data through the services of the areas that do.
 */
export const TABLE_AREAS: Readonly<Record<string, readonly string[]>> = {
  accounts: ['accounts', 'account', 'accountDeletion'],
  addresses: ['addresses'],
  cart: ['cart'],
  catalog: ['catalog'],
  checkout: ['checkout'],
  collaboration: ['collaboration'],
  content: ['content'],
  contentExport: ['contentExport'],
  coupons: ['coupons'],
  experiments: ['experiments'],
  help: ['help'],
  invites: ['invites'],
  oauth: ['oauth'],
  orders: ['orders'],
  payments: ['payments'],
  photoSources: ['photoSources'],
  photos: ['photos'],
  preflightChoices: ['preflightChoices'],
  privacy: ['privacy'],
  projects: ['projects'],
  requests: ['requests'],
  reviews: ['reviews'],
  sessions: ['sessions'],
  site: ['site'],
  tracking: ['tracking'],
};
/**
 * Schema files every repo may import: columns.ts holds column types, not tables. platform.ts is
 * not one of them: its tables (jobs, rate limits, idempotency keys, secrets) are the
 * infrastructure's, which areas reach through its ports.
 */
const SHARED_SCHEMA = new Set(['columns']);
const repoArea = (p: string) =>
  /^src\/server\/(?:modules|flows)\/([^/]+)\/(?:[^/]+\/)*[^/]+\.repo\.ts$/.exec(p)?.[1];
const schemaFile = (p: string) => /^src\/server\/db\/schema\/([^/]+)\.ts$/.exec(p)?.[1];

function breaches(edges: Edge[], bad: (e: Edge) => boolean): string[] {
  return edges.filter(bad).map(describeEdge);
}

export const rules: Rule[] = [
  {
    name: 'src/shared is isomorphic: only shared code and pure packages',
    violations: (edges) =>
      breaches(
        edges,
        (e) =>
          layer(e.from) === 'shared' &&
          !(
            layer(e.to) === 'shared' ||
            (layer(e.to) === 'package' &&
              !/^(node:|react|react-dom|fastify|@fastify\/|drizzle-orm|pg$|@electric-sql\/|idb|comlink)/.test(
                e.to,
              ))
          ),
      ),
    planted: { from: 'src/shared/pricing/priceCart.ts', to: 'node:fs', typeOnly: false },
  },
  {
    name: 'the client and the server never import each other',
    violations: (edges) =>
      breaches(
        edges,
        (e) =>
          (layer(e.from) === 'app' && layer(e.to) === 'server') ||
          (layer(e.from) === 'server' && layer(e.to) === 'app'),
      ),
    planted: {
      from: 'src/app/checkout/CartPage.tsx',
      to: 'src/server/modules/cart/cart.service.ts',
      typeOnly: false,
    },
  },
  {
    name: 'workers and the service worker import only shared code, browser storage and packages',
    violations: (edges) =>
      breaches(
        edges,
        (e) =>
          (layer(e.from) === 'workers' || layer(e.from) === 'sw') &&
          !['shared', 'storage', 'package', 'workers', 'sw'].includes(layer(e.to)),
      ),
    planted: {
      from: 'workers/photos/photoWorker.ts',
      to: 'src/app/photos/photoLibrary.ts',
      typeOnly: false,
    },
  },
  {
    name: 'browser storage imports only shared code, idb and zod',
    violations: (edges) =>
      breaches(
        edges,
        (e) =>
          layer(e.from) === 'storage' &&
          !isTest(e.from) &&
          !(
            layer(e.to) === 'shared' ||
            layer(e.to) === 'storage' ||
            e.to === 'idb' ||
            e.to === 'zod'
          ),
      ),
    planted: {
      from: 'browser-storage/appDatabase.ts',
      to: 'src/app/ui/Button.tsx',
      typeOnly: false,
    },
  },
  {
    name: 'the server never imports browser storage',
    violations: (edges) =>
      breaches(edges, (e) => layer(e.from) === 'server' && layer(e.to) === 'storage'),
    planted: { from: 'src/server/app.ts', to: 'browser-storage/appDatabase.ts', typeOnly: false },
  },
  {
    name: 'engines are plain TypeScript: no React in the editor engine, workers, browser storage or shared rules, and the editor engine imports no views',
    violations: (edges) =>
      breaches(
        edges,
        (e) =>
          ENGINES.test(e.from) &&
          (REACT.test(e.to) ||
            (e.from.startsWith('src/app/editor/engine/') &&
              (e.to.endsWith('.tsx') ||
                (layer(e.to) === 'app' && !e.to.startsWith('src/app/editor/engine'))))),
      ),
    planted: { from: 'src/app/editor/engine/editorEngine.ts', to: 'react', typeOnly: false },
  },
  {
    name: 'only the routing plumbing and the server render import React Router: pages go through routing/navigation, so a browsing page hydrates without the router',
    violations: (edges) =>
      breaches(
        edges,
        (e) =>
          layer(e.from) === 'app' &&
          /^react-router(-dom)?(\/|$)/.test(e.to) &&
          !e.typeOnly &&
          !isTest(e.from) &&
          !e.from.startsWith('src/app/routing/') &&
          e.from !== 'src/app/entry-server.tsx',
      ),
    planted: {
      from: 'src/app/catalog/cards/CardStorefrontPage.tsx',
      to: 'react-router-dom',
      typeOnly: false,
    },
  },
  {
    name: "SQL lives only in repos: outside src/server/db, only a *.repo.ts imports drizzle-orm or a schema file (the site area's first-start seed aside: it writes several areas' starting rows in one transaction)",
    violations: (edges) =>
      breaches(
        edges,
        (e) =>
          layer(e.from) === 'server' &&
          !e.typeOnly &&
          !isTest(e.from) &&
          (e.to === 'drizzle-orm' || schemaFile(e.to) !== undefined) &&
          !e.from.endsWith('.repo.ts') &&
          !e.from.startsWith('src/server/db/') &&
          e.from !== 'src/server/modules/site/siteSeed.ts',
      ),
    planted: {
      from: 'src/server/modules/cart/cart.service.ts',
      to: 'drizzle-orm',
      typeOnly: false,
    },
  },
  {
    name: "a server area's SQL is its own: no area imports another area's repo",
    violations: (edges) =>
      breaches(edges, (e) => {
        const a = serverArea(e.from);
        const b = serverArea(e.to);
        return Boolean(a && b && a !== b && !e.typeOnly && /\.repo(\.ts)?$/.test(e.to));
      }),
    planted: {
      from: 'src/server/modules/cart/cart.service.ts',
      to: 'src/server/modules/orders/orders.repo.ts',
      typeOnly: false,
    },
  },
  {
    name: 'a server area reaches another area only through its service',
    violations: (edges) =>
      breaches(edges, (e) => {
        const a = serverArea(e.from);
        const b = serverArea(e.to);
        return Boolean(
          a && b && a !== b && !e.typeOnly && !isTest(e.from) && !/\.service(\.ts)?$/.test(e.to),
        );
      }),
    planted: {
      from: 'src/server/modules/cart/cart.service.ts',
      to: 'src/server/modules/orders/orderMails.ts',
      typeOnly: false,
    },
  },
  {
    name: "a server area's repos touch only its own area's tables: a repo imports no other area's schema file",
    violations: (edges) =>
      breaches(edges, (e) => {
        const area = repoArea(e.from);
        const file = schemaFile(e.to);
        return Boolean(
          area &&
            file &&
            !e.typeOnly &&
            !SHARED_SCHEMA.has(file) &&
            !TABLE_AREAS[file]?.includes(area),
        );
      }),
    planted: {
      from: 'src/server/modules/cart/cart.repo.ts',
      to: 'src/server/db/schema/orders.ts',
      typeOnly: false,
    },
  },
  {
    name: 'infrastructure (db, storage, mail, payments, jobs, http, security) reaches no area: areas plug into its ports',
    violations: (edges) =>
      breaches(
        edges,
        (e) =>
          INFRASTRUCTURE.test(e.from) &&
          !e.typeOnly &&
          !isTest(e.from) &&
          (serverArea(e.to) !== undefined || e.to.startsWith('src/server/flows/')),
      ),
    planted: {
      from: 'src/server/mail/mailer.ts',
      to: 'src/server/modules/orders/orders.service.ts',
      typeOnly: false,
    },
  },
  {
    name: 'a client area imports another area only through its public entry (index.ts)',
    violations: (edges) =>
      breaches(edges, (e) => {
        const a = clientArea(e.from);
        const b = clientArea(e.to);
        return Boolean(
          a && b && a !== b && !e.typeOnly && !isTest(e.from) && e.to !== `src/app/${b}/index.ts`,
        );
      }),
    planted: {
      from: 'src/app/cart/CartPage.tsx',
      to: 'src/app/checkout/PaymentStep.tsx',
      typeOnly: false,
    },
  },
  {
    name: 'shared client code (ui, common, state, api, offline) imports no area',
    violations: (edges) =>
      breaches(
        edges,
        (e) =>
          /^src\/app\/(ui|common|state|api|offline)\//.test(e.from) &&
          !isTest(e.from) &&
          clientArea(e.to) !== undefined,
      ),
    planted: {
      from: 'src/app/common/designTiles/DesignTiles.tsx',
      to: 'src/app/catalog/index.ts',
      typeOnly: false,
    },
  },
  {
    name: 'the client reaches a worker only through its client API',
    violations: (edges) =>
      breaches(
        edges,
        (e) =>
          layer(e.from) === 'app' &&
          layer(e.to) === 'workers' &&
          !e.typeOnly &&
          !isTest(e.from) &&
          !/Client(\.ts)?$/.test(e.to),
      ),
    planted: {
      from: 'src/app/photos/photoLibrary.ts',
      to: 'workers/photos/engine/photoIndex.ts',
      typeOnly: false,
    },
  },
];

/**
 * Files in an import cycle (value imports only, tests left out): each strongly connected
 * component of more than one file, as a sorted list.
 */
export function importCycles(edges: Edge[]): string[][] {
  const graph = new Map<string, string[]>();
  for (const e of edges) {
    if (e.typeOnly || isTest(e.from) || layer(e.to) === 'package' || !/\.tsx?$/.test(e.to))
      continue;
    graph.set(e.from, [...(graph.get(e.from) ?? []), e.to]);
  }
  // Tarjan's strongly connected components, iterative so deep chains don't overflow the stack.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  let next = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: Array<{ node: string; i: number }> = [{ node: start, i: 0 }];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const targets = graph.get(frame.node) ?? [];
      if (frame.i < targets.length) {
        const to = targets[frame.i++]!;
        if (!index.has(to)) {
          index.set(to, next);
          low.set(to, next++);
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, i: 0 });
        } else if (onStack.has(to)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(to)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        if (component.length > 1) cycles.push(component.sort());
      }
    }
  }
  return cycles;
}
