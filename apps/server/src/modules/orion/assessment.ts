import { and, desc, eq, isNull } from 'drizzle-orm';
import {
  SKILLS,
  checkAttempt,
  skillsOfPuzzle,
  solverMoveCount,
  themesOfSkill,
} from '@ascend/chess';
import type { AssessmentAnswerBody, AssessmentSession, Puzzle } from '@ascend/contract';
import type { Db, DbExecutor } from '../../db/client.ts';
import { orionAssessments, type AssessmentItem } from '../../db/schema/orion.ts';
import { AppError, badRequest, notFound } from '../../errors.ts';
import { getPuzzle } from '../puzzles/index.ts';
import { applySkillEvidence } from './evidence.ts';
import { puzzlesNear } from './puzzle-pick.ts';
import { readSkills, toSkillSummary, type SkillState } from './skills-read.ts';

/** Puzzles in the first-visit assessment: two per skill, in SKILLS order twice (ADR 0024). */
export const ASSESSMENT_SIZE = 8;

type Row = typeof orionAssessments.$inferSelect;
const itemsOf = (row: Row) => row.items as AssessmentItem[];

/**
 * The next puzzle: item n measures SKILLS[n % 4], picked near that skill's rating as the
 * answers so far left it (so a learner who solved the first tactics puzzle gets a harder
 * second one). A skill whose themes have no unplayed puzzle left hands its turn to the next.
 */
async function nextItem(
  tx: DbExecutor,
  userId: number,
  row: Row,
  skills: SkillState[],
): Promise<AssessmentItem | null> {
  const used = await tx
    .select({ items: orionAssessments.items })
    .from(orionAssessments)
    .where(eq(orionAssessments.userId, userId));
  const exclude = used.flatMap((u) => (u.items as AssessmentItem[]).map((i) => i.puzzle_id));
  const start = itemsOf(row).length;
  for (let k = 0; k < SKILLS.length; k++) {
    const skill = SKILLS[(start + k) % SKILLS.length]!;
    const rating = skills.find((s) => s.skill === skill)!.rating;
    const [found] = await puzzlesNear(tx, userId, {
      themes: themesOfSkill(skill),
      rating,
      limit: 1,
      exclude,
    });
    if (found) return { puzzle_id: found.id, skill };
  }
  return null;
}

async function toSession(
  tx: DbExecutor,
  row: Row,
  skills?: SkillState[],
): Promise<AssessmentSession> {
  const items = itemsOf(row);
  const done = row.finishedAt !== null;
  const current = done ? undefined : items[row.answered];
  const puzzle: Puzzle | null = current ? await getPuzzle(tx, current.puzzle_id) : null;
  return {
    id: row.id,
    total: row.total,
    answered: row.answered,
    done,
    puzzle,
    skill: current ? (current.skill as AssessmentSession['skill']) : null,
    skills: (skills ?? (await readSkills(tx, row.userId))).map(toSkillSummary),
  };
}

/**
 * POST orion/assessment: the learner's open assessment (resumed where they left it) or a new
 * one with its first puzzle. The partial unique index allows one open assessment per learner,
 * so two starts at once give the same one.
 */
export async function startAssessment(
  db: Db,
  userId: number,
  now: Date,
): Promise<AssessmentSession> {
  return db.transaction(async (tx) => {
    await tx
      .insert(orionAssessments)
      .values({ userId, total: ASSESSMENT_SIZE, createdAt: now })
      .onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(orionAssessments)
      .where(and(eq(orionAssessments.userId, userId), isNull(orionAssessments.finishedAt)))
      .for('update');
    if (itemsOf(row!).length > 0) return toSession(tx, row!);
    const skills = await readSkills(tx, userId);
    const first = await nextItem(tx, userId, row!, skills);
    if (!first)
      throw new AppError(
        409,
        'CONFLICT',
        'There are no unplayed puzzles for the assessment yet. Try the puzzle themes instead, or come back after new puzzles are added.',
      );
    const [saved] = await tx
      .update(orionAssessments)
      .set({ items: [first] })
      .where(eq(orionAssessments.id, row!.id))
      .returning();
    return toSession(tx, saved!, skills);
  });
}

/** The caller's assessment by id; another learner's is a 404. */
async function ownAssessment(tx: DbExecutor, userId: number, id: number, lock: boolean) {
  const q = tx
    .select()
    .from(orionAssessments)
    .where(and(eq(orionAssessments.id, id), eq(orionAssessments.userId, userId)));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound(`Assessment ${id}`);
  return row;
}

export async function getAssessment(db: Db, userId: number, id: number) {
  return toSession(db, await ownAssessment(db, userId, id, false));
}

/** The newest assessment's state for the profile. */
export async function assessmentState(db: DbExecutor, userId: number) {
  const [row] = await db
    .select()
    .from(orionAssessments)
    .where(eq(orionAssessments.userId, userId))
    .orderBy(desc(orionAssessments.id))
    .limit(1);
  if (!row) return { id: null, done: false, answered: 0, total: ASSESSMENT_SIZE };
  return { id: row.id, done: row.finishedAt !== null, answered: row.answered, total: row.total };
}

/**
 * POST orion/assessment/{id}/answer: checks the moves on the server with the puzzle checker,
 * applies the answer as evidence to every skill the puzzle trains, and serves the next puzzle
 * or finishes. The assessment row is locked, so a double submit answers once; an answer for a
 * puzzle that is no longer the current one is a 409.
 */
export async function answerAssessment(
  db: Db,
  userId: number,
  id: number,
  body: AssessmentAnswerBody,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const row = await ownAssessment(tx, userId, id, true);
    if (row.finishedAt) throw new AppError(409, 'CONFLICT', 'This assessment is already finished.');
    const items = itemsOf(row);
    const current = items[row.answered]!;
    if (current.puzzle_id !== body.puzzle_id)
      throw new AppError(
        409,
        'CONFLICT',
        `This assessment is on puzzle ${current.puzzle_id} now, not ${body.puzzle_id}. Reload it to carry on.`,
      );
    const puzzle = await getPuzzle(tx, current.puzzle_id);
    const learnerMoves =
      body.moves[0] === puzzle.moves[0] ? body.moves.length - 1 : body.moves.length;
    if (learnerMoves > solverMoveCount(puzzle.moves))
      throw badRequest(
        `This puzzle needs at most ${solverMoveCount(puzzle.moves)} moves from you; ${learnerMoves} were sent.`,
        { moves: 'Too many moves' },
      );
    const correct = checkAttempt(puzzle.fen, puzzle.moves, body.moves).correct;
    await applySkillEvidence(
      tx,
      userId,
      skillsOfPuzzle(puzzle.themes).map((skill) => ({
        skill,
        opponentRating: puzzle.rating,
        opponentDeviation: puzzle.rating_deviation,
        score: correct ? 1 : 0,
        source: 'assessment' as const,
        sourceKey: `assessment:${row.id}:${puzzle.id}`,
      })),
      now,
    );
    const answered = row.answered + 1;
    const nextItems = items.map((item, i) => (i === row.answered ? { ...item, correct } : item));
    const skills = await readSkills(tx, userId);
    const next =
      answered < row.total
        ? await nextItem(tx, userId, { ...row, items: nextItems }, skills)
        : null;
    const [saved] = await tx
      .update(orionAssessments)
      .set({
        items: next ? [...nextItems, next] : nextItems,
        answered,
        // Out of puzzles early: the assessment ends with what it has.
        total: next ? row.total : answered,
        finishedAt: next ? null : now,
      })
      .where(eq(orionAssessments.id, row.id))
      .returning();
    return { correct, solution: puzzle.moves, session: await toSession(tx, saved!, skills) };
  });
}
