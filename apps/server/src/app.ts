import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from 'helmet';
import multipart from '@fastify/multipart';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Clock } from './clock.ts';
import type { Database } from './db/client.ts';
import type { Deps } from './deps.ts';
import { AccessTokens } from './lib/tokens.ts';
import { Mailer } from './mail/mailer.ts';
import { JobQueue } from './jobs/queue.ts';
import { jobHandlers } from './jobs/handlers.ts';
import { openObjectStore } from './storage/open-object-store.ts';
import { OutboundGuard } from './lib/outbound/index.ts';
import { Metrics } from './metrics/metrics.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerDocs } from './plugins/docs.ts';
import { registerWeb } from './plugins/web.ts';
import { apiModules, rootModules } from './modules/index.ts';
import { subscribers } from './modules/subscribers.ts';

export interface BuildOptions {
  config: Config;
  database: Database;
  clock: Clock;
  logger?: boolean | object;
  /**
   * Run the job workers, pg-boss's cron and its maintenance in this process (server.ts unless
   * WORKERS=off, worker.ts). Tests leave it off and work jobs with `queue.runDueJobs()`.
   */
  workers?: boolean;
}

const here = path.dirname(fileURLToPath(import.meta.url));

/** Builds the Fastify instance (API + web app) without listening. */
export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config, database, clock } = opts;
  const app = Fastify({
    logger: opts.logger ?? { level: config.LOG_LEVEL },
    bodyLimit: 1024 * 1024,
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    trustProxy: false,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const metrics = new Metrics();
  const queue = new JobQueue(database, {
    log: app.log,
    onFailure: (name) => metrics.jobFailed(name),
    background: opts.workers ?? false,
    maintenanceIntervalSeconds: config.JOB_MAINTENANCE_SECONDS,
    policies: { 'orion.analyse': { expireInSeconds: config.ORION_JOB_EXPIRE_SECONDS } },
  });
  await queue.start();
  const deps: Deps = {
    config,
    database,
    db: database.db,
    clock,
    tokens: new AccessTokens(config.jwtSecret),
    queue,
    mailer: new Mailer(database.db, queue, app.log, Boolean(config.SMTP_URL)),
    objects: await openObjectStore(config),
    outbound: new OutboundGuard({ allow: config.TEST_OUTBOUND_ALLOW }),
    lifecycle: { draining: false },
    metrics,
    subscribers,
  };
  app.decorate('deps', deps);
  app.addHook('onClose', async () => queue.close());
  app.addHook('onClose', async () => deps.objects.close());
  app.addHook('onClose', async () => deps.outbound.agent.destroy());
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });

  // Security headers. helmet's middleware is built once: @fastify/helmet built it anew on
  // every request (its CSP directives parsed each time, about 2 % of a request's CPU).
  const secureHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          "'wasm-unsafe-eval'",
          'https://accounts.google.com',
          'https://checkout.flutterwave.com',
        ],
        styleSrc: ["'self'", "'unsafe-inline'", 'https://accounts.google.com'],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'", 'https://accounts.google.com', 'https://api.flutterwave.com'],
        frameSrc: ["'self'", 'https://accounts.google.com', 'https://checkout.flutterwave.com'],
        workerSrc: ["'self'", 'blob:'],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) =>
    secureHeaders(request.raw, reply.raw, (err) => done(err as Error | undefined)),
  );
  await app.register(multipart, { limits: { fileSize: 2 * 1024 * 1024, files: 1, fields: 20 } });
  registerErrorHandler(app);
  registerMetrics(app);
  registerAuth(app);
  await registerDocs(app);

  await app.register(
    async (api) => {
      for (const mod of apiModules) await api.register(mod);
    },
    { prefix: '/api' },
  );
  for (const mod of rootModules) await app.register(mod);

  await registerWeb(app, config.WEB_DIST ?? path.resolve(here, '../../web/dist'));
  queue.handle(jobHandlers(app));
  if (opts.workers) app.addHook('onReady', () => queue.startWorkers());
  return app;
}
