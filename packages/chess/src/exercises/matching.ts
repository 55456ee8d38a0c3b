import type { ExerciseAnswer, MatchingPayload } from '@ascend/contract';
import { right, wrong, type CheckResult } from './result.ts';

/**
 * Every left item must be matched exactly once to a right item with the same text as its own
 * pair's right side. Comparing texts (not indexes) keeps the rule honest even if a right value
 * repeated; the content check forbids repeats anyway.
 */
export function checkMatching(
  payload: MatchingPayload,
  answer: ExerciseAnswer<'matching_type'>,
): CheckResult {
  const n = payload.pairs.length;
  if (answer.pairs.length !== n) return wrong(`Match all ${n} pairs`);
  const lefts = new Set<number>();
  const rights = new Set<number>();
  for (const [l, r] of answer.pairs) {
    if (l >= n || r >= n) return wrong('That pair does not exist');
    if (lefts.has(l) || rights.has(r)) return wrong('Each item can be matched only once');
    lefts.add(l);
    rights.add(r);
  }
  for (const [l, r] of answer.pairs) {
    const pair = payload.pairs[l]!;
    if (pair.right !== payload.pairs[r]!.right)
      return wrong(`${pair.left} goes with ${pair.right}`);
  }
  return right;
}
