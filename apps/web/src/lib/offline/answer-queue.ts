import { ANSWERS, runOn } from './offline-db.ts';

/**
 * Answers given without a connection, kept in IndexedDB until they are sent
 * (features/pwa/hooks/use-answer-sync.ts). Entries are sent in the order they were given, so
 * the server sees a lesson's answers as it would have online. Every entry belongs to one
 * learner; only that learner's session sends it.
 */
export interface QueuedAnswer {
  /** Assigned by IndexedDB: the order of answering. */
  seq?: number;
  user_id: number;
  lesson_id: number;
  exercise_id: number;
  /** The exercise's position in its lesson (1-based), to name it in a report. */
  number: number;
  answer: unknown;
  /** The shared checker's verdict on this device; the server checks again and wins. */
  correct: boolean;
  answered_at: string;
}

const CHANGED = 'ascend-offline-answers-changed';

const run = <T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>) =>
  runOn(ANSWERS, mode, work);

const announce = () => window.dispatchEvent(new Event(CHANGED));

export async function enqueueAnswer(entry: Omit<QueuedAnswer, 'seq'>): Promise<void> {
  await run('readwrite', (store) => store.add(entry));
  announce();
}

/** The learner's waiting answers, oldest first. */
export async function queuedAnswers(userId: number): Promise<QueuedAnswer[]> {
  const all = await run<QueuedAnswer[]>('readonly', (store) => store.getAll());
  return all.filter((a) => a.user_id === userId).sort((a, b) => a.seq! - b.seq!);
}

export async function removeAnswer(seq: number): Promise<void> {
  await run('readwrite', (store) => store.delete(seq));
  announce();
}

/** Calls `listener` whenever an answer is queued or sent (in this tab). */
export function onQueueChange(listener: () => void): () => void {
  window.addEventListener(CHANGED, listener);
  return () => window.removeEventListener(CHANGED, listener);
}
