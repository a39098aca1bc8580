import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { toWire } from '../shared/api/wireCase';
import { installErrorHandler } from './http/errorBody';
import { registerFormBodyParser } from './http/formBody';
import { registerMultipart } from './http/multipartBody';
import { type ActionRegistry, registerActions } from './http/registerActions';
import type { ServerDeps } from './http/requestContext';
import { registerDevMailPage } from './mail/devMailPage';
import { registerArtworkRoutes } from './modules/catalog/artwork.routes';
import { registerMusicFiles } from './modules/creation/music.routes';
import { handlers } from './modules/handlers';
import { pendingAreas } from './modules/pendingAreas';
import { registerPhotoSourceConnect } from './modules/photoSources/connect.routes';
import { registerPhotoSourceThumbnails } from './modules/photoSources/thumbnails.routes';
import { registerPhotoFileRoutes } from './modules/photos/photoFiles.routes';
import { registerPhotoUploads } from './modules/photos/photoUploads.routes';
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
    // The shop is plain HTTP on localhost by default; HSTS belongs to the TLS front end.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  installErrorHandler(app);
  registerFormBodyParser(app);
  await registerMultipart(app);

  app.get('/healthz', async () => ({ ok: true }));
  await app.register(async (api) => registerActions(api, deps, secret, registry));
  registerArtworkRoutes(app, deps.db, deps.artworkCacheDir);
  registerMusicFiles(app);
  const { blobs, uploadDir, jobs } = deps;
  if (blobs && uploadDir) {
    registerPhotoUploads(app, { ...deps, blobs, uploadDir }, secret);
    registerPhotoFileRoutes(app, { ...deps, blobs }, secret);
  }
  registerPhotoSourceConnect(app, deps, secret);
  registerPhotoSourceThumbnails(app, deps, secret);
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
      allowedPath: (pathName) => pathName !== '/index.html',
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
