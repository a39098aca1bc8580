import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { toWire } from '../shared/api/wireCase';
import { recoverCheckouts } from './flows/checkout/recoverCheckouts';
import { sandboxFulfilment } from './fulfilment/fulfilment';
import { installErrorHandler } from './http/errorBody';
import { registerFormBodyParser } from './http/formBody';
import { registerJsonBodyParser } from './http/jsonBody';
import { registerMultipart } from './http/multipartBody';
import { registerOriginCheck } from './http/originCheck';
import { registerPrivateCaching } from './http/privateCaching';
import { type ActionRegistry, registerActions } from './http/registerActions';
import type { ServerDeps } from './http/requestContext';
import { registerRetryAfter } from './http/retryAfter';
import { registerDevMailPage } from './mail/devMailPage';
import { registerArtworkRoutes } from './modules/catalog/artwork.routes';
import { memoryBus } from './modules/collaboration/liveBus';
import { registerLiveSync } from './modules/collaboration/liveSync.routes';
import { registerContentExportGuard } from './modules/contentExport/exportGuard';
import { registerMusicFiles } from './modules/creation/music.routes';
import { handlers } from './modules/handlers';
import { pendingAreas } from './modules/pendingAreas';
import { registerPhotoSourceConnect } from './modules/photoSources/connect.routes';
import { registerPhotoSourceThumbnails } from './modules/photoSources/thumbnails.routes';
import { registerPhotoFileRoutes } from './modules/photos/photoFiles.routes';
import { registerPhotoUploads } from './modules/photos/photoUploads.routes';
import { registerProjectThumbnails } from './modules/projects/projectThumbnail.routes';
import { registerWidgetFraming } from './modules/reviews/widgetFraming';
import { sessionStore } from './modules/sessions/sessions.service';
import { registerSignInMaintenance } from './modules/sessions/signInMaintenance';
import { sandboxGateway } from './payments/sandboxGateway';
import { registerPrintRoutes } from './print/printRoutes';
import { registerPages } from './render/pageRoutes';
import { loadServerSecret } from './security/serverSecret';

export const defaultRegistry: ActionRegistry = { handlers, pendingAreas };

/**
 * The whole HTTP server, built from what it talks to. Tests pass a fresh database and leave out
 * the renderer and client assets; `main.ts` passes the production build.
 */
export async function buildServer(
  deps: ServerDeps,
  registry: ActionRegistry = defaultRegistry,
): Promise<FastifyInstance> {
  const https = deps.publicOrigin?.startsWith('https://') ?? false;
  // Secure cookies whenever the shop is public over https, whoever built the deps.
  deps = {
    ...deps,
    secureCookies: deps.secureCookies ?? https,
    // The shop takes (pretend) money and ships (pretend) parcels with no outside account.
    paymentGateway: deps.paymentGateway ?? sandboxGateway(),
    fulfilment: deps.fulfilment ?? sandboxFulfilment(),
    // One bus for the live channel and the calls that end someone's access to it.
    liveBus: deps.liveBus ?? memoryBus(),
    // Requests find their sessions through this port; the sessions area implements it.
    sessionStore: deps.sessionStore ?? sessionStore,
  };
  const app = Fastify({
    logger: deps.logger ? { level: 'info' } : false,
    trustProxy: deps.trustProxy ?? false,
    // Query lists arrive as `ids[]=1&ids[]=2`; the default parser keeps them under that name.
    routerOptions: { ignoreTrailingSlash: true },
  });
  const secret = await loadServerSecret(deps.db, 'session');

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
  registerPrivateCaching(app);
  registerOriginCheck(app, deps.publicOrigin);
  registerContentExportGuard(app, deps);
  registerWidgetFraming(app);
  registerJsonBodyParser(app);
  registerFormBodyParser(app);
  await registerMultipart(app);

  app.get('/healthz', async () => ({ ok: true }));
  registerSignInMaintenance(app, deps);
  await app.register(async (api) => registerActions(api, deps, secret, registry));
  await registerLiveSync(app, deps, secret, deps.liveBus);
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
  // What a crash left between checkout steps is settled as the server starts (and by jobs).
  app.addHook('onReady', async () => {
    const report = await recoverCheckouts(deps);
    if (report.voided + report.captured + report.fulfilled > 0)
      app.log.warn({ report }, 'checkout recovery settled unfinished orders');
  });
  if (jobs) {
    // Unfinished jobs from before a restart are in the table; the runner takes them on start.
    app.addHook('onReady', async () => jobs.start());
    app.addHook('onClose', async () => jobs.stop());
  }

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
