import type { LoadedSection } from './load.ts';
import { exercisesOf } from './walk.ts';

/** No sentence may close the feedback of more than this many exercises (issue 27.4). */
export const MAX_SENTENCE_USES = 5;

/** Sentences of a feedback text; move numbers and bare moves ("1. e4", "Qxf7#!") are not sentences. */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z“"])/)
    .map((s) => s.trim())
    .filter(
      (s) =>
        s.split(/\s+/).length >= 3 && !/^(\d+\.(\.\.|…)?\s*)?[KQRBNO]?[a-h1-8x=O+#!?-]*$/.test(s),
    );
}

/** Rule (e): a sentence found in the feedback of more than five graded exercises is a template. */
export function checkFeedback(sections: LoadedSection[]): string[] {
  const uses = new Map<string, Set<string>>();
  for (const { exercise } of exercisesOf(sections)) {
    if (exercise.type === 'info_type') continue;
    for (const s of sentences(exercise.feedback)) {
      const set = uses.get(s) ?? new Set<string>();
      set.add(exercise.id);
      uses.set(s, set);
    }
  }
  return [...uses.entries()]
    .filter(([, ids]) => ids.size > MAX_SENTENCE_USES)
    .sort((a, b) => b[1].size - a[1].size)
    .map(
      ([s, ids]) =>
        `feedback: "${s}" closes ${ids.size} exercises (at most ${MAX_SENTENCE_USES}): ${[...ids].slice(0, 8).join(', ')}${ids.size > 8 ? ', …' : ''}`,
    );
}
