import type { Subscriber } from '../../events.ts';
import { recordActivity } from './record.ts';
import { stopReminders } from './settings.ts';

/**
 * A closed lesson run, a solved rated puzzle (1 point = 1 xp) and a finished game against the
 * app's opponent (counted as a lesson, ADR 0044) count towards today's goal and streak (ADR 0022), written in the transaction that records them; the reminder mail's
 * unsubscribe link turns reminders off.
 */
export const habitSubscriber: Subscriber = {
  runClosed: async (tx, answer) => {
    await recordActivity(tx, answer.userId, answer.now, {
      source: `lesson:${answer.lesson.id}:${answer.run}`,
      xp: answer.award?.amount ?? 0,
      lessons: 1,
      puzzlesSolved: 0,
    });
  },
  puzzleAttempted: async (tx, attempt) => {
    if (!attempt.rated || !attempt.correct) return;
    await recordActivity(tx, attempt.userId, attempt.now, {
      source: `puzzle:${attempt.puzzle.id}`,
      xp: Math.max(0, attempt.rated.points),
      lessons: 0,
      puzzlesSolved: 1,
    });
  },
  gamePlayed: async (tx, game) => {
    await recordActivity(tx, game.userId, game.now, {
      source: `play:${game.gameId}`,
      xp: game.xp,
      lessons: 1,
      puzzlesSolved: 0,
    });
  },
  unsubscribe: {
    purpose: 'reminders',
    stop: stopReminders,
    message: 'Daily reminders are off. You can turn them on again in Settings whenever you like.',
  },
};
