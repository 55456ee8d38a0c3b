import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { ExerciseItem, LessonItem, SectionItem, UnitItem } from '@ascend/contract';
import { createLearner, uniqueEmail, type ApiSession } from './accounts.ts';

/** A verified learner with a placement, signed in in `page` the way redux-persist restores a session. */
export async function signedInLearner(
  page: Page,
  request: APIRequestContext,
  tag: string,
  options: { keepCelebrations?: boolean } = {},
): Promise<ApiSession> {
  // The once-a-day "Daily goal met!" dialog (ADR 0022) opens over whatever screen a journey
  // is on once its lessons meet the goal; journeys about something else close it as a
  // learner would. The habit journey keeps it to check it.
  if (!options.keepCelebrations)
    await page.addLocatorHandler(
      page.getByRole('dialog', { name: 'Daily goal met!' }),
      async (dialog) => dialog.getByRole('button', { name: 'Keep going' }).click(),
    );
  const email = uniqueEmail(tag);
  const session = await createLearner(request, email, 'a lesson password');
  const patched = await request.patch(`/api/users/${session.user.id}/`, {
    headers: { authorization: `Bearer ${session.token.access_token}` },
    multipart: { placement: 'new' },
  });
  expect(patched.ok(), await patched.text()).toBe(true);
  await restoreSession(page, session, email);
  return session;
}

/** Signs `session` in in `page` as redux-persist would restore it after a reload. */
export async function restoreSession(page: Page, session: ApiSession, email: string) {
  const saved = {
    token: JSON.stringify(session.token.access_token),
    refreshToken: JSON.stringify(session.token.refreshToken),
    userId: JSON.stringify(session.user.id),
    authorized: 'true',
    placement: JSON.stringify('new'),
    isVerified: 'true',
    email: JSON.stringify(email),
    username: 'null',
    user: 'null',
    hearts: 'null',
    country: 'null',
    _persist: JSON.stringify({ version: -1, rehydrated: true }),
  };
  await page.goto('/privacy-policy');
  await page.evaluate(
    (value) => localStorage.setItem('persist:auth', value),
    JSON.stringify(saved),
  );
}

export function learnerApi(request: APIRequestContext, session: ApiSession) {
  const headers = { authorization: `Bearer ${session.token.access_token}` };
  async function get<T>(path: string): Promise<T> {
    const res = await request.get(`/api/${path}`, { headers });
    expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
    return ((await res.json()) as { data: T }).data;
  }
  return {
    get,
    sections: async () => (await get<{ results: SectionItem[] }>('sections/?page=1')).results,
    units: (sectionId: number) => get<UnitItem[]>(`units/?section_id=${sectionId}`),
    lessons: (unitId: number) => get<LessonItem[]>(`lessons/?unit_id=${unitId}`),
    exercises: (lessonId: number) => get<ExerciseItem[]>(`exercises/?lesson_id=${lessonId}`),
    async answer(exerciseId: number, answer: unknown) {
      const res = await request.post('/api/exercises/answer-check/', {
        headers,
        data: { exercise_id: exerciseId, answer },
      });
      expect(res.ok(), await res.text()).toBe(true);
      return ((await res.json()) as { data: { correct: boolean; reason: string | null } }).data;
    },
  };
}

export type LearnerApi = ReturnType<typeof learnerApi>;

/** Every lesson of the curriculum in path order (a read of the real content, no shortcuts). */
export async function allLessons(api: LearnerApi): Promise<LessonItem[]> {
  const out: LessonItem[] = [];
  for (const section of await api.sections()) {
    for (const unit of await api.units(section.id)) out.push(...(await api.lessons(unit.id)));
  }
  return out;
}
