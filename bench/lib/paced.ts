// An open-loop load generator: requests leave on a fixed schedule (one every 1000/rate ms),
// whatever the server is doing, and each latency is measured from the moment its request was
// due, not from when a free connection sent it (no coordinated omission, as in wrk2).
// autocannon's own `overallRate` is not this: each connection sends its share of a second back
// to back as soon as the second starts, then idles, so its "fixed rate" rows measured bursts.
import http from 'node:http';
import { performance } from 'node:perf_hooks';

export interface PacedResult {
  /** Requests that completed with a 2xx answer per second of the run. */
  rps: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  non2xx: number;
}

/** The q-quantile of sorted values (nearest rank). */
function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}

/**
 * Sends GET requests to `url` at `rate` per second for `duration` seconds over at most
 * `connections` keep-alive sockets (a request due while all are busy waits for one, and that
 * wait counts in its latency). The first `warmup` seconds are sent the same way but not recorded.
 */
export async function paced(opts: {
  url: string;
  headers?: Record<string, string>;
  rate: number;
  duration: number;
  connections: number;
  warmup?: number;
}): Promise<PacedResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.connections });
  const target = new URL(opts.url);
  const interval = 1000 / opts.rate;
  const warmup = opts.warmup ?? 1;
  const total = Math.round((warmup + opts.duration) * opts.rate);
  const firstRecorded = Math.round(warmup * opts.rate);
  const latencies: number[] = [];
  let errors = 0;
  let non2xx = 0;

  const send = (index: number, due: number) =>
    new Promise<void>((resolve) => {
      const finish = (ok: boolean, status?: number) => {
        if (index >= firstRecorded) {
          if (!ok) errors++;
          else if (status! < 200 || status! >= 300) non2xx++;
          else latencies.push(performance.now() - due);
        }
        resolve();
      };
      const req = http.get(
        {
          host: target.hostname,
          port: target.port,
          path: target.pathname + target.search,
          headers: opts.headers,
          agent,
        },
        (res) => {
          res.resume();
          res.once('end', () => finish(true, res.statusCode));
          res.once('error', () => finish(false));
        },
      );
      req.once('error', () => finish(false));
    });

  const start = performance.now();
  const inFlight: Promise<void>[] = [];
  let next = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (next < total && start + next * interval <= now) {
        inFlight.push(send(next, start + next * interval));
        next++;
      }
      if (next < total) setTimeout(tick, Math.max(0, start + next * interval - performance.now()));
      else resolve();
    };
    tick();
  });
  await Promise.all(inFlight);
  agent.destroy();
  const measuredFrom = start + firstRecorded * interval;
  const elapsed = (performance.now() - measuredFrom) / 1000;
  latencies.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    rps: Math.round(latencies.length / elapsed),
    p50: round(quantile(latencies, 0.5)),
    p99: round(quantile(latencies, 0.99)),
    max: round(latencies.at(-1) ?? NaN),
    errors,
    non2xx,
  };
}
