import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { toWire } from '../shared/api/wireCase';
import { registerWidgetFraming } from './catalog/reviews/widgetFraming';
import { sandboxFulfilment } from './commerce/fulfilment/fulfilment';
import { sandboxGateway } from './commerce/payments/sandboxGateway';
import type { Db } from './db/database';
import { memoryBus } from './design/collaboration/liveBus';
import { LiveHub } from './design/collaboration/liveHub';
import { recoverCheckoutsAtStart } from './flows/checkout/recoverCheckouts';
import { registerCredentialQueryRefusal } from './http/credentials';
import { installErrorHandler } from './http/errorBody';
import { registerFormBodyParser } from './http/formBody';
import { registerJsonBodyParser } from './http/jsonBody';
import { registerMultipart } from './http/multipartBody';
import { registerOriginCheck } from './http/originCheck';
import { registerPrivateCaching } from './http/privateCaching';
import { type ActionRegistry, registerActions } from './http/registerActions';
import type { ServerDeps } from './http/requestContext';
import { requestLogOptions } from './http/requestLog';
import { registerRetryAfter } from './http/retryAfter';
import { recordListenAddress } from './http/shopOrigin';
import { sessionStore } from './identity/sessions/sessions.service';
import { registerSignInMaintenance } from './identity/sessions/signInMaintenance';
import type { JobRunner } from './jobs/jobRunner';
import { registerDevMailPage } from './mail/devMailPage';
import { registerArtworkRoutes } from './routes/catalog/artwork.routes';
import { registerLiveSync } from './routes/design/liveSync.routes';
import { registerMusicFiles } from './routes/design/music.routes';
import { registerPrintRoutes } from './routes/design/printRoutes';
import { registerProjectThumbnails } from './routes/design/projectThumbnail.routes';
import { registerFormPosts } from './routes/formPostRoutes';
import { handlers } from './routes/handlers';
import { registerPhotoSourceConnect } from './routes/media/connect.routes';
import { registerPhotoFileRoutes } from './routes/media/photoFiles.routes';
import { registerPhotoUploads } from './routes/media/photoUploads.routes';
import { registerPhotoSourceThumbnails } from './routes/media/thumbnails.routes';
import { registerPages } from './routes/pageRoutes';
import { loadServerSecret } from './security/serverSecret';
import { registerContentExportGuard } from './site/contentExport/exportGuard';

export const defaultRegistry: ActionRegistry = { handlers };

/**
 * The whole HTTP server, built from what it talks to. Tests pass a fresh database and leave out
 * the renderer and client assets; `main.ts` passes the production build.
 */
export async function buildServer(
  deps: ServerDeps,
  registry: ActionRegistry = defaultRegistry,
): Promise<FastifyInstance> {
  const https = deps.publicOrigin?.startsWith('https://') ?? false;
  // Links handed out point here unless PUBLIC_ORIGIN says otherwise (shopOrigin).
  const listenAddress = deps.listenAddress ?? {};
  const liveBus = deps.liveBus ?? memoryBus();
  const liveHub = new LiveHub(deps.db, liveBus);
  // Secure cookies whenever the shop is public over https, whoever built the deps.
  deps = {
    ...deps,
    secureCookies: deps.secureCookies ?? https,
    // The shop takes (pretend) money and ships (pretend) parcels with no outside account.
    paymentGateway: deps.paymentGateway ?? sandboxGateway({ db: deps.db }),
    fulfilment: deps.fulfilment ?? sandboxFulfilment(),
    // One bus for the live channel and the calls that end someone's access to it.
    liveBus,
    // Design updates stored by calls reach the open editors through the live channel's hub.
    designRelay: liveHub,
    // Requests find their sessions through this port; the sessions area implements it.
    sessionStore: deps.sessionStore ?? sessionStore,
    listenAddress,
  };
  const app = Fastify({
    logger: requestLogOptions(deps),
    trustProxy: deps.trustProxy ?? false,
    // Query lists arrive as `ids[]=1&ids[]=2`; the default parser keeps them under that name.
    routerOptions: { ignoreTrailingSlash: true },
  });
  const secret = await loadServerSecret(deps.db, 'session');
  recordListenAddress(app, listenAddress);

  await app.register(fastifyCookie);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // Plain HTTP on localhost by default; once the public address is https, browsers are told to
    // keep to it (half a year, the shop's own host only: other hosts of the domain are not ours).
    strictTransportSecurity: https ? { maxAge: 15_552_000, includeSubDomains: false } : false,
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  installErrorHandler(app);
  registerRetryAfter(app);
  registerCredentialQueryRefusal(app);
  registerPrivateCaching(app);
  registerOriginCheck(app, deps.publicOrigin);
  registerContentExportGuard(app, deps);
  registerWidgetFraming(app);
  registerJsonBodyParser(app);
  registerFormBodyParser(app);
  await registerMultipart(app);

  app.get('/healthz', async () => ({ ok: true }));
  await app.register(async (api) => registerActions(api, deps, secret, registry));
  await registerLiveSync(app, deps, secret, liveHub);
  registerArtworkRoutes(app, deps.db, deps.artworkCacheDir);
  registerMusicFiles(app);
  registerProjectThumbnails(app, deps, secret);
  const { blobs, uploadDir, jobs } = deps;
  if (blobs && uploadDir) {
    registerPhotoUploads(app, { ...deps, blobs, uploadDir }, secret);
    registerPhotoFileRoutes(app, { ...deps, blobs }, secret);
    registerPrintRoutes(app, { ...deps, blobs }, secret);
  }
  registerPhotoSourceConnect(app, deps, secret);
  registerPhotoSourceThumbnails(app, deps, secret);
  // What a crash left between checkout steps is settled as the server starts, before it listens
  // (and by jobs, and by a customer paying again).
  app.addHook('onReady', async () => {
    const report = await recoverCheckoutsAtStart(deps);
    if (report.voided + report.captured + report.fulfilled > 0)
      app.log.warn({ report }, 'checkout recovery settled unfinished orders');
  });
  // A web process (ROLE=web) is given no runner: the workers take what it queues.
  if (jobs) registerBackgroundWork(app, { ...deps, jobs });

  if (deps.clientDir) {
    await app.register(fastifyStatic, {
      root: deps.clientDir,
      wildcard: false,
      index: false,
      // The build's .br and .gz copies (build/precompress.ts), not compressed again per request.
      preCompressed: true,
      // Source maps hand out the client's source; only a shop that asks (SERVE_SOURCE_MAPS=1) does.
      allowedPath: (pathName) =>
        pathName !== '/index.html' && (deps.serveSourceMaps === true || !pathName.endsWith('.map')),
      setHeaders(reply, filePath) {
        // Hashed build assets never change; everything else must be revalidated.
        const immutable = /[/\\]assets[/\\]/.test(filePath);
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  if (deps.mailOutboxDir) registerDevMailPage(app, deps.mailOutboxDir);
  registerFormPosts(app, deps, secret, registry);
  registerPages(app, deps, secret, registry);

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send(
      toWire({
        error: { code: 'not_found', message: `Nothing is at ${request.method} ${request.url}.` },
      }),
    ),
  );
  return app;
}

export interface BackgroundWorkDeps {
  db: Db;
  now: () => Date;
  jobs: JobRunner;
}

/**
 * What a process that does the background work runs: the job runner (print files, photo
 * pictures, imports, mail, the order's later steps) and the periodic sweeps of the database. A
 * `worker` process runs only this, an `all` process runs it beside the requests, a `web` process
 * never (it queues jobs for the workers; ROLE in config.ts).
 */
export function registerBackgroundWork(app: FastifyInstance, deps: BackgroundWorkDeps): void {
  // Unfinished jobs from before a restart are in the table; the runner takes them on start.
  app.addHook('onReady', async () => deps.jobs.start());
  app.addHook('onClose', async () => deps.jobs.stop());
  registerSignInMaintenance(app, deps);
}

/**
 * A `worker` process (ROLE=worker): the background work and nothing of the shop's pages or API.
 * It still listens, for `/healthz` alone, so whatever keeps processes alive (a supervisor, a load
 * balancer's check, the tests) can tell it started and is still answering.
 */
export async function buildWorker(
  deps: BackgroundWorkDeps & { logger?: boolean },
): Promise<FastifyInstance> {
  const app = Fastify({ logger: deps.logger ?? false });
  app.get('/healthz', async () => ({ ok: true, role: 'worker' }));
  registerBackgroundWork(app, deps);
  return app;
}
