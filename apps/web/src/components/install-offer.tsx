import { useState, useSyncExternalStore } from 'react';
import { installOffer, onInstallOffer, promptInstall } from '../lib/install-offer.ts';
import { Button } from './ui/button.tsx';

const DISMISSED_KEY = 'install-offer-dismissed';

function dismissedBefore(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

/**
 * Offers to install the app when the browser allows it. `moment` is shown after a finished
 * lesson (once "Not now" is pressed it stays away); `settings` is always there while the
 * browser offers it.
 */
export function InstallOffer({ moment }: { moment: 'after-lesson' | 'settings' }) {
  const offer = useSyncExternalStore(onInstallOffer, installOffer, () => null);
  const [dismissed, setDismissed] = useState(dismissedBefore);
  if (!offer || (moment === 'after-lesson' && dismissed)) return null;

  function notNow() {
    localStorage.setItem(DISMISSED_KEY, 'true');
    setDismissed(true);
  }

  return (
    <section
      aria-labelledby={`install-${moment}`}
      className="w-full rounded-2xl border-2 border-brand-200 bg-white p-4 text-left shadow-sm"
    >
      <h2 id={`install-${moment}`} className="font-bold text-ink">
        Take Ascend Chess with you
      </h2>
      <p className="mt-1 text-sm text-muted">
        Install the app to open it from your home screen and keep playing your next lessons without
        a connection.
      </p>
      <div className="mt-3 flex gap-2">
        <Button size="sm" onClick={() => void promptInstall()}>
          Install app
        </Button>
        {moment === 'after-lesson' && (
          <Button size="sm" variant="ghost" onClick={notNow}>
            Not now
          </Button>
        )}
      </div>
    </section>
  );
}
