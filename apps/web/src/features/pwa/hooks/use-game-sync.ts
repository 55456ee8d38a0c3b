import { useCallback, useEffect, useRef, useState } from 'react';
import { gameSendApi, keepForRetry } from '../../../lib/game-send-api.ts';
import { useAuth, useThunkDispatch } from '../../../lib/hooks.ts';
import { onGameQueueChange, queuedGames, removeGame } from '../../../lib/offline/game-queue.ts';
import { useOnline } from '../../../lib/offline/use-offline.ts';

/**
 * Sends Play games finished offline once the learner is signed in and online. A game the
 * server answered (stored, or refused with a 4xx) leaves the queue; a network failure or a
 * 5xx keeps the rest for the next try. Returns how many are waiting.
 */
export function useGameSync(): number {
  const dispatch = useThunkDispatch();
  const { userId, authorized } = useAuth();
  const online = useOnline();
  const [waiting, setWaiting] = useState(0);
  const running = useRef(false);

  const run = useCallback(async () => {
    if (userId === null) return;
    const games = await queuedGames(userId);
    setWaiting(games.length);
    if (running.current || !authorized || !navigator.onLine || games.length === 0) return;
    running.current = true;
    try {
      for (const { user_id: _owner, ...game } of games) {
        try {
          await dispatch(gameSendApi.endpoints.submitPlayGame.initiate(game)).unwrap();
        } catch (error) {
          if (keepForRetry(error)) break;
        }
        await removeGame(game.client_id);
      }
    } finally {
      running.current = false;
    }
  }, [authorized, userId, dispatch]);

  useEffect(() => {
    void run();
  }, [online, run]);
  useEffect(() => onGameQueueChange(() => void run()), [run]);
  return waiting;
}
