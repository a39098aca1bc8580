import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bundleServer, serverBundle, serverBundleIsStale } from '../../../build/serverBundle';

export interface RunningServer {
  url: string;
  dataDir: string;
  port: number;
  /** The server process's id, for reading what it holds (/proc/PID/status). */
  pid: number;
  output: () => string;
  /** Stops the server; its data dir goes too unless `keepData` (for a restart on it). */
  stop(options?: { keepData?: boolean }): Promise<void>;
  /** Kills the process dead (kill -9), whatever it was doing; its data dir stays. */
  kill(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the server did not answer /healthz within ${START_TIMEOUT_MS / 1000} s`);
}

const root = path.resolve(import.meta.dirname, '../../..');
/** A first start migrates and seeds: on a loaded shared machine that can take over a minute. */
const START_TIMEOUT_MS = Number(process.env.SERVER_START_TIMEOUT_MS ?? 180_000);

/** Every file under `dir`, for the fingerprint of what a first start writes. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/**
 * A data dir as a first start leaves it (migrated, catalogue and demo account seeded), made once
 * per set of migrations and seed code and copied for each test file: the first start of every
 * file cost seconds of migrating and seeding that only the first needed to prove.
 */
async function seededDataDir(env: Record<string, string>): Promise<string> {
  const hash = createHash('sha256');
  // The areas seed their own tables (routes/startingData.ts lists them): their seed code counts.
  const seedCode = (await filesUnder(path.join(root, 'src/server'))).filter(
    (file) => /(seed|Seed|Data|demo)[^/]*\.ts$/.test(file) && !file.endsWith('.test.ts'),
  );
  const files = [
    ...(await filesUnder(path.join(root, 'src/server/db'))),
    ...(await filesUnder(path.join(root, 'src/server/fonts'))),
    ...seedCode,
  ];
  for (const file of files) hash.update(file).update(await readFile(file));
  const template = path.join(tmpdir(), `printshop-e2e-seeded-${hash.digest('hex').slice(0, 16)}`);
  const exists = await stat(template).then(
    () => true,
    () => false,
  );
  if (!exists) {
    const first = await startProductionServer(env, undefined, { fresh: true });
    await first.stop({ keepData: true });
    // Renamed into place whole, so a half-copied template is never taken.
    await rename(first.dataDir, template).catch(async () => {
      await rm(first.dataDir, { recursive: true, force: true });
    });
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'printshop-e2e-'));
  await cp(template, dataDir, { recursive: true });
  return dataDir;
}

let bundling: Promise<void> | undefined;

/**
 * The unit step starts servers before the build, and a changed source must not run stale. Servers
 * started together (two processes on one database) share one bundling.
 */
function freshServerBundle(): Promise<void> {
  bundling ??= serverBundleIsStale()
    .then((stale) => (stale ? bundleServer() : undefined))
    .finally(() => {
      bundling = undefined;
    });
  return bundling;
}

/** Environment that changes what a first start writes: such servers start from nothing. */
const changesFirstStart = (env: Record<string, string>) =>
  Object.keys(env).some((key) => /^(S3_|DATABASE_URL$|DEMO_)/.test(key));

/**
 * Starts the real server (`npm start`'s entry) on the production build, on a free port, the way
 * a user starts the shop: on a data dir as the shop's first start leaves it (see seededDataDir),
 * or an empty one (`fresh`).
 */
export async function startProductionServer(
  env: Record<string, string> = {},
  /** Start again where a stopped server was: same port, same data. */
  restart?: { port: number; dataDir: string },
  options: { fresh?: boolean } = {},
): Promise<RunningServer> {
  const port = restart?.port ?? (await freePort());
  const dataDir =
    restart?.dataDir ??
    (options.fresh || changesFirstStart(env)
      ? await mkdtemp(path.join(tmpdir(), 'printshop-e2e-'))
      : await seededDataDir(env));
  await freshServerBundle();
  let log = '';
  const child = spawn(process.execPath, ['--enable-source-maps', serverBundle], {
    cwd: root,
    // As users run it: production mode, whatever NODE_ENV the test runner set for itself.
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      // The sample library costs tens of seconds of CPU per start; the journeys that need
      // photos upload their own.
      DEMO_SAMPLE_PHOTOS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    log += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    log += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, child, Date.now() + START_TIMEOUT_MS);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${log}`);
  }
  return {
    url,
    dataDir,
    port,
    pid: child.pid!,
    output: () => log,
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
    async stop({ keepData = false } = {}) {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      if (!keepData) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
