import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound, unauthorized } from '../errors.ts';
import { databaseGauges } from '../metrics/snapshot.ts';

/** Renders the registry after refreshing the database gauges; a database error leaves them as they were. */
function renderer(app: FastifyInstance) {
  const { metrics } = app.deps;
  const refresh = databaseGauges(metrics, app.deps);
  return async (): Promise<string> => {
    try {
      await refresh();
    } catch (err) {
      app.log.warn({ err }, 'metrics: could not read the database gauges');
    }
    return metrics.registry.metrics();
  };
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '');
  const want = Buffer.from(token);
  return given.length === want.length && timingSafeEqual(given, want);
}

/**
 * Prometheus metrics (ADR 0029). Every answer is counted by route pattern and status. The
 * text is served on METRICS_PORT when set (serveMetricsPort, never on the public port), else
 * at GET /metrics on the API port to `Authorization: Bearer $METRICS_TOKEN`; with neither,
 * nowhere (404).
 */
export function registerMetrics(app: FastifyInstance): void {
  const { metrics, config } = app.deps;
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  const render = renderer(app);
  const onApiPort = !config.METRICS_PORT && config.METRICS_TOKEN;
  app.get('/metrics', { schema: { hide: true } }, async (request: FastifyRequest, reply) => {
    if (!onApiPort) throw notFound('Metrics');
    if (!bearerMatches(request.headers.authorization, onApiPort)) {
      throw unauthorized('Metrics need Authorization: Bearer <METRICS_TOKEN>');
    }
    return reply.type(metrics.registry.contentType).send(await render());
  });

  let server: Server | null = null;
  app.addHook('onClose', async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  });
  app.decorate('serveMetricsPort', async () => {
    if (!config.METRICS_PORT || server) return;
    const listener = metricsServer(render, config.METRICS_TOKEN);
    await new Promise<void>((resolve, reject) => {
      listener.once('error', reject);
      listener.listen(config.METRICS_PORT, config.HOST, resolve);
    });
    server = listener;
    app.log.info(`metrics on http://${config.HOST}:${config.METRICS_PORT}/metrics`);
  });
}

/** The second listener: GET /metrics only (with the bearer token too when METRICS_TOKEN is set). */
function metricsServer(render: () => Promise<string>, token: string | undefined): Server {
  return createServer((req, res) => {
    const answer = (status: number, text: string, type = 'text/plain; charset=utf-8') => {
      res.writeHead(status, { 'content-type': type }).end(text);
    };
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      return answer(404, 'Only GET /metrics is served here\n');
    }
    if (token && !bearerMatches(req.headers.authorization, token)) {
      return answer(401, 'Metrics need Authorization: Bearer <METRICS_TOKEN>\n');
    }
    render().then(
      (text) => answer(200, text, 'text/plain; version=0.0.4; charset=utf-8'),
      (err: Error) => answer(500, `${err.message}\n`),
    );
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Starts the METRICS_PORT listener when configured (server.ts and worker.ts call it). */
    serveMetricsPort(): Promise<void>;
  }
}
