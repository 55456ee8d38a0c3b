import { VitePWA } from 'vite-plugin-pwa';

/**
 * The installable app (docs/decisions/0017): the web app manifest and the service worker in
 * src/sw/sw.ts, built by vite-plugin-pwa's injectManifest strategy (Workbox precaching). The
 * page registers the worker itself (main.tsx), and a new version waits until the learner
 * chooses to reload (features/pwa), so an open lesson keeps the chunks it started with.
 */
export const pwa = () =>
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/sw',
    filename: 'sw.ts',
    registerType: 'prompt',
    injectRegister: false,
    manifestFilename: 'manifest.webmanifest',
    injectManifest: {
      // The app shell: every chunk, style and picture. The engine (2 MB) is cached at run time
      // the first time a game exercise needs it, the Play opponent's weights (1.3 MB a level)
      // the first time that level is played (src/sw/runtime-caches.ts).
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      globIgnores: ['engine/**', 'human/**', '.vite/**'],
    },
    manifest: {
      id: '/app/climb',
      name: 'Ascend Chess',
      short_name: 'Ascend',
      description: 'Learn chess step by step, from how the pieces move to club-level tactics.',
      lang: 'en',
      start_url: '/app/climb',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: '#1e7f3b',
      background_color: '#ffffff',
      categories: ['education', 'games'],
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        {
          src: '/icons/maskable-192.png',
          sizes: '192x192',
          type: 'image/png',
          purpose: 'maskable',
        },
        {
          src: '/icons/maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
        { src: '/logo.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      ],
    },
    devOptions: { enabled: false },
  });
