/** Share of a lesson's xp paid for each later completion (docs/decisions/0007-curriculum-progress-and-xp.md). */
export const PRACTICE_SHARE = 0.2;

/** Xp for finishing run `run` of a lesson worth `lessonXp`: full the first time, then practice. */
export function xpForRun(
  lessonXp: number,
  run: number,
): { amount: number; kind: 'lesson' | 'practice' } {
  if (run === 0) return { amount: lessonXp, kind: 'lesson' };
  return { amount: Math.max(1, Math.round(lessonXp * PRACTICE_SHARE)), kind: 'practice' };
}
