import { useEffect, useState, useSyncExternalStore } from 'react';
import { onQueueChange, queuedAnswers, type QueuedAnswer } from './answer-queue.ts';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser says it has a network. */
export const useOnline = () =>
  useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );

/** The learner's answers still waiting to be sent, refreshed whenever the queue changes. */
export function useQueuedAnswers(userId: number | null): QueuedAnswer[] {
  const [answers, setAnswers] = useState<QueuedAnswer[]>([]);
  useEffect(() => {
    if (userId === null) return;
    let live = true;
    const load = () =>
      void queuedAnswers(userId)
        .then((list) => live && setAnswers(list))
        .catch(() => live && setAnswers([]));
    load();
    const stop = onQueueChange(load);
    return () => {
      live = false;
      stop();
    };
  }, [userId]);
  return userId === null ? [] : answers;
}
