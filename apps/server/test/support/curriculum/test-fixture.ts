import { sql } from 'drizzle-orm';
import type { Placement, SectionContent } from '@ascend/contract';
import type { Db } from '../../../src/db/client.ts';
import type { TestApp } from '../../harness.ts';
import { loadCurriculum } from '../../../src/modules/curriculum/content-loader.ts';

/*
 * A small curriculum that satisfies the content contract, for tests: four sections,
 * lessons of two exercises each (an info card, then a two-option question whose right
 * option is "a"). Lesson ids: s1-u1-l1, s1-u1-l2, s1-u2-l1, s2-u1-l1, s2-u1-l2, s3-u1-l1, s4-u1-l1.
 */
const lesson = (id: string, xp = 10) => ({
  id,
  title: `Lesson ${id}`,
  xp,
  exercises: [
    {
      id: `${id}-info`,
      type: 'info_type' as const,
      feedback: 'Read on!',
      payload: { text: `About ${id}` },
    },
    {
      id: `${id}-quiz`,
      type: 'objective_type' as const,
      feedback: 'The rook moves in straight lines.',
      payload: {
        question: 'How does a rook move?',
        options: [
          { id: 'a', text: 'In straight lines' },
          { id: 'b', text: 'Diagonally' },
        ],
        correct_option_id: 'a',
      },
    },
  ],
});

const unit = (id: string, lessons: string[]) => ({
  id,
  title: `Unit ${id}`,
  description: `All about ${id}`,
  lessons: lessons.map((l) => lesson(l)),
});

export function fixtureContent(): SectionContent[] {
  return [
    {
      id: 's1',
      title: 'The board and the pieces',
      description: 'Start here',
      units: [unit('s1-u1', ['s1-u1-l1', 's1-u1-l2']), unit('s1-u2', ['s1-u2-l1'])],
    },
    {
      id: 's2',
      title: 'Rules and first fights',
      description: 'Captures and checks',
      units: [unit('s2-u1', ['s2-u1-l1', 's2-u1-l2'])],
    },
    {
      id: 's3',
      title: 'Tactics',
      description: 'Forks and pins',
      units: [unit('s3-u1', ['s3-u1-l1'])],
    },
    {
      id: 's4',
      title: 'Strategy and endgames',
      description: 'Plans',
      units: [unit('s4-u1', ['s4-u1-l1'])],
    },
  ];
}

export const RIGHT = { option_id: 'a' };
export const WRONG = { option_id: 'b' };

export async function loadFixture(db: Db, content = fixtureContent()) {
  return loadCurriculum(db, content, new Date('2026-03-01T00:00:00Z'));
}

/** The database id of a content slug. */
export async function idOf(
  db: Db,
  table: 'sections' | 'units' | 'lessons' | 'exercises',
  slug: string,
): Promise<number> {
  const res = await db.execute<{ id: number }>(
    sql`select id from ${sql.identifier(table)} where slug = ${slug}`,
  );
  if (!res.rows[0]) throw new Error(`no ${table} row with slug ${slug}`);
  return Number(res.rows[0].id);
}

export interface Learner {
  id: number;
  auth: { authorization: string };
}

let counter = 0;
/** A learner row written directly (sign-up is the accounts module's business) with a fresh token. */
export async function createLearner(t: TestApp, placement: Placement = 'new'): Promise<Learner> {
  counter += 1;
  const res = await t.database.db.execute<{ id: number }>(
    sql`insert into users (email, verified, placement) values (${`learner${counter}-${process.pid}@example.com`}, true, ${placement}) returning id`,
  );
  const id = Number(res.rows[0]!.id);
  return { id, auth: await authFor(t, id) };
}

/** A token valid at the test clock's current time (tokens live 15 minutes). */
export async function authFor(t: TestApp, userId: number) {
  return { authorization: `Bearer ${await t.app.deps.tokens.sign(userId, t.clock.now())}` };
}

export async function answer(
  t: TestApp,
  learner: Learner,
  exerciseId: number,
  body: unknown,
  correct?: boolean,
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/exercises/answer-check/',
    headers: learner.auth,
    payload: {
      exercise_id: exerciseId,
      answer: body,
      ...(correct === undefined ? {} : { correct }),
    },
  });
}

/** Answers both exercises of a fixture lesson correctly; returns the last response. */
export async function finishLesson(t: TestApp, learner: Learner, lessonSlug: string) {
  await answer(t, learner, await idOf(t.database.db, 'exercises', `${lessonSlug}-info`), {});
  return answer(
    t,
    learner,
    await idOf(t.database.db, 'exercises', `${lessonSlug}-quiz`),
    RIGHT,
    true,
  );
}
