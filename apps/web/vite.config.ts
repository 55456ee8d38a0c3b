import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { copyEngine } from './engine-plugin.ts';
import { copyHumanWeights } from './human-weights-plugin.ts';
import { prerenderFragments } from './prerender-fragments.ts';
import { pwa } from './pwa.ts';
import { slimReactRouter } from './slim-react-router.ts';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    copyEngine(),
    copyHumanWeights(),
    slimReactRouter(),
    prerenderFragments(),
    pwa(),
  ],
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000', '/dev': 'http://127.0.0.1:3000' },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // bench/bundle-size.ts reads the manifest to add up what the home page loads.
    manifest: true,
    // Chromium, Firefox 115+ and Safari 17+ preload modules natively; an older browser skips
    // the hint and loads each chunk when it is imported, so the polyfill is first-load weight.
    modulePreload: { polyfill: false },
  },
});
