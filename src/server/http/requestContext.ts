import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import type { SessionUser } from '../identity/sessions/sessions.repo';

/** What a request knows about who is calling. Guests have a token and an anonymous id, no user. */
export interface SessionState {
  token: string;
  anonymousId: string;
  csrfToken: string;
  user?: SessionUser;
  sessionId?: number;
  /** Set when an app or the editor called with an access token instead of the session cookie. */
  bearer?: true;
}

/** Everything outside the process that the server talks to; tests swap these. */
export interface ServerDeps {
  db: Db;
  /** The current time; tests move it to expire codes and sessions. */
  now: () => Date;
  /** Cookies get the Secure flag; by default when `publicOrigin` is https. */
  secureCookies?: boolean;
  /** Turns an address into a server-rendered page; absent in API-only tests. */
  renderer?: import('../render/pageRenderer').PageRenderer;
  /** Directory of built client assets to serve; absent in API-only tests. */
  clientDir?: string;
  /** Serve the build's .map files too (SERVE_SOURCE_MAPS=1); refused by default. */
  serveSourceMaps?: boolean;
  logger?: boolean;
  /** Where the log is written (a test reads it); stdout when absent. Turns the log on. */
  logStream?: { write(line: string): void };
  /** Outgoing email (SMTP, or .eml files in development). */
  mailer: import('../mail/mailer').Mailer;
  /** Where .eml files are written, when /dev/mail may show them (development, or DEV_MAIL_PAGE=1). */
  mailOutboxDir?: string;
  /** Origin of the links the shop hands out (PUBLIC_ORIGIN); see `shopOrigin`. */
  publicOrigin?: string;
  /** Where the server listens, once it does: the links' origin without PUBLIC_ORIGIN. */
  listenAddress?: import('./shopOrigin').ListenAddress;
  /**
   * Believe X-Forwarded-For (TRUST_PROXY=1, behind a reverse proxy). Off by default: a client
   * talking to the server directly could otherwise pick its own address and dodge per-IP limits.
   */
  trustProxy?: boolean;
  /** Where webp renditions of design artwork are kept across restarts; memory only when absent. */
  artworkCacheDir?: string;
  /** Stored files (photo originals and derivatives); photo uploads are off when absent. */
  blobs?: import('../storage/blobStore').BlobStore;
  /**
   * Where unfinished resumable (tus) uploads are kept until they complete, with their lock files;
   * with s3Uploads only the locks and a finished upload's copy on its way into the blob store.
   */
  uploadDir?: string;
  /** Unfinished uploads in an S3 bucket (S3_BUCKET) instead of files in uploadDir. */
  s3Uploads?: import('../storage/s3Uploads').S3Uploads;
  /**
   * Carries live-channel news between server processes behind one address (PostgreSQL
   * LISTEN/NOTIFY or Redis pub/sub); the in-process bus when absent. Closed with the server.
   */
  liveBus?: import('../design/collaboration/liveBus').LiveBus;
  /** Relays design updates stored by calls to the open editors (the live hub, on liveBus). */
  designRelay?: import('../design/projects/projectContent.service').DesignRelay;
  /** Runs the durable background jobs; started with the server, stopped when it closes. */
  jobs?: import('../jobs/jobRunner').JobRunner;
  /** The card processor; buildServer fills in the sandbox gateway when none is given. */
  paymentGateway?: import('../commerce/payments/paymentGateway').PaymentGateway;
  /** The print and delivery partner; buildServer fills in the sandbox when none is given. */
  fulfilment?: import('../commerce/fulfilment/fulfilment').Fulfilment;
  /** Checkout flow settings: fault injection between steps (tests) and recovery timing. */
  checkout?: import('../flows/checkout/checkoutSteps').CheckoutSettings;
  /** The shop's own mailbox (SHOP_MAILBOX): help messages and request forms are mailed here. */
  shopMailbox?: string;
  /** Secret of the content-export interface (CONTENT_EXPORT_TOKEN); the interface is off without it. */
  contentExportToken?: string;
  /** Lets a deploy script change feature flags without a staff account (FEATURES_ADMIN_TOKEN). */
  featuresAdminToken?: string;
  /** Where the content export reads site content; the content store when absent. */
  contentSource?: import('../site/contentExport/contentSource').ContentSource;
  /** Finds a request's session (the sessions area); buildServer fills it in when none is given. */
  sessionStore?: import('./sessionContext').SessionStore;
}

/** The deps of a service that signs or checks tokens and links: the shared deps and the server's secret. */
export type SigningDeps = ServerDeps & { secret: string };

/** A request's deps with its server's secret, for a service that signs. */
export function signingDeps(ctx: Pick<RequestContext, 'deps' | 'secret'>): SigningDeps {
  return { ...ctx.deps, secret: ctx.secret };
}

/**
 * A session a service started or ended (sign-in, sign-out): the handler puts it in place with
 * `applySessionChange`, since only the HTTP edge sets cookies.
 */
export interface SessionChange {
  session: SessionState;
  /** The session cookie outlives the browser ("remember me"). */
  persistent: boolean;
  /** The known-device mark of the account that signed in, for this browser to keep. */
  deviceToken?: string;
}

export interface RequestContext {
  deps: ServerDeps;
  secret: string;
  session: SessionState;
  request: FastifyRequest;
  reply: FastifyReply;
  /** Replaces the caller's session (sign-in, sign-out) and its cookies. */
  replaceSession(next: SessionState, persistent: boolean): void;
}
