import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, resetDatabase, type TestApp } from '../../../test/harness.ts';
import { createLearner, type Learner } from '../../../test/support/curriculum/test-fixture.ts';
import { randomPuzzle } from './selection.ts';
import { loadPuzzles } from '../../../test/support/puzzles/test-puzzles.ts';

// A bucket larger than one bounded probe (200 puzzles at known rnd keys i/200), so the picks
// below go through the probes and, when every probe lands among played puzzles, the exact scans.
const SIZE = 200;
const idAt = (i: number) => `zcopP_${String(i).padStart(3, '0')}`;

let t: TestApp;
let me: Learner;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await resetDatabase(t.database);
  me = await createLearner(t);
  await loadPuzzles(t.database.db, { backRank: 1200 });
  const db = t.database.db;
  await db.execute(sql`
    insert into puzzles (id, fen, moves, rating, rating_deviation, themes, source, difficulty, rnd)
    select 'zcopP_' || lpad(g::text, 3, '0'), fen, moves, rating, rating_deviation, themes, source, difficulty, g / ${SIZE}::float8
    from puzzles, generate_series(0, ${SIZE - 1}) g where id = 'zcopP'`);
  await db.execute(sql`delete from puzzles where id = 'zcopP'`);
  await db.execute(sql`
    insert into puzzle_theme (theme, puzzle_id, difficulty, rnd)
    select 'backRankMate', id, difficulty, rnd from puzzles`);
});

/** Marks every puzzle of the bucket played except the ones at the given positions. */
async function playAllBut(...keep: number[]) {
  await t.database.db.execute(sql`
    insert into puzzle_user (user_id, puzzle_id, solved, rated, created_at, last_attempt_at)
    select ${me.id}, id, true, true, now(), now() from puzzles
    where not (id = any(${`{${keep.map(idAt).join(',')}}`}::text[]))`);
}
const sequence =
  (...values: number[]) =>
  () =>
    values.shift() ?? 0.5;

describe.each(['backRankMate', 'mix'])('picking a %s puzzle in a large bucket', (type) => {
  it('finds the one unplayed puzzle even when every probe lands among played ones', async () => {
    await playAllBut(1);
    // Every probe starts at 0.5: puzzles 100–163, all played; the exact scan from 0.5 finds
    // nothing either, and the one from 0 finds puzzle 1.
    const got = await randomPuzzle(t.database.db, me.id, type, () => 0.5);
    expect(got.id).toBe(idAt(1));
  });

  it('takes the first probe that holds an unplayed puzzle before any exact scan', async () => {
    await playAllBut(...Array.from({ length: 80 }, (_, i) => 120 + i));
    // 0.1 covers puzzles 20–83 (all played); 0.9 starts at puzzle 180 (unplayed). An exact
    // scan from 0.1 would have answered puzzle 120 instead.
    const got = await randomPuzzle(t.database.db, me.id, type, sequence(0.1, 0.9));
    expect(got.id).toBe(idAt(180));
  });

  it('keeps probing past many played regions before any exact scan', async () => {
    await playAllBut(...Array.from({ length: 80 }, (_, i) => 120 + i));
    // Fifteen probes from 0.1 come back empty; the sixteenth, from 0.9, finds puzzle 180.
    // Falling back to the exact scan from 0.1 earlier would have answered puzzle 120.
    const got = await randomPuzzle(
      t.database.db,
      me.id,
      type,
      sequence(...Array<number>(15).fill(0.1), 0.9),
    );
    expect(got.id).toBe(idAt(180));
  });

  it('answers 404 once the learner has played the whole bucket', async () => {
    await playAllBut();
    await expect(randomPuzzle(t.database.db, me.id, type)).rejects.toMatchObject({
      status: 404,
    });
  });
});
