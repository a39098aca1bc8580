import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');

/** One import: `to` is a repo path (extension resolved when the file exists) or a package name. */
export interface Edge {
  from: string;
  to: string;
  /** `import type` / `export type`: erased at build time, carries no behaviour. */
  typeOnly: boolean;
}

const IMPORT =
  /(import|export)\s+(type\s)?([^'"]*?)from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)(\.[A-Z])?|^\s*import\s*['"]([^'"]+)['"]/gm;

/** `import { type A, type B } from` names only types, as `import type { A, B }` does. */
function namesOnlyTypes(clause: string): boolean {
  const names = /^\s*\{([^}]*)\}\s*$/.exec(clause)?.[1];
  if (names === undefined) return false;
  const items = names
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return items.length > 0 && items.every((item) => item.startsWith('type '));
}

function sourceFiles(dir: string): string[] {
  const full = path.join(root, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full).flatMap((entry) => {
    const rel = path.join(dir, entry);
    if (statSync(path.join(root, rel)).isDirectory()) return sourceFiles(rel);
    return /\.(ts|tsx)$/.test(entry) ? [rel] : [];
  });
}

function resolveFile(target: string): string {
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`]) {
    const full = path.join(root, candidate);
    if (existsSync(full) && statSync(full).isFile()) return candidate;
  }
  return target;
}

/** Every import in the product's source: relative ones resolved to a repo path, packages by name. */
export function importGraph(): Edge[] {
  const files = ['src', 'workers', 'sw', 'browser-storage'].flatMap(sourceFiles);
  return files.flatMap((file) => {
    const text = readFileSync(path.join(root, file), 'utf8');
    return [...text.matchAll(IMPORT)].map((m) => {
      const spec = (m[4] ?? m[5] ?? m[7]) as string;
      const to = spec.startsWith('.') ? resolveFile(path.join(path.dirname(file), spec)) : spec;
      // `import('./x').Name` in a type position is a type, not a dynamic import.
      const typeOnly =
        m[2] !== undefined || (m[3] !== undefined && namesOnlyTypes(m[3])) || m[6] !== undefined;
      return { from: file, to, typeOnly };
    });
  });
}
