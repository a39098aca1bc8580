/**
 * Brotli and gzip copies of the client build's text files, written once at build time and sent
 * by the server as they are (@fastify/static `preCompressed`). Compressing on every request
 * (brotli at quality 4) cost the server ~1 s of CPU for each first visit's service-worker install
 * (238 files), and the files it sent were larger: the storefront's entry chunk is 112 KB at
 * brotli 11 against 129 KB gzipped.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Below this the compressed copy saves less than its headers cost (as @fastify/compress). */
const MIN_BYTES = 1024;
const TEXT_FILE = /\.(js|mjs|css|svg|html|json|webmanifest|txt)$/;

/** Writes `file.br` and `file.gz` beside each text file of `dir` (or those `only` picks). */
export async function precompress(
  dir: string,
  only: (file: string) => boolean = () => true,
): Promise<number> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const files = entries
    .filter((entry) => entry.isFile() && TEXT_FILE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter(only);
  let written = 0;
  // zlib's asynchronous calls run on libuv's thread pool: every core works on a file.
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      if (content.length < MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      written += 1;
    }),
  );
  return written;
}

if (process.argv[1] === import.meta.filename) {
  const dir = path.resolve(import.meta.dirname, '..', 'dist', 'client');
  const started = Date.now();
  const count = await precompress(dir);
  console.log(`precompressed ${count} files of ${dir} in ${Date.now() - started} ms`);
}
