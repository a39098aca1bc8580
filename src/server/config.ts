import path from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** Cookies get the Secure flag; on by default only when the public origin is https. */
  secureCookies: boolean;
  /** Where the production build lives (client assets and the server-render bundle). */
  distDir: string;
}

/** Reads PORT, HOST, DATA_DIR, DATABASE_URL and PUBLIC_ORIGIN; every one has a working default. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number.parseInt(env.PORT ?? '', 10);
  return {
    port: Number.isInteger(port) && port >= 0 && port < 65536 ? port : 3000,
    host: env.HOST || '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR || 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    secureCookies: (env.PUBLIC_ORIGIN ?? '').startsWith('https://'),
    distDir: path.resolve(env.DIST_DIR || 'dist'),
  };
}
