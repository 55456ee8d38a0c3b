// The web build is always a production build: a NODE_ENV=development left in the shell (as in
// `NODE_ENV=development npm start`) would otherwise make Vite bundle React's development build
// (about 60 KB gzip more on the home page). Only `npm run dev` (Vite's dev server) is development.
import { build } from 'vite';

process.env.NODE_ENV = 'production';
await build({ mode: 'production' });

// The project's licence and the third-party notices, served beside the app (/credits links
// them): AGPL-3.0-or-later and the GPL-3.0 engine and networks ask that users can read them.
const { copyFileSync } = await import('node:fs');
const root = new URL('../../', import.meta.url);
copyFileSync(new URL('LICENSE', root), new URL('dist/LICENSE.txt', import.meta.url));
copyFileSync(
  new URL('THIRD-PARTY-NOTICES.md', root),
  new URL('dist/third-party-notices.txt', import.meta.url),
);
