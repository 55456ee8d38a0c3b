import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query';
import { Zap } from 'lucide-react';
import { InstallOffer } from '../../../components/install-offer.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAuth } from '../../../lib/hooks.ts';
import { useOnline, useQueuedAnswers } from '../../../lib/offline/use-offline.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useOfflinePack } from '../../../lib/offline/use-offline-pack.ts';
import { useLessonXpQuery } from '../api/exercise-api.ts';
import { Celebration } from '../components/celebration.tsx';
import { parseLessonId } from '../hooks/use-lesson-exercises.ts';
import { useNextDestination } from '../hooks/use-next-destination.ts';
import { bumpCurrentUnit } from '../lib/bump-unit.ts';
import { destinationPath } from '../lib/next-destination.ts';
import { playCue } from '../lib/sounds.ts';
import { clearExerciseIndex, readExerciseIndex } from '../state/exercise-index-storage.ts';

/** /app/lesson/{id}/completed — the xp earned on the lesson and the way on. */
export default function LessonCompletedPage() {
  usePageTitle('Lesson Completed');
  const lessonId = parseLessonId(useParams().id ?? null);
  const navigate = useNavigate();
  const xp = useLessonXpQuery(lessonId ?? skipToken, { refetchOnMountOrArgChange: true });
  const online = useOnline();
  const queued = useQueuedAnswers(useAuth().userId).some((a) => a.lesson_id === lessonId);
  // Finished without a connection: the xp is the server's to award once the answers arrive.
  const offline = (!online || queued) && !xp.data;
  const complete = xp.data?.completed === true;
  const next = useNextDestination(lessonId, complete);
  // Offline, Next goes on to the next lesson kept on this device (the offline pack), if any.
  const offlineNext = useOfflinePack().next;
  const cheered = useRef(false);

  // Read before clearing: a learner sent here part-way through goes back to the lesson (spec §4).
  const [resumeAt] = useState(() => (lessonId ? readExerciseIndex(lessonId) : null));
  useEffect(() => {
    if (complete) clearExerciseIndex();
  }, [complete]);
  useEffect(() => {
    if (!complete || cheered.current) return;
    cheered.current = true;
    playCue('celebrate');
  }, [complete]);

  function goNext() {
    // Closing a unit moves the climb's current unit on (spec §4), then the next unit's lessons show.
    if (next?.kind === 'unit') bumpCurrentUnit(next.unitNumber);
    if (offline) {
      navigate(offlineNext ? `/app/exercise?lessonId=${offlineNext.id}` : '/app/climb');
      return;
    }
    navigate(next ? destinationPath(next) : '/app/climb');
  }

  // Not allowed here (no id, or the lesson is not actually complete): back into the lesson while
  // its exercise index is still below the count, else to the climb.
  if (!lessonId) return <Navigate to="/app/climb" replace />;
  if (xp.data && !complete)
    return <Navigate to={resumeAt ? `/app/exercise?lessonId=${lessonId}` : '/app/climb'} replace />;

  return (
    <main className="flex min-h-dvh flex-col bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto flex w-full max-w-md flex-1 flex-col items-center justify-center gap-6 px-6 py-10 text-center">
        <Celebration className="w-64 max-w-full sm:w-80" />
        <h1 className="text-3xl font-extrabold text-brand-800 sm:text-4xl">Lesson Completed</h1>
        <section
          aria-label="XP gained"
          className="w-48 overflow-hidden rounded-2xl border-2 border-amber-400 bg-white shadow-sm"
        >
          <h2 className="bg-amber-400 py-1.5 text-sm font-extrabold tracking-wide text-white uppercase">
            XP gained
          </h2>
          <div
            className="flex min-h-20 items-center justify-center gap-2 px-3 py-4 text-amber-600"
            data-testid="xp-gained"
          >
            {offline ? (
              <span className="text-sm font-semibold text-ink" data-testid="xp-offline">
                Saved on this device. Your XP is added when you are back online.
                {offlineNext && (
                  <span className="mt-1 block" data-testid="offline-next-lesson">
                    Next on this device: {offlineNext.title}
                  </span>
                )}
              </span>
            ) : xp.isLoading || xp.isUninitialized ? (
              <>
                <Spinner
                  className="[&>span:first-child]:size-4"
                  label="Getting total XP earned..."
                />
                <span aria-hidden="true" className="text-sm font-semibold text-muted">
                  Getting total XP earned...
                </span>
              </>
            ) : xp.isError ? (
              <span role="alert" className="text-sm font-semibold text-danger">
                Failed to fetch XP. Please try again.
              </span>
            ) : (
              <>
                <Zap aria-hidden="true" className="size-7 fill-current" />
                <span className="text-3xl font-black">{xp.data?.xp ?? 0}</span>
              </>
            )}
          </div>
        </section>
        {/* A sensible moment to offer the app: right after a lesson went well. */}
        {(complete || offline) && <InstallOffer moment="after-lesson" />}
      </div>
      <footer className="border-t-2 border-slate-200 bg-white">
        <div className="mx-auto flex max-w-5xl justify-end px-4 py-4 sm:px-6 sm:py-6">
          <Button
            size="lg"
            className="w-full sm:w-auto sm:min-w-40"
            pending={complete && !next && !offline}
            disabled={!complete && !xp.isError && !offline}
            onClick={goNext}
          >
            Next
          </Button>
        </div>
      </footer>
    </main>
  );
}
