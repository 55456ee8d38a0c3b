import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { keepInstallOffer } from './lib/install-offer.ts';
import { installPreloadErrorHandler } from './lib/stale-chunk.ts';
import './index.css';

installPreloadErrorHandler();
keepInstallOffer();
// The service worker (docs/decisions/0017) on every page, the home page included, so the app
// opens offline; features/pwa offers its updates.
if (import.meta.env.PROD && 'serviceWorker' in navigator)
  addEventListener('load', () => void navigator.serviceWorker.register('/sw.js'));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
