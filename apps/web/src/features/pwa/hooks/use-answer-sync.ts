import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../../lib/api.ts';
import { useAuth, useThunkDispatch } from '../../../lib/hooks.ts';
import { onQueueChange } from '../../../lib/offline/answer-queue.ts';
import { useOnline } from '../../../lib/offline/use-offline.ts';
import { syncApi } from '../api/sync-api.ts';
import { exclusively, syncAnswers, type Disagreement } from '../lib/sync-answers.ts';

/**
 * Sends answers given offline as soon as the learner is signed in and online (on load, when the
 * connection returns, and when a new one is queued while online), then refreshes hearts, xp and
 * the path. Returns the server's disagreements so the app can show them.
 */
export function useAnswerSync() {
  const dispatch = useThunkDispatch();
  const { userId, authorized } = useAuth();
  const online = useOnline();
  const [disagreements, setDisagreements] = useState<Disagreement[]>([]);
  const [lastSent, setLastSent] = useState(0);
  const running = useRef(false);

  const run = useCallback(async () => {
    if (running.current || !authorized || userId === null || !navigator.onLine) return;
    running.current = true;
    try {
      const outcome = await exclusively(() =>
        syncAnswers(userId, (entry) =>
          dispatch(
            syncApi.endpoints.offlineAnswerSync.initiate({
              exercise_id: entry.exercise_id,
              answer: entry.answer,
              correct: entry.correct,
            }),
          ).unwrap(),
        ),
      );
      if (outcome.sent > 0 || outcome.disagreements.length > 0) {
        dispatch(
          api.util.invalidateTags([
            'Hearts',
            'CurrentUser',
            'Lessons',
            'Units',
            'Sections',
            'Exercises',
          ]),
        );
        setLastSent(outcome.sent);
        setDisagreements((old) => [...old, ...outcome.disagreements]);
      }
    } finally {
      running.current = false;
    }
  }, [authorized, userId, dispatch]);

  useEffect(() => {
    if (online) void run();
  }, [online, run]);
  useEffect(() => onQueueChange(() => void run()), [run]);

  return { disagreements, lastSent, dismiss: () => setDisagreements([]) };
}
