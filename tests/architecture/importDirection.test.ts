import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const IMPORT =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm;

function sourceFiles(dir: string): string[] {
  const full = path.join(root, dir);
  let entries: string[];
  try {
    entries = readdirSync(full);
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const rel = path.join(dir, entry);
    if (statSync(path.join(root, rel)).isDirectory()) return sourceFiles(rel);
    return /\.(ts|tsx)$/.test(entry) ? [rel] : [];
  });
}

interface Edge {
  from: string;
  to: string;
}

/** Every import in the tree: relative ones resolved to a repo path, packages kept by name. */
function edges(): Edge[] {
  const files = ['src', 'workers', 'sw', 'browser-storage'].flatMap(sourceFiles);
  return files.flatMap((file) => {
    const text = readFileSync(path.join(root, file), 'utf8');
    return [...text.matchAll(IMPORT)].map((m) => {
      const spec = (m[1] ?? m[2] ?? m[3])!;
      const to = spec.startsWith('.') ? path.join(path.dirname(file), spec) : spec;
      return { from: file, to };
    });
  });
}

const all = edges();
const layer = (p: string) =>
  p.startsWith('browser-storage/')
    ? 'storage'
    : p.startsWith('src/shared/')
      ? 'shared'
      : p.startsWith('src/app/')
        ? 'app'
        : p.startsWith('src/server/')
          ? 'server'
          : p.startsWith('workers/')
            ? 'workers'
            : p.startsWith('sw/')
              ? 'sw'
              : 'package';

function violations(fromLayer: string, allowed: (to: string) => boolean): string[] {
  return all
    .filter((e) => layer(e.from) === fromLayer && !allowed(e.to))
    .map((e) => `${e.from} → ${e.to}`);
}

describe('direction of imports (design.md convention 1)', () => {
  it('finds the source files', () => {
    expect(all.length).toBeGreaterThan(20);
  });

  it('keeps src/shared isomorphic: only shared code and pure packages', () => {
    const forbiddenPackages =
      /^(node:|react|react-dom|fastify|@fastify\/|drizzle-orm|pg$|@electric-sql\/|idb|comlink)/;
    expect(
      violations(
        'shared',
        (to) => layer(to) === 'shared' || (layer(to) === 'package' && !forbiddenPackages.test(to)),
      ),
    ).toEqual([]);
  });

  it('never lets the client and the server import each other', () => {
    expect(violations('app', (to) => layer(to) !== 'server')).toEqual([]);
    expect(violations('server', (to) => layer(to) !== 'app')).toEqual([]);
  });

  it('lets workers and the service worker import only shared code, browser storage and packages', () => {
    const ok = (to: string) =>
      layer(to) === 'shared' ||
      layer(to) === 'storage' ||
      layer(to) === 'package' ||
      to.startsWith('workers/') ||
      to.startsWith('sw/');
    expect(violations('workers', ok)).toEqual([]);
    expect(violations('sw', ok)).toEqual([]);
  });

  it('keeps browser storage free of React and the rest of the app: it imports only shared code', () => {
    const bad = all.filter(
      (e) =>
        layer(e.from) === 'storage' &&
        !e.from.endsWith('.test.ts') &&
        !(
          layer(e.to) === 'shared' ||
          layer(e.to) === 'storage' ||
          e.to === 'idb' ||
          e.to === 'zod'
        ),
    );
    expect(bad.map((e) => `${e.from} → ${e.to}`)).toEqual([]);
  });

  it('never lets the server import browser storage', () => {
    expect(violations('server', (to) => layer(to) !== 'storage')).toEqual([]);
  });

  it('keeps the editor engine plain TypeScript: no React, no views', () => {
    const ENGINE = 'src/app/editor/engine/';
    const bad = all.filter(
      (e) =>
        e.from.startsWith(ENGINE) &&
        (/^(react|react-dom|react-aria|@tanstack\/react)/.test(e.to) ||
          e.to.endsWith('.tsx') ||
          (layer(e.to) === 'app' && !e.to.startsWith(ENGINE.slice(0, -1)))),
    );
    expect(bad.map((e) => `${e.from} → ${e.to}`)).toEqual([]);
  });

  it("keeps each server area's SQL its own: no area imports another area's repo", () => {
    const area = (p: string) => /^src\/server\/modules\/([^/]+)\//.exec(p)?.[1];
    const bad = all.filter((e) => {
      const a = area(e.from);
      const b = area(e.to);
      return a && b && a !== b && /\.repo$/.test(e.to);
    });
    expect(bad.map((e) => `${e.from} → ${e.to}`)).toEqual([]);
  });
});
