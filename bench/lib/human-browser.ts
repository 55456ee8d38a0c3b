// Times the Maia net in a Chromium Web Worker: the worker is bundled with esbuild, served with
// the weights from a local HTTP server, and driven headless with Playwright's launcher.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface WorkerTiming {
  ms: number[];
  top: string[];
  bundleBytes: number;
  chromium: string;
}

export async function timeInChromiumWorker(
  rating: number,
  games: string[][],
  repeat: number,
): Promise<WorkerTiming> {
  const bundle = await build({
    entryPoints: [`${root}bench/lib/human-worker.ts`],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'chrome120',
    minify: true,
    write: false,
  });
  const workerJs = bundle.outputFiles[0]!.contents;
  const weights = readFileSync(`${root}packages/human/weights/maia-${rating}.pb.gz`);
  const page = `<!doctype html><meta charset="utf-8"><title>human bench</title><script>
    window.runBench = (msg) => new Promise((resolve, reject) => {
      const w = new Worker('/worker.js', { type: 'module' });
      w.onmessage = (e) => resolve(e.data);
      w.onerror = (e) => reject(new Error(e.message));
      w.postMessage(msg);
    });</script>`;
  const server = createServer((req, res) => {
    if (req.url === '/worker.js') {
      res.writeHead(200, { 'content-type': 'text/javascript' });
      res.end(workerJs);
    } else if (req.url === '/weights.pb.gz') {
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      res.end(weights);
    } else {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(page);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const tab = await browser.newPage();
    await tab.goto(`http://127.0.0.1:${port}/`);
    const result = (await tab.evaluate(
      (msg) => (window as unknown as { runBench: (m: unknown) => Promise<unknown> }).runBench(msg),
      { weights: '/weights.pb.gz', games, repeat },
    )) as { ms: number[]; top: string[] };
    return { ...result, bundleBytes: workerJs.length, chromium: browser.version() };
  } finally {
    await browser.close();
    server.close();
  }
}
