// The paced load generator's own process (see paced.ts): plain JavaScript on a small heap, so
// that neither the bench runner's heap nor its garbage collector delays the requests it sends.
// Argument: the options as JSON. Prints the result as JSON on stdout.
import http from 'node:http';
import { performance } from 'node:perf_hooks';

const opts = JSON.parse(process.argv[2]);
const agent = new http.Agent({ keepAlive: true, maxSockets: opts.connections });
const target = new URL(opts.url);
const interval = 1000 / opts.rate;
const total = Math.round((opts.warmup + opts.duration) * opts.rate);
const firstRecorded = Math.round(opts.warmup * opts.rate);
const request = {
  host: target.hostname,
  port: target.port,
  path: target.pathname + target.search,
  headers: opts.headers,
  agent,
};
const latencies = [];
const lags = [];
let errors = 0;
let non2xx = 0;
let finished = 0;

function send(index, due) {
  const recorded = index >= firstRecorded;
  if (recorded) lags.push(performance.now() - due);
  const finish = (status) => {
    if (recorded) {
      if (status === 0) errors++;
      else if (status < 200 || status >= 300) non2xx++;
      else latencies.push(performance.now() - due);
    }
    if (++finished === total) report();
  };
  const req = http.get(request, (res) => {
    res.resume();
    res.once('end', () => finish(res.statusCode ?? 0));
    res.once('error', () => finish(0));
  });
  req.once('error', () => finish(0));
}

const quantile = (sorted, q) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] : NaN;
const round = (ms) => Math.round(ms * 10) / 10;

function report() {
  agent.destroy();
  const elapsed = (performance.now() - (start + firstRecorded * interval)) / 1000;
  latencies.sort((a, b) => a - b);
  lags.sort((a, b) => a - b);
  process.stdout.write(
    JSON.stringify({
      rps: Math.round(latencies.length / elapsed),
      p50: round(quantile(latencies, 0.5)),
      p99: round(quantile(latencies, 0.99)),
      max: round(latencies.at(-1) ?? NaN),
      lagP99: round(quantile(lags, 0.99)),
      errors,
      non2xx,
    }),
  );
}

const start = performance.now();
let next = 0;
function tick() {
  const now = performance.now();
  while (next < total && start + next * interval <= now) {
    send(next, start + next * interval);
    next++;
  }
  if (next < total) setTimeout(tick, Math.max(0, start + next * interval - performance.now()));
}
tick();
