/**
 * The server as one JavaScript file (dist/server/main.js), for `npm start`: run through tsx, each
 * start compiled and resolved its 579 TypeScript modules again, ~2.5 s of a 6.5–7.5 s start.
 * Packages stay external, loaded from node_modules as before.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
export const serverBundle = path.join(root, 'dist', 'server', 'main.js');
const sourceDirs = ['src/server', 'src/shared'].map((dir) => path.join(root, dir));

/*
 * Modules find their files from where they sit (migrations, fonts, content): each keeps its own
 * import.meta, as it had when run from source, not the bundle's.
 */
const ownImportMeta: Plugin = {
  name: 'own-import-meta',
  setup(esbuild) {
    esbuild.onLoad({ filter: /\.ts$/ }, async (args) => {
      const text = await readFile(args.path, 'utf8');
      return {
        loader: 'ts',
        contents: text
          .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
          .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path)))
          .replaceAll('import.meta.filename', JSON.stringify(args.path)),
      };
    });
  },
};

/** Writes dist/server/main.js; each file lands whole (a test worker may be reading it). */
export async function bundleServer(): Promise<void> {
  const result = await build({
    entryPoints: [path.join(root, 'src/server/main.ts')],
    outfile: serverBundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    plugins: [ownImportMeta],
    logLevel: 'warning',
    write: false,
  });
  await mkdir(path.dirname(serverBundle), { recursive: true });
  for (const file of result.outputFiles) {
    // Unique to this call: two test workers (threads of one process, too) may bundle at once.
    const partial = `${file.path}.${randomUUID()}.partial`;
    await writeFile(partial, file.contents);
    await rename(partial, file.path);
  }
}

/** Whether a source file changed after the bundle was written (or there is none). */
export async function serverBundleIsStale(): Promise<boolean> {
  const built = await stat(serverBundle).then(
    (info) => info.mtimeMs,
    () => undefined,
  );
  if (built === undefined) return true;
  for (const dir of sourceDirs) {
    const entries = await readdir(dir, { withFileTypes: true, recursive: true });
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const { mtimeMs } = await stat(path.join(entry.parentPath, entry.name));
      if (mtimeMs > built) return true;
    }
  }
  return false;
}

if (process.argv[1] === import.meta.filename) await bundleServer();
