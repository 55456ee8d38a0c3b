import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { copyEngine } from './engine-plugin.ts';

export default defineConfig({
  plugins: [react(), tailwindcss(), copyEngine()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000', '/dev': 'http://127.0.0.1:3000' },
  },
  build: { target: 'es2022', sourcemap: false },
});
