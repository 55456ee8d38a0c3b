/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core';

export const API_CACHE = 'ascend-api-v1';
export const ENGINE_CACHE = 'ascend-engine-v1';
export const HUMAN_CACHE = 'ascend-human-v1';

/**
 * The reads a lesson needs to run without a network: who the learner is, the hearts, the
 * path (sections, units, lessons) and the lessons' exercises, including the offline pack of
 * the next lessons. Always from the network when there is one; the last answer otherwise.
 */
const OFFLINE_READS = [
  /^\/api\/users\/current-user\/?$/,
  /^\/api\/exercises\/heart\/?$/,
  /^\/api\/exercises\/?$/,
  /^\/api\/sections\/?$/,
  /^\/api\/sections\/(progress|active-learn)\/?$/,
  /^\/api\/units\/?$/,
  /^\/api\/lessons\/?$/,
  /^\/api\/offline\/lessons\/?$/,
];

/** The learner id (the JWT's `id` claim) without verifying it: only used to separate caches. */
function learnerOf(request: Request): string | null {
  const token = request.headers.get('authorization')?.replace(/^Bearer /, '');
  const body = token?.split('.')[1];
  if (!body) return null;
  try {
    const claims = JSON.parse(atob(body.replace(/-/g, '+').replace(/_/g, '/'))) as { id?: unknown };
    return claims.id === undefined ? null : String(claims.id);
  } catch {
    return null;
  }
}

/**
 * Responses are user-specific: the cache key carries the learner id, so one device's second
 * account never reads the first one's path, and a request without a token is never cached.
 */
const perLearner: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const learner = learnerOf(request);
    const url = new URL(request.url);
    url.searchParams.set('__learner', learner ?? 'anonymous');
    return url.href;
  },
  cacheWillUpdate: async ({ request, response }) =>
    learnerOf(request) && response.status === 200 ? response : null,
};

type PackLesson = { lesson: { id: number }; exercises: unknown[] };

/**
 * Offline, a lesson never opened on this device is still playable when it is in the offline
 * pack (GET offline/lessons/, the current lesson and the next ones): its exercises are
 * answered from the cached pack, in the same envelope the exercises read gives.
 */
const fromOfflinePack: WorkboxPlugin = {
  handlerDidError: async ({ request }) => {
    const url = new URL(request.url);
    if (!/^\/api\/exercises\/?$/.test(url.pathname)) return undefined;
    const lessonId = Number(url.searchParams.get('lesson_id'));
    const packUrl = new URL('/api/offline/lessons/', url.origin);
    packUrl.searchParams.set('__learner', learnerOf(request) ?? 'anonymous');
    const cached = await (await caches.open(API_CACHE)).match(packUrl.href);
    if (!cached) return undefined;
    const pack = (await cached.json()) as { data: { lessons: PackLesson[] } };
    const hit = pack.data.lessons.find((l) => l.lesson.id === lessonId);
    if (!hit) return undefined;
    return new Response(JSON.stringify({ data: hit.exercises }), {
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
  },
};

export function installRuntimeCaches(): void {
  registerRoute(
    ({ url, request, sameOrigin }) =>
      sameOrigin && request.method === 'GET' && OFFLINE_READS.some((r) => r.test(url.pathname)),
    new NetworkFirst({
      cacheName: API_CACHE,
      plugins: [
        perLearner,
        fromOfflinePack,
        new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 14 * 86400 }),
      ],
    }),
  );
  // The browser engine (game exercises): kept after its first use, or after the offline pack
  // warmed it, so a game exercise still gets its replies on a train.
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/engine/'),
    new CacheFirst({
      cacheName: ENGINE_CACHE,
      plugins: [new CacheableResponsePlugin({ statuses: [200] })],
    }),
  );
  // The Play opponent's weights: kept after a level's first game, so it plays offline.
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/human/'),
    new CacheFirst({
      cacheName: HUMAN_CACHE,
      plugins: [new CacheableResponsePlugin({ statuses: [200] })],
    }),
  );
}
