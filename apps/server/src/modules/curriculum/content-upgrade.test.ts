import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SectionContent } from '@ascend/contract';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { contentFolder, readContent } from './content-files.ts';
import { loadCurriculum } from './content-loader.ts';
import { createLearner, type Learner } from '../../../test/support/curriculum/test-fixture.ts';

/*
 * Issue 19: the curriculum grew from 4 sections / 56 lessons to 7 / 140 and every unit got a
 * checkpoint. Learners' progress lives on lesson and exercise rows (user_lesson_progress holds
 * the exercise ids answered in the current run), so this test seeds progress on the content as
 * it was before (fixtures/content-before-issue-19.json.gz, the four files as shipped), loads
 * the repository's content over it the way a deploy does, and compares what each learner sees.
 */
const before = JSON.parse(
  gunzipSync(
    readFileSync(new URL('./fixtures/content-before-issue-19.json.gz', import.meta.url)),
  ).toString('utf8'),
) as SectionContent[];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const rows = async <T>(q: ReturnType<typeof sql>) =>
  (await db().execute<T & Record<string, unknown>>(q)).rows;

/** Marks lessons completed and answers the first `partial` exercises of one more. */
async function seed(learner: Learner, completed: string[], partial?: [string, number]) {
  for (const slug of completed)
    await db().execute(sql`
      insert into user_lesson_progress (user_id, lesson_id, completions, completed_at, last_completed_at, first_xp)
      select ${learner.id}, id, 1, now(), now(), xp from lessons where slug = ${slug}`);
  if (partial) {
    const [slug, n] = partial;
    await db().execute(sql`
      insert into user_lesson_progress (user_id, lesson_id, answered)
      select ${learner.id}, l.id, (select array_agg(e.id order by e.serial) from
        (select id, serial from exercises where lesson_id = l.id order by serial limit ${n}) e)
      from lessons l where l.slug = ${slug}`);
  }
}

const lessonSlugs = (content: SectionContent[]) =>
  content.flatMap((s) => s.units.flatMap((u) => u.lessons.map((l) => l.id)));
const unitLessons = (content: SectionContent[], unit: string) =>
  content
    .flatMap((s) => s.units)
    .find((u) => u.id === unit)!
    .lessons.map((l) => l.id);

type Seen = Record<
  string,
  { id: number; status: string; answered: number; total: number; checkpoint: boolean }
>;
/** Every lesson the learner can list, by slug, as the API shows it; and where to continue. */
async function snapshot(learner: Learner): Promise<{ lessons: Seen; current: string | null }> {
  const lessons: Seen = {};
  const units = await rows<{ id: number }>(
    sql`select id from units where retired_at is null order by id`,
  );
  for (const u of units) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/lessons/?unit_id=${u.id}`,
      headers: learner.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    for (const l of res.json().data as {
      id: number;
      slug: string;
      status: string;
      exercises_answered: number;
      exercises_total: number;
      checkpoint: boolean;
    }[])
      lessons[l.slug] = {
        id: l.id,
        status: l.status,
        answered: l.exercises_answered,
        total: l.exercises_total,
        checkpoint: l.checkpoint,
      };
  }
  const next = await t.app.inject({
    method: 'GET',
    url: '/api/sections/active-learn',
    headers: learner.auth,
  });
  return { lessons, current: next.json().data.lesson?.slug ?? null };
}
const exerciseIds = async () =>
  Object.fromEntries(
    (await rows<{ slug: string; id: number }>(sql`select slug, id from exercises`)).map((r) => [
      r.slug,
      Number(r.id),
    ]),
  );
const pick = (seen: Seen, slugs: string[]) => Object.fromEntries(slugs.map((s) => [s, seen[s]]));

describe('loading the longer curriculum over the old one', () => {
  it("keeps every learner's progress on the old lessons", { timeout: 120_000 }, async () => {
    const at = new Date('2026-11-01T00:00:00Z');
    expect(await loadCurriculum(db(), before, at)).toMatchObject({ sections: 4, lessons: 56 });
    const old = lessonSlugs(before);

    // A: new, two units done and half a lesson of the third. C: placed in section 3, its first
    // unit done and the next started. D: nothing yet. B: exactly one unit finished.
    const a = await createLearner(t, 'new');
    await seed(
      a,
      [...unitLessons(before, 'the-board'), ...unitLessons(before, 'line-pieces'), 'king-moves'],
      ['knight-moves', 3],
    );
    const c = await createLearner(t, 'knows_tactics_and_strategy');
    await seed(c, [...unitLessons(before, 'double-attacks'), 'pins'], ['skewers', 2]);
    const d = await createLearner(t, 'new');
    const b = await createLearner(t, 'can_move_pieces');
    await seed(b, unitLessons(before, 'capture-and-defend'));

    const ids = await exerciseIds();
    const seenBefore = new Map<Learner, Awaited<ReturnType<typeof snapshot>>>();
    for (const l of [a, b, c, d]) seenBefore.set(l, await snapshot(l));
    expect(seenBefore.get(a)!.current).toBe('knight-moves');
    expect(seenBefore.get(c)!.current).toBe('skewers');
    expect(seenBefore.get(b)!.current).toBe('check');

    const current = readContent(contentFolder()!);
    const summary = await loadCurriculum(db(), current, new Date('2026-11-25T00:00:00Z'));
    expect(summary).toMatchObject({ retired: 0 });
    expect(summary.sections).toBeGreaterThanOrEqual(7);
    expect(summary.lessons).toBeGreaterThanOrEqual(120);

    // Every old exercise keeps its database id (progress and attempts point at it).
    const after = await exerciseIds();
    expect(pick(after as never, Object.keys(ids))).toEqual(ids);

    for (const l of [a, c, d]) {
      const now = await snapshot(l);
      const was = seenBefore.get(l)!;
      expect(pick(now.lessons, old)).toEqual(pick(was.lessons, old));
      expect(now.current).toBe(was.current);
    }
    // The checkpoints a learner already went past are open and do not block.
    const aNow = await snapshot(a);
    expect(aNow.lessons['the-board-checkpoint']!.status).toBe('available');
    expect(aNow.lessons['line-pieces-checkpoint']!.status).toBe('available');
    // The list marks each unit's checkpoint, and only it.
    expect(Object.keys(aNow.lessons).filter((s) => aNow.lessons[s]!.checkpoint)).toEqual(
      Object.keys(aNow.lessons).filter((s) => s.endsWith('-checkpoint')),
    );
    expect(aNow.lessons['the-board-checkpoint']!.checkpoint).toBe(true);

    // B finished a unit and had not started the next: the unit's new checkpoint is next. Their
    // completed lessons are untouched; only the next unit's first lesson waits for it.
    const bNow = await snapshot(b);
    const bWas = seenBefore.get(b)!;
    const changed = old.filter(
      (s) => JSON.stringify(bNow.lessons[s]) !== JSON.stringify(bWas.lessons[s]),
    );
    expect(changed).toEqual(['check']);
    expect(bWas.lessons.check!.status).toBe('available');
    expect(bNow.lessons.check!.status).toBe('locked');
    expect(bNow.current).toBe('capture-and-defend-checkpoint');
    for (const s of unitLessons(before, 'capture-and-defend'))
      expect(bNow.lessons[s]!.status).toBe('completed');
  });
});
