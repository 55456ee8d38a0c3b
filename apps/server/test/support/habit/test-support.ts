import type { TestApp } from '../../harness.ts';
import { form } from '../users/test-support.ts';
import { authFor, finishLesson, type Learner } from '../curriculum/test-fixture.ts';

/** Sets habit fields through the real PATCH users/{id}/ form. For tests. */
export async function patchHabit(t: TestApp, learner: Learner, fields: Record<string, string>) {
  const body = form(fields);
  return t.app.inject({
    method: 'PATCH',
    url: `/api/users/${learner.id}/`,
    headers: { ...(await authFor(t, learner.id)), ...body.headers },
    payload: body.payload,
  });
}

/** Finishes a fixture lesson at `at` (the clock is set first). For tests. */
export async function lessonAt(t: TestApp, learner: Learner, at: string, slug = 's1-u1-l1') {
  t.clock.set(at);
  learner.auth = await authFor(t, learner.id);
  const res = await finishLesson(t, learner, slug);
  if (res.statusCode !== 200 || !res.json().data.lesson_completed)
    throw new Error(`lesson not completed: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

/** GET streak at `at` (when given). For tests. */
export async function streakAt(t: TestApp, learner: Learner, at?: string, query = '') {
  if (at) t.clock.set(at);
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/streak${query}`,
    headers: await authFor(t, learner.id),
  });
  if (res.statusCode !== 200) throw new Error(`streak: ${res.statusCode} ${res.body}`);
  return res.json().data as {
    current: number;
    longest: number;
    today_done: boolean;
    freezes: number;
    today: string;
    today_xp: number;
    today_puzzles: number;
    daily_goal: number;
    celebration_due: boolean;
    extended_today: boolean;
    time_zone: string | null;
    days: { date: string; active: boolean; frozen: boolean }[];
  };
}

/** The active (and frozen) dates of a streak answer. */
export const activeDates = (days: { date: string; active: boolean }[]) =>
  days.filter((d) => d.active).map((d) => d.date);
export const frozenDates = (days: { date: string; frozen: boolean }[]) =>
  days.filter((d) => d.frozen).map((d) => d.date);
