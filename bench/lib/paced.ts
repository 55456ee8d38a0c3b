// An open-loop load generator: requests leave on a fixed schedule (one every 1000/rate ms),
// whatever the server is doing, and each latency is measured from the moment its request was
// due, not from when a free connection sent it (no coordinated omission, as in wrk2).
// autocannon's own `overallRate` is not this: each connection sends its share of a second back
// to back as soon as the second starts, then idles, so its "fixed rate" rows measured bursts.
// The generator runs in its own process (paced-worker.mjs) with a heap of its own.
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** One request of a rotating set: a row can cycle many learners' tokens and answers. */
export interface BenchRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface PacedResult {
  /** Requests that completed with a 2xx answer per second of the run. */
  rps: number;
  p50: number;
  p99: number;
  max: number;
  /** How late the generator itself sent its requests (p99, ms): part of every latency. */
  lagP99: number;
  errors: number;
  non2xx: number;
}

/**
 * Sends GET requests to `url` at `rate` per second for `duration` seconds over at most
 * `connections` keep-alive sockets (a request due while all are busy waits for one, and that
 * wait counts in its latency). The first `warmup` seconds are sent the same way but not recorded.
 */
export function paced(opts: {
  url: string;
  headers?: Record<string, string>;
  /** Sent in turn instead of a GET of `url` (whose host and port are still used). */
  requests?: BenchRequest[];
  rate: number;
  duration: number;
  connections: number;
  warmup?: number;
}): Promise<PacedResult> {
  const worker = path.join(import.meta.dirname, 'paced-worker.mjs');
  // Through a file: a rotating set of requests is far larger than a command line may be.
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'ascend-paced-')), 'opts.json');
  writeFileSync(file, JSON.stringify({ warmup: 1, ...opts }));
  const args = `@${file}`;
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [worker, args], (err, stdout) => {
      if (err) reject(err);
      else resolve(JSON.parse(stdout) as PacedResult);
    });
  });
}
