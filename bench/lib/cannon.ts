import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { paced, type BenchRequest } from './paced.ts';
import { startProcess } from './server.ts';

/** Offered rate of the fixed-load rows: latency at a stated load, not at saturation. */
export const FIXED_RATE = Number(process.env.BENCH_RATE ?? 500);
/**
 * Seconds of a paced row: its p99 is set by rare stalls (a garbage collection, the scheduler),
 * and 10,000 samples estimate it more steadily than 4,000 (8 s rows of the same endpoint
 * gave p99 4–16 ms from run to run, 20 s rows 7.5–10 ms).
 */
export const PACED_DURATION = Number(process.env.BENCH_PACED_DURATION ?? 20);

export interface CannonResult {
  name: string;
  /** Closed loop: each connection sends its next request when the previous one answered; paced: the most sockets in use. */
  connections: number;
  /** Seconds of load for this row. */
  duration: number;
  /** Requests per second offered on a fixed schedule (open loop); null: closed loop, as fast as answers come. */
  rate: number | null;
  rps: number;
  p50: number;
  p99: number;
  /** Slowest answer (paced rows only). */
  max?: number;
  /** p99 of how late the paced generator sent its requests, in ms (paced rows only). */
  lagP99?: number;
  errors: number;
  non2xx: number;
  /** The machine's 1-minute load average when the row started. */
  loadAverage: number;
}

/**
 * Loads one endpoint of a server on 127.0.0.1 and reduces the result: autocannon's closed loop
 * (throughput at saturation), or with `rate` the open-loop paced generator (latency at that load).
 */
export async function cannon(
  name: string,
  opts: {
    url: string;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    /** Sent in turn (tokens of many learners, different answers); `url` gives host and port. */
    requests?: BenchRequest[];
    connections?: number;
    duration?: number;
    /** Offer this many requests per second in total (latency at a stated load). */
    rate?: number;
  },
): Promise<CannonResult> {
  const connections = opts.connections ?? 10;
  const duration = opts.duration ?? 8;
  const loadAverage = os.loadavg()[0]!;
  if (opts.rate) {
    if (opts.method && opts.method !== 'GET' && !opts.requests)
      throw new Error('a paced POST row needs `requests`');
    const seconds = PACED_DURATION;
    const r = await paced({
      url: opts.url,
      headers: opts.headers,
      requests: opts.requests,
      rate: opts.rate,
      duration: seconds,
      connections,
    });
    return { name, connections, duration: seconds, rate: opts.rate, loadAverage, ...r };
  }
  let next = 0;
  const rotating = opts.requests;
  const r = await autocannon({
    url: opts.url,
    method: opts.method ?? 'GET',
    headers: opts.headers,
    body: opts.body,
    connections,
    duration,
    ...(rotating
      ? {
          requests: [
            {
              setupRequest: (req: autocannon.Request) => {
                const one = rotating[next++ % rotating.length]!;
                // A copy: autocannon writes content-length into the headers it is given.
                return { ...req, ...one, headers: { ...one.headers } };
              },
            },
          ],
        }
      : {}),
  });
  return {
    name,
    connections,
    duration,
    rate: null,
    loadAverage,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors,
    non2xx: r.non2xx,
  };
}

/** An endpoint's two rows: closed loop (the saturation figure), then paced at FIXED_RATE. */
export async function closedAndPaced(
  name: string,
  opts: Omit<Parameters<typeof cannon>[1], 'rate'>,
): Promise<CannonResult[]> {
  return [await cannon(name, opts), await cannon(name, { ...opts, rate: FIXED_RATE })];
}

/** How the rows load the server: the note above every suite's table. */
export function loadNote(connections = 10, duration = 8): string {
  return [
    `Closed loop: autocannon, ${connections} connections, ${duration} s a row; a connection sends its next`,
    'request when the last one answered, so p50 ≈ connections / req/s (the saturation figure).',
    `Paced: ${FIXED_RATE} requests a second due on a fixed schedule for ${PACED_DURATION} s (open loop, at most ${connections} keep-alive`,
    'sockets, the generator in its own process writing HTTP/1.1 on raw sockets), each latency from when its request',
    'was due, after a 1 s unrecorded warm-up (latency at a stated load); "send lag" is how late the generator itself',
    'sent (part of each latency). The paced hello-world row is the floor this machine and generator give.',
  ].join('\n');
}

export function table(rows: CannonResult[], baselineRps: number): string {
  const lines = [
    '| endpoint | load | req/s | p50 ms | p99 ms | vs baseline | errors / non-2xx |',
    '|---|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of rows) {
    lines.push(
      `| ${r.name} | ${r.rate ? `${r.rate}/s paced, ≤ ${r.connections} conn, send lag p99 ${r.lagP99} ms` : `${r.connections} conn closed loop`}, ${r.duration} s | ${r.rps} | ${r.p50} | ${r.p99} | ${(r.rps / baselineRps).toFixed(2)}× | ${r.errors} / ${r.non2xx} |`,
    );
  }
  return lines.join('\n');
}

/**
 * A bare Fastify hello-world on the same machine and moment: the floor for any endpoint.
 * Closed loop only, or with `paced` also at FIXED_RATE: the latency the machine and the
 * generator give a server that does no work, against which the app's paced rows read.
 */
export async function baseline(
  port: number,
  load: { connections?: number; duration?: number; paced?: boolean } = {},
): Promise<CannonResult[]> {
  const { paced: withPaced, ...opts } = load;
  const hello = await startProcess(path.join(import.meta.dirname, 'hello.mjs'), {}, '/', port);
  const name = 'fastify hello-world (baseline)';
  const target = { url: `${hello.url}/`, ...opts };
  try {
    return withPaced ? await closedAndPaced(name, target) : [await cannon(name, target)];
  } finally {
    await hello.stop();
  }
}
