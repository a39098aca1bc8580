/*
 * Loaded into the memory bench's server, which runs in the repository's root:
 * BENCH_SERVER_PROBE=./tests/bench/support/heapAfterGcProbe.mjs. Every 10 s a full collection,
 * then one JSON line of what stays, to HEAP_PROBE_OUT (default /tmp/heap-after-gc.jsonl). RSS
 * that rises while heapAfterGc stays flat is the heap's size, not data kept; external holds
 * PGlite's WebAssembly memory. The collections flatten RSS too: read the bench's table without it.
 */
import { appendFileSync } from 'node:fs';
import v8 from 'node:v8';

const out = process.env.HEAP_PROBE_OUT ?? '/tmp/heap-after-gc.jsonl';
const started = Date.now();
const mb = (bytes) => Math.round(bytes / 1048576);

setInterval(() => {
  globalThis.gc?.();
  const memory = process.memoryUsage();
  const spaces = Object.fromEntries(
    v8.getHeapSpaceStatistics().map((space) => [space.space_name, mb(space.space_used_size)]),
  );
  const line = {
    s: Math.round((Date.now() - started) / 1000),
    rss: mb(memory.rss),
    heapAfterGc: mb(memory.heapUsed),
    heapTotal: mb(memory.heapTotal),
    external: mb(memory.external),
    oldSpace: spaces.old_space,
    codeSpace: spaces.code_space,
  };
  appendFileSync(out, `${JSON.stringify(line)}\n`);
}, 10_000).unref();
