/// <reference lib="webworker" />
// The service worker (docs/decisions/0017): the precached app shell, the API reads a lesson
// needs offline, and Web Push. Built by vite-plugin-pwa (injectManifest) into dist/sw.js.
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { installPushHandlers } from './push.ts';
import { installRuntimeCaches } from './runtime-caches.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every page of the app is the same index.html (the server does the same), so a navigation
// offline gets the precached one; API and dev pages are never answered with it.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [/^\/api\//, /^\/dev\//],
  }),
);

installRuntimeCaches();
installPushHandlers(self);

// A new version waits (registerType "prompt") until the page asks it to take over, which the
// page does only when the learner presses "Reload" outside a lesson.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
