import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildServer, buildWorker } from './app';
import { sandboxFulfilment } from './commerce/fulfilment/fulfilment';
import { braintreeConfigFromEnv, braintreeGateway } from './commerce/payments/braintreeGateway';
import { sandboxGateway } from './commerce/payments/sandboxGateway';
import { configFromEnv } from './config';
import { databaseOptionsFromEnv, openDatabase } from './db/database';
import { DEMO_ACCOUNT, seedDemo } from './db/seed/seedDemo';
import { liveBusFromConfig } from './design/collaboration/liveBusFromConfig';
import { installRasterFonts } from './fonts/rasterFonts';
import { mailDeliveryFromConfig } from './mail/mailer';
import { seedDemoLibrary } from './media/photos/demoLibrary';
import { loadBuiltRenderer } from './render/pageRenderer';
import { createServerJobRunner } from './routes/jobHandlers';
import { startingData } from './routes/startingData';
import { localBlobStore } from './storage/blobStore';
import { s3BlobStore } from './storage/s3BlobStore';
import { s3Uploads } from './storage/s3Uploads';

// The server serves the production build, so React's production builds unless told otherwise: the
// development ones render several times slower. Tests set NODE_ENV=test and keep React's warnings.
process.env.NODE_ENV ||= 'production';

const config = configFromEnv();
// Before anything draws text: the shop's webp pictures of designs set it in the shipped faces.
await installRasterFonts(path.join(config.dataDir, 'fonts'));
let demo: Awaited<ReturnType<typeof seedDemo>> = { seeded: false };
const database = await openDatabase(
  databaseOptionsFromEnv({ DATABASE_URL: config.databaseUrl, dataDir: config.dataDir }),
  async (db) => {
    demo = await seedDemo(db);
    for (const seed of startingData) await seed(db, new Date());
  },
);
const { seeded, demoUserId } = demo;

const clientDir = path.join(config.distDir, 'client');
const built = existsSync(path.join(config.distDir, 'ssr', 'entry-server.js'));
if (!built && config.role !== 'worker')
  console.warn('No production build found: run `npm run build` to serve the shop pages.');

const mail = mailDeliveryFromConfig(config);
const blobs = config.s3
  ? s3BlobStore(config.s3)
  : localBlobStore(path.join(config.dataDir, 'blobs'));
const now = () => new Date();
// One gateway and one fulfilment partner, shared by the request handlers and the jobs.
// Braintree when BRAINTREE_MERCHANT_ID and its keys are set (README), else the sandbox.
const braintree = braintreeConfigFromEnv(process.env);
const paymentGateway = braintree
  ? braintreeGateway(braintree)
  : sandboxGateway({ db: database.db });
const fulfilment = sandboxFulfilment();
// Filled in when the server listens: the jobs' mail links point where the server does.
const listenAddress = {};
// Jobs run where the role says: a web process only queues them for the workers (ROLE, config.ts).
const jobs =
  config.role === 'web'
    ? undefined
    : createServerJobRunner(
        {
          db: database.db,
          blobs,
          now,
          mailer: mail.mailer,
          publicOrigin: config.publicOrigin,
          listenAddress,
          paymentGateway,
          fulfilment,
        },
        { onError: (error) => console.error('background job failed:', error) },
      );
if (config.role === 'worker' && !config.publicOrigin)
  console.warn('A worker without PUBLIC_ORIGIN mails links to http://localhost: set it.');
const app =
  jobs && config.role === 'worker'
    ? await buildWorker({ db: database.db, now, jobs, logger: true })
    : await buildServer({
        db: database.db,
        now,
        secureCookies: config.secureCookies,
        renderer: built ? await loadBuiltRenderer(config.distDir) : undefined,
        clientDir: built ? clientDir : undefined,
        serveSourceMaps: config.serveSourceMaps,
        logger: true,
        mailer: mail.mailer,
        mailOutboxDir: mail.outboxDir,
        publicOrigin: config.publicOrigin,
        listenAddress,
        trustProxy: config.trustProxy,
        artworkCacheDir: path.join(config.dataDir, 'artwork'),
        blobs,
        uploadDir: path.join(config.dataDir, 'uploads'),
        s3Uploads: config.s3 && s3Uploads(config.s3),
        jobs,
        paymentGateway,
        fulfilment,
        shopMailbox: config.shopMailbox,
        contentExportToken: config.contentExportToken,
        featuresAdminToken: config.featuresAdminToken,
        liveBus: await liveBusFromConfig(config),
      });

const address = await app.listen({ port: config.port, host: config.host });
// The address the shop's links name (shopOrigin): one host name, so the browser's cookies follow.
const url = address.replace('0.0.0.0', 'localhost');
console.log(
  config.role === 'worker'
    ? `\nPrintshop worker is running (health at ${url}/healthz)`
    : `\nPrintshop is running at ${url}${config.role === 'web' ? ' (web: jobs run in the workers)' : ''}`,
);
console.log(
  `Database: ${database.kind}${database.kind === 'pglite' ? ` in ${config.dataDir}` : ''}`,
);
console.log(`Files: ${config.s3 ? `S3 bucket ${config.s3.bucket}` : `in ${config.dataDir}`}`);
if (mail.outboxDir) console.log(`Sent mail (development): ${url}/dev/mail`);
if (seeded) console.log(`Demo account: ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}`);
if (demoUserId !== undefined && config.demoSamplePhotos) {
  // In the background: the pictures take tens of seconds to make, and the shop is usable meanwhile.
  const started = Date.now();
  seedDemoLibrary({ db: database.db, blobs, now, jobs }, demoUserId)
    .then((added) => {
      if (added > 0)
        console.log(`Demo account: ${added} sample photos added in ${Date.now() - started} ms`);
    })
    .catch((error) => console.error('demo sample photos failed:', error));
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close();
    await database.close();
    process.exit(0);
  });
}
