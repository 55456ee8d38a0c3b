/** The spec's "exerciseIndex" in session storage: one-based, cleared on the completion screen. */
const INDEX_KEY = 'exerciseIndex';
// Which lesson the index belongs to, so a stale index never sends a learner into the wrong exercise.
const LESSON_KEY = 'exerciseLessonId';

export function readExerciseIndex(lessonId: number): number | null {
  try {
    if (sessionStorage.getItem(LESSON_KEY) !== String(lessonId)) return null;
    const n = Number(sessionStorage.getItem(INDEX_KEY));
    return Number.isInteger(n) && n >= 1 ? n : null;
  } catch {
    return null;
  }
}

export function writeExerciseIndex(lessonId: number, oneBased: number): void {
  try {
    sessionStorage.setItem(INDEX_KEY, String(oneBased));
    sessionStorage.setItem(LESSON_KEY, String(lessonId));
  } catch {
    // Private mode without storage: resuming after a reload simply starts at the first unanswered one.
  }
}

export function clearExerciseIndex(): void {
  try {
    sessionStorage.removeItem(INDEX_KEY);
    sessionStorage.removeItem(LESSON_KEY);
  } catch {
    // nothing to clear
  }
}
