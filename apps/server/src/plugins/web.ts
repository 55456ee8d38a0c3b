import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * Serves the built web app. Hashed assets are cached for a year; every other non-API
 * GET falls back to index.html so the client router can answer (including its 404 page).
 */
export async function registerWeb(app: FastifyInstance, distDir: string): Promise<void> {
  const index = path.join(distDir, 'index.html');
  if (!existsSync(index)) {
    app.log.warn({ distDir }, 'web app not built; run `npm run build` to serve it');
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    // Its own header (public, max-age=0) would overwrite ours: hashed assets are immutable,
    // everything else (index.html, logo, badges) is revalidated by ETag after a deploy.
    cacheControl: false,
    setHeaders(res, file) {
      const hashed = file.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url.startsWith('/api/') || url === '/api') {
      return reply.callNotFound();
    }
    const file = path.join(distDir, path.normalize(url).replace(/^(\.\.[/\\])+/, ''));
    // Dot-folders of the build (Vite's .vite/manifest.json lists source paths) are not public.
    const hidden = url.split('/').some((segment) => segment.startsWith('.'));
    if (url !== '/' && !hidden && statSync(file, { throwIfNoEntry: false })?.isFile()) {
      return reply.sendFile(path.relative(distDir, file));
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
