import { sql } from 'drizzle-orm';
import type { PracticeAnswerBody, PracticeItem } from '@ascend/contract';
import type { Db, DbExecutor } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import { loadPath } from '../curriculum/index.ts';
import {
  heartsView,
  MAX_HEARTS,
  readHearts,
  resetBefore,
  toState,
  type HeartRow,
} from '../hearts/index.ts';
import { gradeCard, lockCard, logUnratedAttempt, refOf, type CardRecord } from './deck.ts';
import { judge, resolveItems, type ItemRef } from './items.ts';

/*
 * Earn a heart back (ADR 0016). A learner without the Hero plan and with fewer than 5 hearts
 * may start a short session: up to HEART_PRACTICE_SIZE items from the review deck, oldest due
 * first, topped up from graded exercises of lessons they completed. Answered in order; a
 * mistake ends the session (it costs no heart); the last right answer gives one heart back in
 * the same transaction, never above 5. The session row lock makes each session pay at most
 * once; the hearts update is one atomic statement, so sessions finished at once add up to at
 * most 5.
 */
export const HEART_PRACTICE_SIZE = 5;

type StoredItem = ItemRef & { card: number | null };
type SessionRow = {
  id: number;
  items: StoredItem[] | string;
  answered: number;
  failed: boolean;
  finished_at: Date | string | null;
  heart_restored: boolean;
};

const conflict = (message: string) => new AppError(409, 'CONFLICT', message);
const itemsOf = (row: SessionRow): StoredItem[] =>
  typeof row.items === 'string' ? (JSON.parse(row.items) as StoredItem[]) : row.items;

/** Deck cards first (oldest due), then graded exercises of completed lessons, at random. */
async function chooseItems(
  db: Db,
  userId: number,
  completedLessons: number[],
  outline: Awaited<ReturnType<typeof loadPath>>['outline'],
) {
  const cards = await db.execute<CardRecord>(sql`
    select id, exercise_id, puzzle_id, game_id, ply from review_cards where user_id = ${userId}
    order by due, id limit ${HEART_PRACTICE_SIZE * 2}`);
  const refs: StoredItem[] = cards.rows.map((c) => ({ ...refOf(c), card: Number(c.id) }));
  const resolved = await resolveItems(db, outline, refs);
  const chosen = refs.filter((_, i) => resolved[i] !== null).slice(0, HEART_PRACTICE_SIZE);
  const have = new Set(chosen.map((c) => `${c.kind}:${c.id}`));
  const pool = completedLessons
    .flatMap((id) => outline.lesson.get(id)?.exerciseList ?? [])
    .filter((e) => e.row.type !== 'info_type' && !have.has(`exercise:${e.row.id}`));
  while (chosen.length < HEART_PRACTICE_SIZE && pool.length) {
    const [e] = pool.splice(Math.floor(Math.random() * pool.length), 1);
    chosen.push({ kind: 'exercise', id: e!.row.id, card: null });
  }
  return chosen;
}

async function view(
  db: DbExecutor,
  outline: Awaited<ReturnType<typeof loadPath>>['outline'],
  row: SessionRow,
  hearts: ReturnType<typeof toState>,
) {
  const items = await resolveItems(db, outline, itemsOf(row));
  return {
    id: Number(row.id),
    // A retired item stays in the count (the session is answered by index) but cannot be shown.
    items: items.filter((i): i is PracticeItem => i !== null),
    answered: Number(row.answered),
    failed: row.failed,
    finished: row.finished_at !== null,
    heart_restored: row.heart_restored,
    hearts: heartsView(hearts, false),
  };
}

export async function startHeartPractice(db: Db, userId: number, now: Date) {
  const path = await loadPath(db, userId, { subscribedAt: now });
  if (path.subscribed)
    throw conflict('Hero members have unlimited hearts, so there is no heart to earn back.');
  const hearts = await readHearts(db, userId, now);
  if (hearts.value >= MAX_HEARTS)
    throw conflict(
      `Your hearts are full (${MAX_HEARTS} of ${MAX_HEARTS}). Practice earns a heart back when you have fewer.`,
    );
  const items = await chooseItems(db, userId, [...path.learner.completed], path.outline);
  if (items.length === 0)
    throw conflict(
      'There is nothing to practise yet: finish a lesson first, then practice can use its exercises.',
    );
  const res = await db.execute<SessionRow>(sql`
    insert into heart_practice (user_id, items, created_at)
    values (${userId}, ${JSON.stringify(items)}::jsonb, ${now.toISOString()}::timestamptz)
    returning id, items, answered, failed, finished_at, heart_restored`);
  return view(db, path.outline, res.rows[0]!, hearts);
}

/** Gives one heart back, capped at 5; a due 4-hour refill is applied first. */
async function restoreHeart(tx: DbExecutor, userId: number, now: Date) {
  const due = sql`(hearts_used_up_at is not null and hearts_used_up_at <= ${resetBefore(now)}::timestamptz)`;
  const res = await tx.execute<HeartRow>(sql`
    update users set
      hearts = least(${MAX_HEARTS}, (case when ${due} then ${MAX_HEARTS} else hearts end) + 1),
      hearts_used_up_at = null
    where id = ${userId} and hearts < ${MAX_HEARTS}
    returning hearts, hearts_used_up_at as used_up_at`);
  return res.rows[0] ?? null;
}

export async function answerHeartPractice(
  db: Db,
  userId: number,
  sessionId: number,
  body: PracticeAnswerBody & { index: number },
  now: Date,
) {
  const path = await loadPath(db, userId);
  return db.transaction(async (tx) => {
    const res = await tx.execute<SessionRow>(sql`
      select id, items, answered, failed, finished_at, heart_restored from heart_practice
      where id = ${sessionId} and user_id = ${userId} for update`);
    const row = res.rows[0];
    if (!row) throw notFound(`Practice session ${sessionId}`);
    if (row.failed || row.finished_at !== null)
      throw conflict('This practice session is over. Start a new one to earn a heart back.');
    const stored = itemsOf(row);
    if (body.index !== Number(row.answered))
      throw conflict(
        `Answer the items in order: item ${Number(row.answered) + 1} of ${stored.length} is next.`,
      );
    const ref = stored[body.index]!;
    const [item] = await resolveItems(tx, path.outline, [ref]);
    // An item retired since the session started counts as answered.
    const verdict = item
      ? await judge(tx, item, body)
      : { correct: true, reason: null, feedback: null, solution: null };
    if (item && ref.card !== null) {
      const card = await lockCard(tx, userId, ref.card);
      if (card) await gradeCard(tx, card, verdict.correct, now);
    }
    if (item?.kind === 'puzzle')
      await logUnratedAttempt(tx, userId, item.puzzle!.id, 'review', verdict.correct, now);
    const answered = Number(row.answered) + (verdict.correct ? 1 : 0);
    const finished = !verdict.correct || answered === stored.length;
    const restored = verdict.correct && finished ? await restoreHeart(tx, userId, now) : null;
    const upd = await tx.execute<SessionRow>(sql`
      update heart_practice set answered = ${answered}, failed = ${!verdict.correct},
        finished_at = ${finished ? now.toISOString() : null}::timestamptz,
        heart_restored = ${restored !== null}
      where id = ${sessionId}
      returning id, items, answered, failed, finished_at, heart_restored`);
    const hearts = restored ? toState(restored) : await readHearts(tx, userId, now);
    return { ...verdict, session: await view(tx, path.outline, upd.rows[0]!, hearts) };
  });
}
