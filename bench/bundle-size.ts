import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot, startApp } from './lib/server.ts';

export const HOME_JS_BUDGET_KB = 100;

/**
 * Modules the router may load lazily for a signed-out visit to `/`, as keyed in Vite's manifest.
 * Today the home route is part of the entry (its content is prerendered into index.html), so
 * this key is absent from the manifest; should the page become a lazy chunk again, its chunk and
 * imports are counted. `bundleBrowserCheck` confirms the list against a real page load.
 */
export const HOME_ROUTE_MODULES = ['src/features/public/routes/home-page.tsx'];

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface BundleFile {
  file: string;
  rawBytes: number;
  gzipBytes: number;
}

export const defaultDist = path.join(repoRoot, 'apps/web/dist');

/**
 * Every JavaScript file the browser fetches to render `/` for a signed-out visitor: the HTML
 * entry, its static imports (the modulepreloads), the home route's lazy chunk and that chunk's
 * static imports — walked through Vite's build manifest, so no browser is needed. CSS excluded.
 */
export function homeJsFiles(dist = defaultDist): string[] {
  const manifestPath = path.join(dist, '.vite/manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} missing: run \`npm run build\``);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const files = new Set<string>();
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) walk(imported);
  };
  walk('index.html');
  for (const key of HOME_ROUTE_MODULES) if (manifest[key]) walk(key);
  return [...files];
}

/** Per-file sizes; each file is a separate response, so each is gzipped on its own. */
export function measure(files: string[], dist = defaultDist): BundleFile[] {
  return files
    .map((file) => {
      const bytes = readFileSync(path.join(dist, file));
      return { file, rawBytes: bytes.length, gzipBytes: gzipSync(bytes).length };
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** Gzip size of all the JavaScript the home page needs before it can show and work. */
export function bundleReport(dist = defaultDist): {
  homeKb: number;
  chunks: number;
  ok: boolean;
  text: string;
} {
  const files = measure(homeJsFiles(dist), dist);
  const gzip = files.reduce((s, f) => s + f.gzipBytes, 0);
  const raw = files.reduce((s, f) => s + f.rawBytes, 0);
  const homeKb = gzip / 1024;
  const chunks = readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js')).length;
  const ok = homeKb <= HOME_JS_BUDGET_KB;
  const html = gzipSync(readFileSync(path.join(dist, 'index.html'))).length;
  const lines = [
    `home page JS (signed-out visit to /: entry, modulepreloads and any lazy home-route chunk): ` +
      `**${kb(gzip)} KB gzip** (${kb(raw)} KB raw) over ${files.length} file(s), budget ${HOME_JS_BUDGET_KB} KB — ` +
      `${ok ? 'OK' : 'OVER BUDGET'}; ${chunks} JS chunks in total. ` +
      `The document, index.html (with the prerendered home page and footer), is ${kb(html)} KB gzip; CSS not counted.`,
    '',
    '| file | raw KB | gzip KB |',
    '|---|---:|---:|',
    ...files.map((f) => `| ${f.file} | ${kb(f.rawBytes)} | ${kb(f.gzipBytes)} |`),
  ];
  return { homeKb, chunks, ok, text: lines.join('\n') };
}

/**
 * The same figure from a real page load: Chromium opens `/` signed out on the production server
 * and every JavaScript response is gzipped and added up. Confirms that the manifest walk above
 * counts exactly the files a visitor downloads (run as the `bundle-browser` suite).
 */
export async function browserBundleReport(
  dist = defaultDist,
): Promise<{ ok: boolean; text: string }> {
  const { chromium } = await import('@playwright/test');
  const app = await startApp(3903);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  try {
    const page = await browser.newPage();
    const bodies: Promise<[string, number]>[] = [];
    page.on('response', (res) => {
      const file = new URL(res.url()).pathname.slice(1);
      if (file.endsWith('.js')) bodies.push(res.body().then((b) => [file, gzipSync(b).length]));
    });
    await page.goto(app.url + '/', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    const loaded = new Map(await Promise.all(bodies));
    const counted = new Set(homeJsFiles(dist));
    const missed = [...loaded.keys()].filter((f) => !counted.has(f));
    const unused = [...counted].filter((f) => !loaded.has(f));
    const gzip = [...loaded.values()].reduce((s, n) => s + n, 0);
    const ok = missed.length === 0 && unused.length === 0;
    const verdict = ok
      ? 'the same files as the manifest count'
      : `NOT the manifest count: loaded but not counted ${missed.join(', ') || '—'}; counted but not loaded ${unused.join(', ') || '—'}`;
    return {
      ok,
      text: `Chromium, signed-out visit to /: ${kb(gzip)} KB gzip over ${loaded.size} JS response(s) — ${verdict}`,
    };
  } finally {
    await browser.close();
    await app.stop();
  }
}
