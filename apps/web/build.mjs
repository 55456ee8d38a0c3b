// The web build is always a production build: a NODE_ENV=development left in the shell (as in
// `NODE_ENV=development npm start`) would otherwise make Vite bundle React's development build
// (about 60 KB gzip more on the home page). Only `npm run dev` (Vite's dev server) is development.
import { build } from 'vite';

process.env.NODE_ENV = 'production';
await build({ mode: 'production' });
