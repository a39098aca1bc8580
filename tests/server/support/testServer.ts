import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildServer } from '../../../src/server/app';
import type { Database } from '../../../src/server/db/database';
import type { ActionRegistry } from '../../../src/server/http/registerActions';
import type { ServerDeps } from '../../../src/server/http/requestContext';
import type { MailMessage } from '../../../src/server/mail/mailer';
import { type BlobStore, localBlobStore } from '../../../src/server/storage/blobStore';
import { memoryMailer } from './memoryMailer';
import { freshDatabase } from './testDatabase';

export interface TestServer {
  app: FastifyInstance;
  database: Database;
  clock: { now: Date };
  /** What the default in-memory mailer sent; empty when the test passed a mailer of its own. */
  mail: MailMessage[];
  /** A temporary data dir holding the blob store (`blobs/`) and unfinished uploads (`uploads/`). */
  dataDir: string;
  blobs: BlobStore;
  close(): Promise<void>;
}

export async function startTestServer(
  /** Deps to use instead of the defaults; a function when they need the test's database. */
  overrides: Partial<ServerDeps> | ((db: Database['db']) => Partial<ServerDeps>) = {},
  registry?: ActionRegistry,
): Promise<TestServer> {
  const database = await freshDatabase();
  const chosen = typeof overrides === 'function' ? overrides(database.db) : overrides;
  const clock = { now: new Date('2026-11-22T12:00:00Z') };
  const mailer = memoryMailer();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'printshop-test-'));
  const blobs = localBlobStore(path.join(dataDir, 'blobs'));
  const uploadDir = path.join(dataDir, 'uploads');
  const app = await buildServer(
    { db: database.db, now: () => clock.now, mailer, blobs, uploadDir, ...chosen },
    registry,
  );
  await app.ready();
  return {
    app,
    database,
    clock,
    mail: mailer.sent,
    dataDir,
    blobs,
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A browser-like caller: keeps cookies between requests and sends the CSRF token it was given,
 * as the real client does.
 */
export class TestAgent {
  cookies = new Map<string, string>();
  csrfToken?: string;

  constructor(readonly app: FastifyInstance) {}

  async request(options: InjectOptions): Promise<LightMyRequestResponse> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await this.app.inject({
      ...options,
      headers: { ...(cookie ? { cookie } : {}), ...(options.headers ?? {}) },
    });
    for (const c of response.cookies) this.cookies.set(c.name, c.value);
    // Sign-in and sign-up hand out a new CSRF token with the new session, as the client expects.
    if (response.body && response.headers['content-type']?.toString().includes('json')) {
      const token = (response.json() as { csrf_token?: unknown }).csrf_token;
      if (typeof token === 'string') this.csrfToken = token;
    }
    return response;
  }

  /** Fetches the CSRF token as the client does before its first state-changing call. */
  async fetchCsrf(): Promise<string> {
    const response = await this.request({ method: 'GET', url: '/api/v2/my/sessions/csrf_token' });
    this.csrfToken = response.json().authenticity_token;
    return this.csrfToken!;
  }

  get(url: string) {
    return this.request({ method: 'GET', url });
  }

  async send(
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) {
    if (!this.csrfToken) await this.fetchCsrf();
    return this.request({
      method,
      url,
      payload: payload ?? {},
      headers: { 'x-csrf-token': this.csrfToken!, ...headers },
    });
  }
}
