import type { AnswerCheckResult } from '@ascend/contract';
import { errorCodeOf, toProblem } from '../../../lib/api-error.ts';
import {
  queuedAnswers,
  removeAnswer,
  type QueuedAnswer,
} from '../../../lib/offline/answer-queue.ts';

/** An answer the server judged differently from this device, or refused. */
export interface Disagreement {
  lesson_id: number;
  number: number;
  local: boolean;
  /** The server's verdict; null when it refused the answer (hearts used up, lesson gone…). */
  server: boolean | null;
  reason: string | null;
}

export interface SyncOutcome {
  sent: number;
  disagreements: Disagreement[];
  /** The connection dropped again: the rest waits for the next try. */
  interrupted: boolean;
}

type Send = (a: QueuedAnswer) => Promise<AnswerCheckResult>;

/**
 * Sends the learner's queued answers oldest first; the server checks each again and applies
 * hearts and xp as it would have online. A network failure stops the run with the rest kept;
 * any answer the server has seen (accepted or refused) leaves the queue.
 */
export async function syncAnswers(userId: number, send: Send): Promise<SyncOutcome> {
  const outcome: SyncOutcome = { sent: 0, disagreements: [], interrupted: false };
  for (const entry of await queuedAnswers(userId)) {
    const base = { lesson_id: entry.lesson_id, number: entry.number, local: entry.correct };
    try {
      const result = await send(entry);
      if (result.correct !== entry.correct)
        outcome.disagreements.push({ ...base, server: result.correct, reason: result.reason });
      outcome.sent++;
    } catch (error) {
      const problem = error as { status?: unknown };
      if (problem.status === 'FETCH_ERROR' || problem.status === 'TIMEOUT_ERROR') {
        outcome.interrupted = true;
        break;
      }
      const code = errorCodeOf(error as never);
      if (typeof problem.status === 'number' && problem.status >= 500) {
        outcome.interrupted = true;
        break;
      }
      outcome.disagreements.push({
        ...base,
        server: null,
        reason:
          code === 'HEARTS_USED_UP' ? 'no hearts were left' : toProblem(error as never).message,
      });
    }
    await removeAnswer(entry.seq!);
  }
  return outcome;
}

/** One sync at a time across the tabs of this browser (Web Locks where available). */
export function exclusively<T>(work: () => Promise<T>): Promise<T> {
  const locks = (navigator as Navigator & { locks?: LockManager }).locks;
  return locks ? (locks.request('ascend-answer-sync', work) as Promise<T>) : work();
}
