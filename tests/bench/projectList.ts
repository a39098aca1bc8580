/**
 * The project list at 1,000 projects: `my/projects/list` (first page, the default sort; then by
 * name; then the archive filter) for one owner with 1,000 projects on the embedded database,
 * timed as the server spends it (requests injected in-process, no network), p50 and p99. The
 * baseline, in the same run: `my/project/details` of one of those projects. Target: p99 < 30 ms.
 */
import { sql } from 'drizzle-orm';
import { projects } from '../../src/server/db/schema/projects';
import { seedProjectCatalog, signedInPerson } from '../server/support/projects';
import { startTestServer, type TestAgent } from '../server/support/testServer';
import { table } from './support/benchTables';

const PROJECTS = 1_000;
const RUNS = 300;
const TARGET_P99_MS = 30;

async function timings(agent: TestAgent, url: string): Promise<{ p50: number; p99: number }> {
  for (let i = 0; i < 20; i++) await agent.get(url);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const response = await agent.get(url);
    times.push(performance.now() - started);
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(RUNS * 0.5)]!, p99: times[Math.floor(RUNS * 0.99)]! };
}

export async function benchProjectList(): Promise<void> {
  const server = await startTestServer();
  try {
    const { db } = server.database;
    await seedProjectCatalog(db);
    const { agent, userId } = await signedInPerson(server, 'bench');
    const start = Date.parse('2026-01-01T00:00:00Z');
    const rows = Array.from({ length: PROJECTS }, (_, n) => ({
      ownerId: userId,
      name: `Project ${String((n * 7919) % PROJECTS).padStart(4, '0')}`,
      productTypeId: [1, 4, 20, 101][n % 4]!,
      productId: n % 4 === 0 ? 9001 : null,
      pageCount: n % 4 === 0 ? 20 + (n % 40) * 2 : null,
      createdAt: new Date(start + n * 3_600_000),
      updatedAt: new Date(start + ((n * 37) % PROJECTS) * 3_600_000),
      archivedAt: n % 10 === 0 ? new Date(start) : null,
    }));
    for (let i = 0; i < rows.length; i += 250)
      await db.insert(projects).values(rows.slice(i, i + 250));
    await db.execute(sql`analyze projects`);
    const [first] = await db.select({ id: projects.id }).from(projects).limit(1);
    const list = '/api/v2/my/projects/list';
    const measured = [
      ['my/project/details (baseline)', `/api/v2/my/project/details?project_id=${first!.id}`],
      ['my/projects/list, page 1, date modified', list],
      ['my/projects/list, page 20, name', `${list}?sort_by=name_asc&page=20`],
      ['my/projects/list, cards only', `${list}?base_product_type_id=7`],
      ['my/projects/list, archive', `${list}?status=archive`],
    ] as const;
    const results: (string | number)[][] = [];
    let baseline = 0;
    for (const [name, url] of measured) {
      const { p50, p99 } = await timings(agent, url);
      if (!baseline) baseline = p50;
      results.push([
        name,
        p50.toFixed(2),
        p99.toFixed(2),
        (p50 / baseline).toFixed(2),
        name.includes('baseline') ? '' : p99 < TARGET_P99_MS ? 'yes' : 'NO',
      ]);
    }
    console.log(`\nProject list at ${PROJECTS} projects (server time, ${RUNS} requests each)\n`);
    console.log(
      table(['call', 'p50 ms', 'p99 ms', 'p50 / baseline', `p99 < ${TARGET_P99_MS} ms`], results),
    );
  } finally {
    await server.close();
  }
}
