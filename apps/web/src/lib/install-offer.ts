/**
 * The browser's offer to install the app (Chromium's `beforeinstallprompt`). It fires once,
 * early, so main.tsx keeps it from the first page load; the app shows it at a sensible moment
 * (after a finished lesson, or from settings) through components/install-offer.tsx.
 */
export interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();

export function keepInstallOffer(): void {
  addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offer = event as InstallPromptEvent;
    listeners.forEach((l) => l());
  });
  addEventListener('appinstalled', () => {
    offer = null;
    listeners.forEach((l) => l());
  });
}

export const installOffer = () => offer;

export function onInstallOffer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows the browser's install dialog; the offer is spent either way. */
export async function promptInstall(): Promise<boolean> {
  const current = offer;
  if (!current) return false;
  offer = null;
  listeners.forEach((l) => l());
  await current.prompt();
  return (await current.userChoice).outcome === 'accepted';
}
