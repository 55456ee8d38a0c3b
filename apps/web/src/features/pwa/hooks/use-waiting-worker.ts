import { useEffect, useState } from 'react';

const HOUR = 60 * 60 * 1000;

/**
 * A newer service worker that has installed and waits (the app is built with
 * registerType "prompt", docs/decisions/0017). `activate` hands over to it and reloads this
 * tab once it controls the page — only ever on the learner's own click.
 */
export function useWaitingWorker() {
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    let live = true;
    let timer: ReturnType<typeof setInterval> | undefined;
    const seen = (registration: ServiceWorkerRegistration) => {
      // No controller yet means a first install, not an update.
      if (live && registration.waiting && navigator.serviceWorker.controller)
        setWaiting(registration.waiting);
    };
    void navigator.serviceWorker.ready.then((registration) => {
      seen(registration);
      registration.addEventListener('updatefound', () => {
        const installing = registration.installing;
        installing?.addEventListener('statechange', () => {
          if (installing.state === 'installed') seen(registration);
        });
      });
      // A learner who keeps the app open for days still hears of a new version.
      timer = setInterval(() => void registration.update().catch(() => undefined), HOUR);
    });
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, []);

  function activate() {
    if (!waiting) return;
    navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), {
      once: true,
    });
    waiting.postMessage({ type: 'SKIP_WAITING' });
  }

  return { updateReady: waiting !== null, activate };
}
