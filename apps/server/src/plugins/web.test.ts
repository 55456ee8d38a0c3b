import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWeb } from './web.ts';

// A built web app in miniature: the SPA page, a hashed asset and Vite's manifest folder.
let dist: string;
let app: FastifyInstance;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'ascend-web-'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>spa</title>');
  writeFileSync(path.join(dist, 'assets/app-1a2b3c.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'logo.svg'), '<svg/>');
  writeFileSync(path.join(dist, '.vite/manifest.json'), '{"src/main.tsx":{}}');
  app = Fastify();
  await registerWeb(app, dist);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: 'GET', url });

describe('serving the web app', () => {
  it('serves hashed assets with a year of caching and other files as they are', async () => {
    const asset = await get('/assets/app-1a2b3c.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(1)');
    expect(asset.headers['cache-control']).toContain('immutable');
    const logo = await get('/logo.svg');
    expect(logo.body).toBe('<svg/>');
    expect(logo.headers['cache-control']).toBe('no-cache');
  });

  it('answers client routes with the app page, never cached', async () => {
    for (const url of ['/', '/app/climb', '/login?next=1']) {
      const res = await get(url);
      expect(res.body, url).toContain('<title>spa</title>');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('does not publish the build manifest or any dot-folder', async () => {
    for (const url of ['/.vite/manifest.json', '/.vite/', '/assets/../.vite/manifest.json']) {
      const res = await get(url);
      expect(res.body, url).not.toContain('src/main.tsx');
    }
  });
});
