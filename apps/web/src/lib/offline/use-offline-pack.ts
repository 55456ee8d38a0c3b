import { useEffect, useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useLocation } from 'react-router';
import { ENGINE_URL } from '../engine/stockfish-client.ts';
import { useAuth } from '../hooks.ts';
import { useQueuedAnswers } from './use-offline.ts';
import { useOfflinePackQuery } from './offline-pack-api.ts';
import { nextPackLesson, packLessons } from './offline-pack.ts';
import { PLAYING } from '../playing.ts';

let engineWarmed = false;

/**
 * Keeps the offline pack fresh (read again whenever the learner leaves a lesson or opens another
 * signed-in screen; a lesson's answers move it on) and says what it lets the learner play on
 * this device now. A pack with a game exercise also fetches the browser engine once, so the
 * service worker has it for a game played without a connection.
 */
export function useOfflinePack() {
  const { userId, authorized } = useAuth();
  const { pathname } = useLocation();
  const inApp = /^\/app(\/|$)/i.test(pathname);
  const signedIn = authorized && userId !== null;
  const query = useOfflinePackQuery(signedIn && inApp ? undefined : skipToken);
  const queue = useQueuedAnswers(userId);
  const playing = PLAYING.test(pathname);
  const { refetch, isUninitialized } = query;

  useEffect(() => {
    if (!playing && !isUninitialized) void refetch();
  }, [pathname, playing, isUninitialized, refetch]);

  const pack = query.data;
  useEffect(() => {
    if (engineWarmed || !pack || !navigator.serviceWorker?.controller) return;
    if (!pack.lessons.some((l) => l.exercises.some((e) => e.type === 'game_type'))) return;
    engineWarmed = true;
    const wasm = ENGINE_URL.replace(/\.js$/, '.wasm');
    void Promise.all([fetch(ENGINE_URL), fetch(wasm)]).catch(() => {
      engineWarmed = false;
    });
  }, [pack]);

  const lessons = useMemo(() => packLessons(pack, queue), [pack, queue]);
  return { lessons, next: nextPackLesson(lessons) };
}
