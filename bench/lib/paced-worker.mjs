// The paced load generator's own process (see paced.ts): plain JavaScript on a small heap, so
// that neither the bench runner's heap nor its garbage collector delays the requests it sends.
// It speaks HTTP/1.1 over raw keep-alive sockets: one request buffer built once and written as
// is, answers read by their status line and Content-Length (or chunked framing). Node's http
// client costs several objects and tens of microseconds a request; on a 2-core machine that
// CPU and its collections are taken from the server being measured (wrk2 is C for the same
// reason). Argument: the options as JSON. Prints the result as JSON on stdout.
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { performance } from 'node:perf_hooks';

const arg = process.argv[2];
// `@path` names a file holding the options (a rotating request set outgrows a command line).
const opts = JSON.parse(arg.startsWith('@') ? readFileSync(arg.slice(1), 'utf8') : arg);
const target = new URL(opts.url);
const interval = 1000 / opts.rate;
const total = Math.round((opts.warmup + opts.duration) * opts.rate);
const firstRecorded = Math.round(opts.warmup * opts.rate);
/**
 * The request buffers, built once: one GET of opts.url, or opts.requests (method, path,
 * headers, body) sent in turn, so a row can rotate many learners' tokens and answers.
 */
const requestBuffers = (
  opts.requests ?? [
    { method: 'GET', path: `${target.pathname}${target.search}`, headers: opts.headers },
  ]
).map((r) => {
  const body = r.body === undefined ? null : Buffer.from(r.body, 'utf8');
  return Buffer.concat([
    Buffer.from(
      [
        `${r.method ?? 'GET'} ${r.path} HTTP/1.1`,
        `host: ${target.host}`,
        'connection: keep-alive',
        ...Object.entries(r.headers ?? {}).map(([k, v]) => `${k}: ${v}`),
        ...(body ? [`content-length: ${body.length}`] : []),
        '',
        '',
      ].join('\r\n'),
      'latin1',
    ),
    ...(body ? [body] : []),
  ]);
});

const latencies = [];
const lags = [];
let errors = 0;
let non2xx = 0;
let finished = 0;
/** Requests due while every socket was busy, oldest first: [index, due]. */
const waiting = [];
const idle = [];

let reopened = 0;

const CRLF2 = Buffer.from('\r\n\r\n');

/**
 * Reads one answer from the front of `buf`: its status and total length, or null while it is
 * incomplete. Throws on framing it does not handle.
 */
function frame(buf) {
  const end = buf.indexOf(CRLF2);
  if (end < 0) return null;
  const head = buf.toString('latin1', 0, end);
  const status = Number(head.slice(9, 12));
  const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
  if (length) {
    const size = end + 4 + Number(length[1]);
    return buf.length >= size ? { status, size } : null;
  }
  if (!/\r\ntransfer-encoding:\s*chunked/i.test(head)) throw new Error('answer without a length');
  let at = end + 4;
  for (;;) {
    const line = buf.indexOf('\r\n', at, 'latin1');
    if (line < 0) return null;
    const chunk = parseInt(buf.toString('latin1', at, line), 16);
    if (Number.isNaN(chunk)) throw new Error('bad chunk size');
    at = line + 2 + chunk + 2;
    if (buf.length < at) return null;
    if (chunk === 0) return { status, size: at };
  }
}

function finish(index, due, status) {
  if (index >= firstRecorded) {
    if (status === 0) errors++;
    else if (status < 200 || status >= 300) non2xx++;
    else latencies.push(performance.now() - due);
  }
  if (++finished === total) report();
}

function open() {
  const conn = { socket: null, buf: Buffer.alloc(0), index: -1, due: 0 };
  const socket = net.connect({ host: target.hostname, port: Number(target.port), noDelay: true });
  conn.socket = socket;
  socket.on('connect', () => release(conn));
  socket.on('data', (data) => {
    conn.buf = conn.buf.length ? Buffer.concat([conn.buf, data]) : data;
    let answer;
    try {
      answer = frame(conn.buf);
    } catch {
      socket.destroy();
      return;
    }
    if (!answer) return;
    conn.buf = conn.buf.subarray(answer.size);
    const { index, due } = conn;
    conn.index = -1;
    finish(index, due, answer.status);
    release(conn);
  });
  const lost = () => {
    if (conn.index >= 0) finish(conn.index, conn.due, 0);
    conn.index = -1;
    const at = idle.indexOf(conn);
    if (at >= 0) idle.splice(at, 1);
    if (finished === total) return;
    if (++reopened > opts.connections * 10) {
      process.stderr.write(`paced: ${target.host} keeps closing or refusing connections\n`);
      process.exit(1);
    }
    open();
  };
  socket.once('error', () => {});
  socket.once('close', lost);
}

/** A socket is free: it takes the oldest waiting request, or waits itself. */
function release(conn) {
  const next = waiting.shift();
  if (next) send(conn, next[0], next[1]);
  else idle.push(conn);
}

function send(conn, index, due) {
  conn.index = index;
  conn.due = due;
  conn.socket.write(requestBuffers[index % requestBuffers.length]);
}

function dispatch(index, due) {
  if (index >= firstRecorded) lags.push(performance.now() - due);
  const conn = idle.pop();
  if (conn) send(conn, index, due);
  else waiting.push([index, due]);
}

const quantile = (sorted, q) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] : NaN;
const round = (ms) => Math.round(ms * 10) / 10;

let start = 0;
function report() {
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
  process.exit(0);
}

let next = 0;
function tick() {
  const now = performance.now();
  while (next < total && start + next * interval <= now) {
    dispatch(next, start + next * interval);
    next++;
  }
  if (next < total) setTimeout(tick, Math.max(0, start + next * interval - performance.now()));
}

// Open every socket first, so that connecting is not part of the first latencies.
for (let i = 0; i < opts.connections; i++) open();
const ready = setInterval(() => {
  if (idle.length < opts.connections) return;
  clearInterval(ready);
  start = performance.now();
  tick();
}, 5);
