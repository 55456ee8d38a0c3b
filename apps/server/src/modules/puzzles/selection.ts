import { asc, eq } from 'drizzle-orm';
import { defaultDifficulty, difficultyRanges, isKnownTheme, themeCatalogue } from '@ascend/chess';
import type { Puzzle } from '@ascend/contract';
import type { Db, DbExecutor } from '../../db/client.ts';
import { runNamed } from '../../db/named.ts';
import { accountGone } from '../../plugins/auth.ts';
import { puzzles, puzzleTheme, puzzleThemes } from '../../db/schema/puzzles.ts';
import { badRequest, notFound } from '../../errors.ts';
import { toPuzzle } from './puzzle-view.ts';

export const PAGE_SIZE = 20;

/** Accepts a theme key or "mix"; anything else is a 400 that says where the keys are listed. */
export function assertType(type: string): void {
  if (type !== 'mix' && !isKnownTheme(type)) {
    throw badRequest(
      `Unknown puzzle type "${type}". Use "mix" or a key listed by GET /api/puzzles/puzzle-types/.`,
      { type: 'Unknown puzzle type' },
    );
  }
}

/** Difficulty buckets to try, nearest first: the learner's own, then one step either side, and so on. */
export function widening(bucket: number, coin: () => number = Math.random): number[] {
  const order = [bucket];
  for (let step = 1; step < difficultyRanges.length; step++) {
    const pair = [bucket - step, bucket + step].filter(
      (b) => b >= 0 && b < difficultyRanges.length,
    );
    if (coin() < 0.5) pair.reverse();
    order.push(...pair);
  }
  return order;
}

/** Index entries one bounded probe looks at, and how many probes run before the exact scans. */
const PROBE_WINDOW = 64;
const PROBES = 16;

/** The learner's bucket from their saved range, in SQL: an unknown or unsaved range is the default's. */
const bucketOfRange = `case s.difficulty_range_from ${difficultyRanges
  .map((r, i) => `when ${r.from} then ${i}`)
  .join(' ')} else ${Math.max(0, difficultyRanges.indexOf(defaultDifficulty))} end`;

/**
 * The text of the pick, one statement: the caller's account (not deleted) and bucket, then
 * one unplayed puzzle of the type in that bucket ($2 overrides the bucket when widening).
 * First bounded probes, each PROBE_WINDOW index entries of the rnd key from its own random
 * point, so that a learner's played puzzles cannot make a pick walk thousands of rows: the
 * probes are one lateral join over the array of random starts, and LIMIT 1 stops it at the
 * first probe that finds a puzzle, so the usual pick costs one probe and the plan has one
 * probe subplan however many run. The nested loop takes the starts in array order (the
 * selection tests rely on it); for the learner any order would do, as every start is random.
 * Only if every probe came back empty, the exact scans (from the first random point,
 * then from 0) find any unplayed puzzle there is; COALESCE runs them lazily. With P probes a
 * learner who has played a fraction f of the bucket reaches the exact scan with probability
 * f^P, and that scan walks the played run it starts in (50–130 ms through 17,000 entries).
 * "Unplayed" is a correlated scalar subquery, not NOT EXISTS: the planner may turn NOT EXISTS
 * into an anti-join that reads the learner's whole history (28 ms at 20,000 played puzzles,
 * seen when statistics were stale); this stays one primary-key probe per candidate, bounded by
 * the window. The text depends only on whether a theme is given, so each connection plans it
 * once (runNamed, generic plan). Parameters: $1 user id, $2 bucket or null, [$3 theme], then
 * the array of random starts.
 */
function pickText(themed: boolean): string {
  const starts = `$${themed ? 4 : 3}::float8[]`;
  const candidates = (start: string) =>
    themed
      ? `select pt.puzzle_id as id, pt.rnd from puzzle_theme pt where pt.theme = $3 and pt.difficulty = me.bucket and pt.rnd >= ${start}`
      : `select p.id, p.rnd from puzzles p where p.difficulty = me.bucket and p.rnd >= ${start}`;
  const unplayed = `(select true from puzzle_user u where u.user_id = $1 and u.puzzle_id = c.id) is null`;
  const probes = `(select f.id from unnest(${starts}) s(start) cross join lateral (select c.id from (${candidates('s.start')} order by rnd limit ${PROBE_WINDOW}) c where ${unplayed} order by c.rnd limit 1) f limit 1)`;
  const exact = (start: string) =>
    `(select c.id from (${candidates(start)}) c where ${unplayed} order by c.rnd limit 1)`;
  const tries = [probes, exact(`(${starts})[1]`), exact('0')];
  return `with me as (
    select coalesce($2::smallint, ${bucketOfRange}) as bucket
    from users u left join user_puzzle_stats s on s.user_id = u.id
    where u.id = $1::int and u.deleted_at is null and u.disabled_at is null
  )
  select me.bucket, p.id, p.fen, p.moves, p.rating, p.rating_deviation, p.popularity, p.plays,
         p.themes, p.game_url, p.opening_tags, p.source
  from me left join puzzles p on p.id = coalesce(${tries.join(', ')})`;
}
const PICK = { themed: pickText(true), mix: pickText(false) };

type PickRow = {
  bucket: number;
  id: string | null;
  fen: string;
  moves: string[];
  rating: number;
  rating_deviation: number;
  popularity: number;
  plays: number;
  themes: string[];
  game_url: string | null;
  opening_tags: string[];
  source: string;
};

/**
 * One pick in the learner's bucket, or in `bucket` when given: null when the account is
 * gone (or unknown), else the bucket searched and the puzzle found there, if any.
 */
async function pick(
  db: Db,
  userId: number,
  type: string,
  bucket: number | null,
  random: () => number,
): Promise<{ bucket: number; puzzle: Puzzle | null } | null> {
  const starts = Array.from({ length: PROBES }, random);
  const params = type === 'mix' ? [userId, bucket, starts] : [userId, bucket, type, starts];
  const [row] = await runNamed<PickRow>(
    db,
    'puzzle_pick',
    type === 'mix' ? PICK.mix : PICK.themed,
    params,
  );
  if (!row) return null;
  const found =
    row.id === null
      ? null
      : toPuzzle({
          ...row,
          id: row.id,
          ratingDeviation: row.rating_deviation,
          gameUrl: row.game_url,
          openingTags: row.opening_tags,
        });
  return { bucket: Number(row.bucket), puzzle: found };
}

/** The difficulty bucket a "from-to" range names; anything else is a 400 listing the ranges. */
export function bucketOfRangeParam(range: string): number {
  const i = difficultyRanges.findIndex((r) => `${r.from}-${r.to}` === range);
  if (i < 0)
    throw badRequest(
      `Unknown range "${range}". Use one of ${difficultyRanges.map((r) => `${r.from}-${r.to}`).join(', ')}.`,
      { range: 'Unknown range' },
    );
  return i;
}

/** The themes of a pick: one `type` (or "mix"), or a comma list of `types` (no "mix" there). */
export function themesOf(q: { type?: string; types?: string }): string[] {
  if (q.types === undefined) {
    assertType(q.type!);
    return [q.type!];
  }
  const themes = [...new Set(q.types.split(','))];
  for (const t of themes) {
    if (t === 'mix')
      throw badRequest('"mix" already means every theme: use type=mix on its own.', {
        types: '"mix" cannot be combined',
      });
    assertType(t);
  }
  return themes;
}

/**
 * GET puzzles/puzzle-at-random: an unplayed puzzle of the theme (or of one of several themes)
 * inside the learner's range (or the given one), widening the range step by step when it runs
 * dry. Several themes are tried in a random order with the single-theme statement, so a mix
 * costs what one theme costs when the first theme has a puzzle, and each theme gets an equal
 * share whatever its size. The route skips the preHandler's account read
 * (accountCheckedInQuery): the pick's statement refuses a deleted account itself, so the usual
 * request is one round trip.
 */
export async function randomPuzzle(
  db: Db,
  userId: number,
  query: string | { type?: string; types?: string; range?: string },
  random: () => number = Math.random,
): Promise<Puzzle> {
  const q = typeof query === 'string' ? { type: query } : query;
  const themes = themesOf(q);
  for (let i = themes.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [themes[i], themes[j]] = [themes[j]!, themes[i]!];
  }
  let bucket: number | null = q.range ? bucketOfRangeParam(q.range) : null;
  for (const theme of themes) {
    const first = await pick(db, userId, theme, bucket, random);
    if (!first) throw accountGone();
    if (first.puzzle) return first.puzzle;
    bucket = first.bucket;
  }
  for (const b of widening(bucket!).slice(1)) {
    for (const theme of themes) {
      const next = await pick(db, userId, theme, b, random);
      if (!next) throw accountGone();
      if (next.puzzle) return next.puzzle;
    }
  }
  throw notFound(`Unplayed puzzles of type "${themes.join(',')}"`);
}

export async function getPuzzle(db: DbExecutor, id: string): Promise<Puzzle> {
  const [row] = await db.select().from(puzzles).where(eq(puzzles.id, id));
  if (!row) throw notFound(`Puzzle ${id}`);
  return toPuzzle(row);
}

/** Puzzles of a theme, PAGE_SIZE a page, by id; the total comes from the cached theme count. */
export async function puzzlesByType(db: DbExecutor, type: string, page: number) {
  assertType(type);
  const offset = (page - 1) * PAGE_SIZE;
  const [count] = await db
    .select({ n: puzzleThemes.puzzleCount })
    .from(puzzleThemes)
    .where(eq(puzzleThemes.key, type));
  const rows =
    type === 'mix'
      ? await db.select().from(puzzles).orderBy(asc(puzzles.id)).limit(PAGE_SIZE).offset(offset)
      : (
          await db
            .select({ p: puzzles })
            .from(puzzleTheme)
            .innerJoin(puzzles, eq(puzzles.id, puzzleTheme.puzzleId))
            .where(eq(puzzleTheme.theme, type))
            .orderBy(asc(puzzleTheme.puzzleId))
            .limit(PAGE_SIZE)
            .offset(offset)
        ).map((r) => r.p);
  return { results: rows.map(toPuzzle), page, page_size: PAGE_SIZE, total: count?.n ?? 0 };
}

export async function puzzleTypes(db: DbExecutor) {
  const rows = await db.select().from(puzzleThemes);
  // Lichess's order: groups as listed, themes within a group in catalogue order.
  const groups = [
    'Recommended',
    'Phases',
    'Motifs',
    'Advanced',
    'Mates',
    'Mate patterns',
    'Special moves',
    'Goals',
    'Lengths',
    'Origin',
  ];
  const position = new Map(['mix', ...themeCatalogue.map((t) => t.key)].map((k, i) => [k, i]));
  return rows
    .sort(
      (a, b) =>
        groups.indexOf(a.group) - groups.indexOf(b.group) ||
        (position.get(a.key) ?? 999) - (position.get(b.key) ?? 999),
    )
    .map((t) => ({
      key: t.key,
      name: t.name,
      description: t.description,
      group: t.group,
      count: t.puzzleCount,
    }));
}
