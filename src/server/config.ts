import path from 'node:path';
import { type S3Settings, s3SettingsFromEnv } from './storage/s3Settings';

/**
 * What a process of the shop does: `web` answers requests and queues background work, `worker`
 * runs the queued jobs (print files, pictures, mail) and the periodic sweeps, `all` does both (one
 * process, the default). Any number of each may share one PostgreSQL database.
 */
export const processRoles = ['web', 'worker', 'all'] as const;
export type ProcessRole = (typeof processRoles)[number];

export interface ServerConfig {
  /** ROLE: see processRoles. */
  role: ProcessRole;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** Cookies get the Secure flag; on by default only when the public origin is https. */
  secureCookies: boolean;
  /** Where the production build lives (client assets and the server-render bundle). */
  distDir: string;
  /** The shop's address as users reach it, for links in emails; absent means "as requested". */
  publicOrigin?: string;
  /** Outgoing mail server; without it mail is written under the data dir. */
  smtpUrl?: string;
  mailFrom: string;
  /**
   * Serve /dev/mail, which shows every message written under the data dir (reset links included):
   * on outside production mode, or when DEV_MAIL_PAGE=1 asks for it. Never on a public shop.
   */
  devMailPage: boolean;
  /** Behind a reverse proxy (TRUST_PROXY=1): client addresses come from X-Forwarded-For. */
  trustProxy: boolean;
  /** Photos, derivatives and unfinished uploads in an S3 bucket; under the data dir when absent. */
  s3?: S3Settings;
  /** Serve the client build's source maps (SERVE_SOURCE_MAPS=1); off, so they stay private. */
  serveSourceMaps: boolean;
  /** Give the demo account its generated sample photos (off with DEMO_SAMPLE_PHOTOS=0). */
  demoSamplePhotos: boolean;
  /** Where help messages, volume inquiries and sample-kit requests are mailed (SHOP_MAILBOX). */
  shopMailbox: string;
  /** The content-export interface's secret (CONTENT_EXPORT_TOKEN); absent, the interface is off. */
  contentExportToken?: string;
  /** A secret that may change feature flags besides staff admins (FEATURES_ADMIN_TOKEN). */
  featuresAdminToken?: string;
  /** Redis for the live channel's pub/sub between processes (REDIS_URL); optional. */
  redisUrl?: string;
}

/**
 * Reads ROLE, PORT, HOST, DATA_DIR, DATABASE_URL, DIST_DIR, PUBLIC_ORIGIN, SMTP_URL, MAIL_FROM, NODE_ENV
 * DEV_MAIL_PAGE, TRUST_PROXY, SERVE_SOURCE_MAPS, DEMO_SAMPLE_PHOTOS, SHOP_MAILBOX, CONTENT_EXPORT_TOKEN,
 * FEATURES_ADMIN_TOKEN, REDIS_URL and the S3_* variables; every one has a working
 * default. Invalid S3 settings throw: a shop must not quietly keep customers' photos on one machine's
 * disk instead. So does an unknown ROLE: a misspelt `worker` would otherwise serve requests and
 * leave the queue to nobody.
 */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number.parseInt(env.PORT ?? '', 10);
  return {
    role: roleOf(env.ROLE),
    port: Number.isInteger(port) && port >= 0 && port < 65536 ? port : 3000,
    host: env.HOST || '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR || 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    secureCookies: (env.PUBLIC_ORIGIN ?? '').startsWith('https://'),
    distDir: path.resolve(env.DIST_DIR || 'dist'),
    publicOrigin: env.PUBLIC_ORIGIN?.replace(/\/+$/, '') || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Printshop <hello@printshop.localhost>',
    devMailPage: env.DEV_MAIL_PAGE === '1' || env.NODE_ENV !== 'production',
    trustProxy: env.TRUST_PROXY === '1',
    s3: s3SettingsFromEnv(env),
    serveSourceMaps: env.SERVE_SOURCE_MAPS === '1',
    demoSamplePhotos: env.DEMO_SAMPLE_PHOTOS !== '0',
    shopMailbox: env.SHOP_MAILBOX || 'support@printshop.localhost',
    // Short secrets are guessable: a token under 24 characters leaves the interface off.
    contentExportToken: longSecret(env.CONTENT_EXPORT_TOKEN),
    featuresAdminToken: longSecret(env.FEATURES_ADMIN_TOKEN),
    redisUrl: env.REDIS_URL || undefined,
  };
}

function roleOf(value: string | undefined): ProcessRole {
  if (!value) return 'all';
  const role = processRoles.find((known) => known === value);
  if (!role) throw new Error(`ROLE must be one of ${processRoles.join(', ')}, not "${value}".`);
  return role;
}

function longSecret(value: string | undefined): string | undefined {
  return value && value.length >= 24 ? value : undefined;
}
