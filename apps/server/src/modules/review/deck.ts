import { sql } from 'drizzle-orm';
import type { PracticeAnswerBody } from '@ascend/contract';
import type { Db, DbExecutor } from '../../db/client.ts';
import { reviewCards } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { loadPath } from '../curriculum/index.ts';
import { readStats } from '../puzzles/index.ts';
import { judge, resolveItems, type ItemRef } from './items.ts';
import { review, type CardRow } from './scheduler.ts';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

type CardRecord = CardRow & {
  id: number;
  exercise_id: number | null;
  puzzle_id: string | null;
  game_id: number | null;
  ply: number | null;
  [k: string]: unknown;
};

type CardRef = Pick<CardRecord, 'exercise_id' | 'puzzle_id' | 'game_id' | 'ply'>;

const refOf = (c: CardRef): ItemRef =>
  c.exercise_id !== null
    ? { kind: 'exercise', id: Number(c.exercise_id) }
    : c.game_id !== null
      ? { kind: 'game_move', id: Number(c.game_id), ply: Number(c.ply) }
      : { kind: 'puzzle', id: c.puzzle_id! };

/** Puts a failed puzzle in the learner's deck, due now (already there: due now at the latest). */
export async function addPuzzleToDeck(db: DbExecutor, userId: number, puzzleId: string, now: Date) {
  await db.execute(sql`
    insert into review_cards (user_id, puzzle_id, due, created_at)
    values (${userId}, ${puzzleId}, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)
    on conflict (user_id, puzzle_id) do update set due = least(review_cards.due, excluded.due)`);
}

/** Puts the moves of an analysed game the learner should find again in the deck, due now. */
export async function addGameMovesToDeck(
  db: DbExecutor,
  userId: number,
  gameId: number,
  plies: number[],
  now: Date,
) {
  if (plies.length === 0) return;
  await db
    .insert(reviewCards)
    .values(plies.map((ply) => ({ userId, gameId, ply, due: now, createdAt: now })))
    .onConflictDoNothing();
}

export async function reviewSummary(db: DbExecutor, userId: number, now: Date) {
  const week = new Date(now.getTime() + WEEK_MS).toISOString();
  const res = await db.execute<{
    due_now: number;
    later: number;
    total: number;
    exercises: number;
    puzzles: number;
    games: number;
  }>(sql`
    select count(*) filter (where due <= ${now.toISOString()}::timestamptz)::int as due_now,
      count(*) filter (where due > ${now.toISOString()}::timestamptz and due < ${week}::timestamptz)::int as later,
      count(*)::int as total,
      count(exercise_id)::int as exercises, count(puzzle_id)::int as puzzles, count(game_id)::int as games
    from review_cards where user_id = ${userId}`);
  const r = res.rows[0]!;
  return {
    due_now: Number(r.due_now),
    due_later_this_week: Number(r.later),
    total: Number(r.total),
    sources: { exercises: Number(r.exercises), puzzles: Number(r.puzzles), games: Number(r.games) },
  };
}

const cardColumns = sql`id, exercise_id, puzzle_id, game_id, ply, due, stability, difficulty, elapsed_days,
  scheduled_days, learning_steps, reps, lapses, state, last_review`;

/**
 * The oldest due card, in the shape the client plays. Cards whose item left the curriculum are
 * skipped (and dropped from the deck: nothing can be reviewed there any more).
 */
export async function nextCard(db: Db, userId: number, now: Date) {
  const path = await loadPath(db, userId);
  for (;;) {
    const res = await db.execute<CardRecord>(sql`
      select ${cardColumns} from review_cards
      where user_id = ${userId} and due <= ${now.toISOString()}::timestamptz
      order by due, id limit 10`);
    if (res.rows.length === 0) return null;
    const items = await resolveItems(db, path.outline, res.rows.map(refOf));
    const at = items.findIndex((i) => i !== null);
    const gone = res.rows.slice(0, at < 0 ? undefined : at).map((c) => Number(c.id));
    if (gone.length)
      await db.execute(sql`delete from review_cards where user_id = ${userId}
        and id = any(${`{${gone.join(',')}}`}::int[])`);
    if (at < 0) continue;
    const card = res.rows[at]!;
    return {
      id: Number(card.id),
      due: new Date(card.due).toISOString(),
      reps: Number(card.reps),
      lapses: Number(card.lapses),
      ...items[at]!,
    };
  }
}

/** Writes one review into a card (FSRS), in the caller's transaction. */
export async function gradeCard(tx: DbExecutor, card: CardRecord, correct: boolean, now: Date) {
  const next = review(card, correct, now);
  await tx.execute(sql`
    update review_cards set due = ${next.due.toISOString()}::timestamptz, stability = ${next.stability},
      difficulty = ${next.difficulty}, elapsed_days = ${next.elapsed_days},
      scheduled_days = ${next.scheduled_days}, learning_steps = ${next.learning_steps},
      reps = ${next.reps}, lapses = ${next.lapses}, state = ${next.state},
      last_review = ${now.toISOString()}::timestamptz
    where id = ${card.id}`);
  return next;
}

/** Locks the caller's card; another learner's card is a 404. */
export async function lockCard(tx: DbExecutor, userId: number, cardId: number) {
  const res = await tx.execute<CardRecord>(sql`
    select ${cardColumns} from review_cards where id = ${cardId} and user_id = ${userId} for update`);
  return res.rows[0] ?? null;
}

/** Records a puzzle answered outside rated play in the learner's history. */
export async function logUnratedAttempt(
  tx: DbExecutor,
  userId: number,
  puzzleId: string,
  mode: 'review' | 'streak' | 'timed' | 'replay',
  solved: boolean,
  now: Date,
) {
  const rating = Math.round((await readStats(tx, userId)).rating);
  await tx.execute(sql`
    insert into puzzle_attempts (user_id, puzzle_id, mode, solved, rating_before, rating_after, created_at)
    values (${userId}, ${puzzleId}, ${mode}, ${solved}, ${rating}, ${rating}, ${now.toISOString()}::timestamptz)`);
}

/**
 * POST review/{id}/answer: the server re-checks the answer, moves the card with FSRS (right:
 * Good, wrong: Again) and reports the new due date and the summary. Reviews cost no hearts.
 */
export async function answerCard(
  db: Db,
  userId: number,
  cardId: number,
  body: PracticeAnswerBody,
  now: Date,
) {
  const path = await loadPath(db, userId);
  const result = await db.transaction(async (tx) => {
    const card = await lockCard(tx, userId, cardId);
    if (!card) throw notFound(`Review item ${cardId}`);
    const [item] = await resolveItems(tx, path.outline, [refOf(card)]);
    if (!item) throw notFound(`Review item ${cardId}`);
    const verdict = await judge(tx, item, body);
    const next = await gradeCard(tx, card, verdict.correct, now);
    if (item.kind === 'puzzle')
      await logUnratedAttempt(tx, userId, item.puzzle!.id, 'review', verdict.correct, now);
    return { ...verdict, next_due: next.due.toISOString() };
  });
  return { ...result, summary: await reviewSummary(db, userId, now) };
}

export { refOf, type CardRecord };
