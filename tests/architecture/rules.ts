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
const CONTEXTS = 'identity|media|catalog|design|commerce|site';
/** A server area is a folder of a context (src/server/<context>/<area>/), named `<context>/<area>`. */
const serverArea = (p: string) => {
  const m = new RegExp(`^src/server/(${CONTEXTS})/([^/]+)/`).exec(p);
  return m ? `${m[1]}/${m[2]}` : undefined;
};
const REACT = /^(react|react-dom|react-aria|react-aria-components|react-router|@tanstack\/react)/;
/**
 * Infrastructure declares ports (JobHandlers, Seeder, …) that the areas implement. Only the
 * composition roots import the areas to plug them in: the files directly in src/server (app.ts,
 * main.ts) and src/server/routes (the routes, handler tables, job handlers, starting data),
 * which belong to no area, so no area rule applies to them.
 */
const INFRASTRUCTURE = /^src\/server\/(db|storage|mail|jobs|http|security)\//;
/**
 * Client folders that are not areas: shared components and hooks (ui, common), the app's plumbing
 * (navigation, routing, state, api, offline) and test helpers. Any area may import them; the files at the
 * top of src/app and routing/ are the composition root, which loads each area's pages by path.
 */
const CLIENT_SHARED = new Set([
  'ui',
  'common',
  'navigation',
  'routing',
  'state',
  'api',
  'offline',
  'testing',
]);
export function clientArea(p: string): string | undefined {
  const folder = /^src\/app\/([^/]+)\//.exec(p)?.[1];
  return folder && !CLIENT_SHARED.has(folder) ? folder : undefined;
}
const ENGINES = /^(src\/app\/editor\/engine\/|workers\/|browser-storage\/|src\/shared\/)/;

/**
 * The one place that says which server area owns which tables: each schema file
 * (src/server/db/schema/<file>.ts) is named for its area and lists the area folders (of a
 * context, or of src/server/flows for checkout) whose repos may import it. Folders
 * share an area only when their names say so (myAccount, accounts, accountDeletion). A folder not
 * listed owns no tables and reaches data through the services of the areas that do.
 */
export const TABLE_AREAS: Readonly<Record<string, readonly string[]>> = {
  accounts: ['accounts', 'myAccount', 'accountDeletion'],
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
  new RegExp(`^src/server/(?:${CONTEXTS}|flows)/([^/]+)/(?:[^/]+/)*[^/]+\\.repo\\.ts$`).exec(
    p,
  )?.[1];
const schemaFile = (p: string) => /^src\/server\/db\/schema\/([^/]+)\.ts$/.exec(p)?.[1];

/*
 * print/, previews/ and the payment gateways lived outside the areas, so no area rule read them;
 * as areas of design and commerce they show what the house issue still has to mend (a service
 * of projects for what print and previews read of a project, the photo files through the photos
 * service, the sandbox ledger in a schema file of its own).
 */
const FOREIGN_REPO_DEBT = [
  'src/server/design/previews/thumbnailPng.ts → src/server/design/projects/projects.repo.ts',
  'src/server/design/print/preflightProject.ts → src/server/design/projects/projects.repo.ts',
  'src/server/design/print/printJobs.ts → src/server/design/projects/projects.repo.ts',
];
const THROUGH_SERVICE_DEBT = [
  ...FOREIGN_REPO_DEBT,
  'src/server/commerce/cart/cartLines.ts → src/server/design/print/preflightProject.ts',
  'src/server/commerce/cart/cartLines.ts → src/server/design/print/projectPrintSource.ts',
  'src/server/commerce/cart/cartLines.ts → src/server/design/print/writePrintFile.ts',
  'src/server/design/previews/previewFonts.ts → src/server/design/print/printFonts.ts',
  'src/server/design/previews/previewPhotos.ts → src/server/media/photos/photoFiles.ts',
  'src/server/design/previews/previewPhotos.ts → src/server/design/print/projectPhotoRows.ts',
  'src/server/design/print/projectPrintSource.ts → src/server/media/photos/photoFiles.ts',
  'src/server/design/projects/projectPhotos.service.ts → src/server/media/photos/photoFiles.ts',
  'src/server/design/projects/projectPhotos.service.ts → src/server/media/photos/projectTray.ts',
];
const FOREIGN_TABLE_DEBT = [
  'src/server/commerce/payments/sandboxTransactions.repo.ts → src/server/db/schema/platform.ts',
  'src/server/design/print/print.repo.ts → src/server/db/schema/photos.ts',
];

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
      to: 'src/server/commerce/cart/cart.service.ts',
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
    // The editor engine's React ban is held by dependency-cruiser (dependencyCruiser.config.ts).
    name: 'engines are plain TypeScript: no React in workers, browser storage or shared rules, and the editor engine imports no views',
    violations: (edges) =>
      breaches(
        edges,
        (e) =>
          ENGINES.test(e.from) &&
          ((REACT.test(e.to) && !e.from.startsWith('src/app/editor/engine/')) ||
            (e.from.startsWith('src/app/editor/engine/') &&
              (e.to.endsWith('.tsx') ||
                (layer(e.to) === 'app' && !e.to.startsWith('src/app/editor/engine'))))),
      ),
    planted: { from: 'workers/photos/photoWorker.ts', to: 'react', typeOnly: false },
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
          e.from !== 'src/server/site/site/siteSeed.ts',
      ),
    planted: {
      from: 'src/server/commerce/cart/cart.service.ts',
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
      from: 'src/server/commerce/cart/cart.service.ts',
      to: 'src/server/commerce/orders/orders.repo.ts',
      typeOnly: false,
    },
    debt: FOREIGN_REPO_DEBT,
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
      from: 'src/server/commerce/cart/cart.service.ts',
      to: 'src/server/commerce/orders/orderMails.ts',
      typeOnly: false,
    },
    debt: THROUGH_SERVICE_DEBT,
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
      from: 'src/server/commerce/cart/cart.repo.ts',
      to: 'src/server/db/schema/orders.ts',
      typeOnly: false,
    },
    debt: FOREIGN_TABLE_DEBT,
  },
  {
    name: 'infrastructure (db, storage, mail, jobs, http, security) reaches no area: areas plug into its ports',
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
      to: 'src/server/commerce/orders/orders.service.ts',
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
    name: 'shared client code (ui, common, navigation, state, api, offline) imports no area',
    violations: (edges) =>
      breaches(
        edges,
        (e) =>
          /^src\/app\/(ui|common|navigation|state|api|offline)\//.test(e.from) &&
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
    // routing/ composes the areas' pages: an area importing it would import every area back.
    name: 'only the composition root (routing, pageModules, main, entry-server) imports routing/',
    violations: (edges) =>
      breaches(
        edges,
        (e) =>
          /^src\/app\/routing\//.test(e.to) &&
          !/^src\/app\/(routing\/|pageModules\.ts$|main\.tsx$|entry-server\.tsx$)/.test(e.from) &&
          !isTest(e.from),
      ),
    planted: {
      from: 'src/app/editor/EditorPage.tsx',
      to: 'src/app/routing/appRoutes.tsx',
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
