import { Link, useLocation } from 'react-router';
import { useAuth } from '../../../lib/hooks.ts';
import { useOnline, useQueuedAnswers } from '../../../lib/offline/use-offline.ts';
import { useAnswerSync } from '../hooks/use-answer-sync.ts';
import { useGameSync } from '../hooks/use-game-sync.ts';
import { useOfflinePack } from '../../../lib/offline/use-offline-pack.ts';
import { PLAYING } from '../../../lib/playing.ts';
import { useWaitingWorker } from '../hooks/use-waiting-worker.ts';
import { DisagreementNotice } from './disagreement-notice.tsx';

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * The app's connection and version notices, above every signed-in screen: what works offline,
 * answers waiting to be sent and the server's verdicts on them, and a new version to reload into
 * (held back while a lesson or puzzle is being played).
 */
export function AppStatus() {
  const { pathname } = useLocation();
  const online = useOnline();
  const { userId } = useAuth();
  const queued = useQueuedAnswers(userId).length;
  const sync = useAnswerSync();
  const games = useGameSync();
  const update = useWaitingWorker();
  const pack = useOfflinePack();
  const inApp = /^\/app(\/|$)/i.test(pathname);
  const playing = PLAYING.test(pathname);

  return (
    // Above the dashboard's fixed sidebar, so a notice is never hidden under it.
    <div className="relative z-50">
      {inApp && !online && (
        <div
          role="status"
          data-testid="offline-banner"
          className="bg-slate-900 px-4 py-2 text-sm text-white"
        >
          <p className="mx-auto max-w-5xl">
            <strong className="font-bold">You are offline.</strong> Your current lesson and the next
            ones are kept on this device; your answers are saved and sent when you are back.
            Puzzles, the leaderboard and the shop need a connection.
            {queued > 0 && ` ${plural(queued, 'answer')} waiting to be sent.`}
            {games > 0 && ` ${plural(games, 'finished game')} waiting to be sent.`}
          </p>
          {pack.next && !playing && (
            <p className="mx-auto mt-1 max-w-5xl" data-testid="offline-next">
              Next on this device: <strong className="font-bold">{pack.next.title}</strong>{' '}
              <Link
                to={`/app/exercise?lessonId=${pack.next.id}`}
                className="font-semibold underline underline-offset-2 hover:text-brand-200 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-400"
              >
                Play it offline
              </Link>
            </p>
          )}
        </div>
      )}
      {inApp && online && queued > 0 && (
        <p role="status" className="bg-brand-50 px-4 py-2 text-center text-sm text-brand-900">
          Sending {plural(queued, 'answer')} you gave offline…
        </p>
      )}
      {sync.disagreements.length > 0 && !playing && (
        <DisagreementNotice disagreements={sync.disagreements} onDismiss={sync.dismiss} />
      )}
      {update.updateReady && !playing && (
        <div
          role="status"
          data-testid="update-banner"
          className="flex flex-wrap items-center justify-center gap-3 bg-brand-50 px-4 py-2 text-sm text-brand-900"
        >
          <span>A new version is ready.</span>
          <button
            type="button"
            onClick={update.activate}
            className="rounded-lg bg-brand-700 px-3 py-1 font-semibold text-white hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-400"
          >
            Reload
          </button>
        </div>
      )}
    </div>
  );
}
