import { eq } from 'drizzle-orm';
import { newSkillRating } from '@ascend/chess';
import { skillRatings } from '../../db/schema/index.ts';
import type { Subscriber } from '../../events.ts';
import { DEFAULT_OPPONENT_DEVIATION, applySkillEvidence } from './evidence.ts';
import { recordFirstAnswer } from './exercise-evidence.ts';
import { recordRatedAttempt } from './puzzle-evidence.ts';

/**
 * Orion's skill ratings take evidence from everywhere the learner plays (ADR 0024): a graded
 * exercise's first answer (after the answer committed, so ADR 0019 keeps its one statement), a
 * rated puzzle attempt and an analysed game's moments (in their transactions).
 */
export const orionSubscriber: Subscriber = {
  answerRecorded: async (deps, answer) => {
    if (!answer.exercise.graded || answer.exercise.skills.length === 0) return;
    await recordFirstAnswer(
      deps.db,
      answer.userId,
      {
        exerciseId: answer.exercise.id,
        skills: answer.exercise.skills,
        sectionNumber: answer.lesson.sectionNumber,
        correct: answer.correct,
        run: answer.run,
      },
      answer.now,
    );
  },
  puzzleAttempted: async (tx, attempt) => {
    if (!attempt.rated) return;
    await recordRatedAttempt(
      tx,
      attempt.userId,
      {
        puzzleId: attempt.puzzle.id,
        themes: attempt.puzzle.themes,
        rating: attempt.puzzle.rating,
        rd: attempt.puzzle.rd,
        score: attempt.rated.score,
      },
      attempt.now,
    );
  },
  analysisFinished: async (tx, { userId, gameId, evidence, now }) => {
    if (evidence.length === 0) return;
    // A game moment is rated against the learner's own current rating of that skill: a
    // mistake moves it down and a sharp find up by what Glicko-2 expects of an even game.
    const ratings = new Map(
      (
        await tx
          .select({ skill: skillRatings.skill, rating: skillRatings.rating })
          .from(skillRatings)
          .where(eq(skillRatings.userId, userId))
      ).map((r) => [r.skill, r.rating]),
    );
    await applySkillEvidence(
      tx,
      userId,
      evidence.map((e) => ({
        skill: e.skill,
        opponentRating: ratings.get(e.skill) ?? newSkillRating.rating,
        opponentDeviation: DEFAULT_OPPONENT_DEVIATION,
        score: e.result === 'win' ? 1 : 0,
        source: 'game' as const,
        sourceKey: `game:${gameId}:ply:${e.ply}`,
      })),
      now,
    );
  },
};
