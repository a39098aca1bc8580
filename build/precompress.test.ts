import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from './precompress';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('precompress', () => {
  it('writes brotli and gzip copies that decompress to each text file, and only those', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'precompress-'));
    const script = 'export const greeting = "hello";\n'.repeat(100);
    await writeFile(path.join(dir, 'entry.js'), script);
    await writeFile(path.join(dir, 'entry.js.map'), script);
    await writeFile(path.join(dir, 'tiny.css'), 'a{}');
    await writeFile(path.join(dir, 'photo.png'), Buffer.alloc(4096));

    expect(await precompress(dir)).toBe(1);

    expect((await readdir(dir)).sort()).toEqual(
      ['entry.js', 'entry.js.br', 'entry.js.gz', 'entry.js.map', 'photo.png', 'tiny.css'].sort(),
    );
    const br = await readFile(path.join(dir, 'entry.js.br'));
    const gz = await readFile(path.join(dir, 'entry.js.gz'));
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(gunzipSync(gz).toString()).toBe(script);
    expect(br.length).toBeLessThan(script.length / 10);
  });

  it('compresses only the files asked for', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'precompress-'));
    const text = 'self.addEventListener("fetch", () => {});\n'.repeat(50);
    await writeFile(path.join(dir, 'sw.js'), text);
    await writeFile(path.join(dir, 'other.js'), text);
    expect(await precompress(dir, (file) => file.endsWith('sw.js'))).toBe(1);
    expect((await readdir(dir)).sort()).toEqual(['other.js', 'sw.js', 'sw.js.br', 'sw.js.gz']);
  });
});
