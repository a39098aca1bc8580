import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface RunningServer {
  url: string;
  dataDir: string;
  port: number;
  output: () => string;
  /** Stops the server; its data dir goes too unless `keepData` (for a restart on it). */
  stop(options?: { keepData?: boolean }): Promise<void>;
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
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server did not answer /healthz within 60 s');
}

/**
 * Starts the real server (`npm start`'s entry) on the production build, on a free port with an
 * empty data dir, the way a user starts the shop.
 */
export async function startProductionServer(
  env: Record<string, string> = {},
  /** Start again where a stopped server was: same port, same data. */
  restart?: { port: number; dataDir: string },
): Promise<RunningServer> {
  const port = restart?.port ?? (await freePort());
  const dataDir = restart?.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'printshop-e2e-')));
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '../../..'),
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
    await waitForHealth(url, child, Date.now() + 60_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${log}`);
  }
  return {
    url,
    dataDir,
    port,
    output: () => log,
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
