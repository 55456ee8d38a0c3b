import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from './lib/server.ts';

export const HOME_JS_BUDGET_KB = 100;

/** Gzip size of the JavaScript the home page loads up front (entry + modulepreloads). */
export function bundleReport(): { homeKb: number; chunks: number; ok: boolean; text: string } {
  const dist = path.join(repoRoot, 'apps/web/dist');
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const initial = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const gz = (f: string) => gzipSync(readFileSync(path.join(dist, f))).length / 1024;
  const homeKb = initial.reduce((s, f) => s + gz(f), 0);
  const chunks = readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js')).length;
  const ok = homeKb <= HOME_JS_BUDGET_KB;
  const text = `home page initial JS: ${homeKb.toFixed(1)} KB gzip over ${initial.length} file(s) (budget ${HOME_JS_BUDGET_KB} KB) — ${ok ? 'OK' : 'OVER BUDGET'}; ${chunks} JS chunks in total`;
  return { homeKb, chunks, ok, text };
}
