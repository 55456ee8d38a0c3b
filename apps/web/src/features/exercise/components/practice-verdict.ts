import type { PracticeItem } from '@ascend/contract';
import type { Verdict } from '../../../lib/practice-api.ts';

/** The feedback line under a practice answer. */
export function verdictText(item: PracticeItem, v: Verdict): string {
  if (item.kind === 'puzzle')
    return v.correct ? 'Solved! It comes back later.' : 'Not this time — it comes back soon.';
  if (item.kind === 'game_move')
    return v.feedback ?? (v.correct ? 'A good move.' : 'Not this one.');
  return [v.correct ? null : v.reason, v.feedback].filter(Boolean).join(' — ');
}
