/**
 * Server throughput: requests per second and p99 latency of GET my/sessions/current and of a
 * server-rendered page, beside a bare Fastify hello-world measured in the same run (ratios), since
 * the machine is shared and absolute numbers drift. Loopback only, bounded duration.
 */
import { fork, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { startProductionServer } from '../e2e/support/productionServer';

const root = path.resolve(import.meta.dirname, '../..');
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 10;

interface Row {
  name: string;
  rps: number;
  p99: number;
}

async function measure(
  name: string,
  url: string,
  headers: Record<string, string> = {},
): Promise<Row> {
  // A short warm-up so JIT and caches are in the same state for every target.
  await autocannon({ url, connections: CONNECTIONS, duration: 1, headers });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${name}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return { name, rps: result.requests.average, p99: result.latency.p99 };
}

async function startHello(): Promise<{ url: string; stop: () => void }> {
  const child = fork(path.join(import.meta.dirname, 'helloServer.ts'), {
    execArgv: ['--import', 'tsx'],
  });
  const address = await new Promise<string>((resolve) =>
    child.once('message', (m) => resolve((m as { address: string }).address)),
  );
  return { url: address, stop: () => child.kill() };
}

if (!existsSync(path.join(root, 'dist', 'ssr', 'entry-server.js'))) {
  spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
}

const hello = await startHello();
const shop = await startProductionServer();
try {
  const first = await fetch(`${shop.url}/api/v2/my/sessions/current`);
  const cookie = first.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const rows = [
    await measure('bare Fastify hello-world (baseline)', hello.url),
    await measure('GET /api/v2/my/sessions/current', `${shop.url}/api/v2/my/sessions/current`, {
      cookie,
    }),
    await measure('GET / (server-rendered home page)', `${shop.url}/`, { cookie }),
  ];
  const base = rows[0]!;
  console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s each, loopback\n`);
  console.log('| target | req/s | p99 ms | req/s vs baseline | p99 vs baseline |');
  console.log('|---|---:|---:|---:|---:|');
  for (const row of rows) {
    console.log(
      `| ${row.name} | ${row.rps.toFixed(0)} | ${row.p99.toFixed(1)} | ${(row.rps / base.rps).toFixed(3)} | ${(row.p99 / Math.max(base.p99, 0.1)).toFixed(1)}× |`,
    );
  }
} finally {
  hello.stop();
  await shop.stop();
}
