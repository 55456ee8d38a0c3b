import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type Page } from './support/fixtures.ts';
import type { HeartsState, LessonItem, OfflineLessons } from '@ascend/contract';
import { Engine } from '@ascend/engine';
import { answerWrongly, solve, verdict } from './support/exercise-driver.ts';
import { allLessons, learnerApi, signedInLearner } from './support/learner-api.ts';

const SHOTS = '/tmp/shots';
// The only journeys that need the service worker (the config blocks it everywhere else).
test.use({ serviceWorkers: 'allow' });
let engine: Engine;
test.beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  engine = await Engine.start();
});
test.afterAll(async () => engine.close());

/** Waits until the service worker is active and controls this page. */
async function controlledByServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null)))
    await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
}

/** The answers waiting in IndexedDB (lib/offline/answer-queue.ts). */
const queued = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ seq: number; exercise_id: number; correct: boolean }[]>((resolve, reject) => {
        const open = indexedDB.open('ascend-offline', 1);
        open.onsuccess = () => {
          const all = open.result.transaction('answers').objectStore('answers').getAll();
          all.onsuccess = () => resolve(all.result);
          all.onerror = () => reject(all.error);
        };
        open.onerror = () => reject(open.error);
      }),
  );

test('the app installs: manifest, icons and an active service worker pass the installability check', async ({
  page,
  request,
  baseURL,
}) => {
  await page.goto('/');
  await controlledByServiceWorker(page);
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({
    name: 'Ascend Chess',
    display: 'standalone',
    start_url: '/app/climb',
    theme_color: '#1e7f3b',
  });
  for (const icon of manifest.icons as { src: string; sizes: string; type: string }[]) {
    const res = await request.get(icon.src);
    expect(res.ok(), icon.src).toBe(true);
    expect(res.headers()['content-type']).toContain(icon.type);
  }
  const sizes = (manifest.icons as { sizes: string; purpose: string }[]).map(
    (i) => `${i.sizes} ${i.purpose}`,
  );
  expect(sizes).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '192x192 maskable', '512x512 maskable']),
  );

  // Chromium never offers to install from an incognito profile, which every test context is:
  // ask a real (persistent) profile instead.
  const profile = mkdtempSync(path.join(tmpdir(), 'ascend-install-'));
  const browser = await chromium.launchPersistentContext(profile, {
    ...test.info().project.use.launchOptions,
    baseURL,
  });
  try {
    const installable = browser.pages()[0] ?? (await browser.newPage());
    await installable.goto('/');
    await controlledByServiceWorker(installable);
    const cdp = await browser.newCDPSession(installable);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('a lesson opened online is replayed offline; its answers sync and the server’s hearts and xp match', async ({
  page,
  request,
  context,
}, info) => {
  test.setTimeout(180_000);
  const session = await signedInLearner(page, request, 'offline');
  const api = learnerApi(request, session);
  const lesson = (await allLessons(api)).find((l: LessonItem) => l.status !== 'locked')!;
  const exercises = await api.exercises(lesson.id);
  const heartsBefore = await api.get<HeartsState>('exercises/heart/');
  const xpBefore = (await api.get<{ xp: number }>('users/current-user/')).xp;

  // Online: open the lesson, so the worker keeps the app and the lesson's reads.
  await page.goto(`/app/exercise?lessonId=${lesson.id}`);
  await expect(page.getByTestId('exercise')).toBeVisible();
  await controlledByServiceWorker(page);
  await expect(page.getByTestId('exercise')).toBeVisible();

  await context.setOffline(true);
  await page.goto(`/app/exercise?lessonId=${lesson.id}`);
  await expect(page.getByTestId('offline-banner')).toContainText('Puzzles, the leaderboard');
  await expect(page.getByTestId('exercise')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/offline-lesson-${info.project.name}.png` });

  let wrongGiven = false;
  for (const exercise of exercises) {
    await expect(page.getByTestId('exercise')).toHaveAttribute('data-type', exercise.type);
    if (!wrongGiven && (await answerWrongly(page, exercise))) {
      // A wrong answer, then Retry and the right one: two answers reach the server later.
      wrongGiven = true;
      await expect(verdict(page)).toHaveAttribute('data-verdict', 'wrong');
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(verdict(page)).toHaveAttribute('data-verdict', 'none');
    }
    await solve(page, exercise, engine);
    await page.getByRole('button', { name: 'Continue' }).click();
  }
  expect(wrongGiven).toBe(true);
  await expect(page).toHaveURL(new RegExp(`/app/lesson/${lesson.id}/completed$`));
  await expect(page.getByTestId('xp-offline')).toContainText('back online');
  await page.screenshot({ path: `${SHOTS}/offline-completed-${info.project.name}.png` });

  const waiting = await queued(page);
  expect(waiting).toHaveLength(exercises.length + 1);
  expect(waiting.filter((a) => !a.correct)).toHaveLength(1);
  // Nothing reached the server while offline.
  expect((await api.get<HeartsState>('exercises/heart/')).hearts).toBe(heartsBefore.hearts);

  await context.setOffline(false);
  await expect.poll(async () => (await queued(page)).length, { timeout: 30_000 }).toBe(0);
  const hearts = await api.get<HeartsState>('exercises/heart/');
  expect(hearts.hearts).toBe(heartsBefore.hearts - 1);
  const lessonXp = await api.get<{ xp: number; completed: boolean }>(
    `lessons/lesson-xp?lesson_id=${lesson.id}`,
  );
  expect(lessonXp).toEqual({ xp: lesson.xp, completed: true });
  expect((await api.get<{ xp: number }>('users/current-user/')).xp).toBe(xpBefore + lesson.xp);
  // No disagreement: the shared checker and the server agreed on every answer.
  await expect(page.getByTestId('sync-disagreements')).toHaveCount(0);
});

test('the next lessons are kept too: offline, finishing one opens the next, and both count once back', async ({
  page,
  request,
  context,
}, info) => {
  test.setTimeout(180_000);
  const session = await signedInLearner(page, request, 'offline-pack');
  const api = learnerApi(request, session);
  const pack = await api.get<OfflineLessons>('offline/lessons/');
  expect(pack.lessons.length).toBe(3);
  const [first, second] = pack.lessons as [
    OfflineLessons['lessons'][0],
    OfflineLessons['lessons'][0],
  ];
  expect(second.lesson.status).toBe('locked');
  const xpBefore = (await api.get<{ xp: number }>('users/current-user/')).xp;

  // Online, only the climb is opened: neither lesson's exercises were read on this device.
  await page.goto('/app/climb');
  await expect(page.getByTestId('lesson-node').first()).toBeVisible();
  await controlledByServiceWorker(page);
  await page.goto('/app/climb');
  await expect(page.getByTestId('lesson-node').first()).toBeVisible();
  // The worker writes its copies as the answers arrive: wait for the path and the pack.
  const kept = ['/api/offline/lessons/', '/api/sections/progress', '/api/units/', '/api/lessons/'];
  await expect
    .poll(() =>
      page.evaluate(async (paths) => {
        const keys = await (await caches.open('ascend-api-v1')).keys();
        return paths.filter((p) => !keys.some((k) => k.url.includes(p)));
      }, kept),
    )
    .toEqual([]);

  await context.setOffline(true);
  await page.goto('/app/climb');
  await expect(page.getByTestId('offline-next')).toContainText(first.lesson.title);
  // The climb itself shows from the device's copy of the path.
  await expect(page.getByTestId('lesson-node').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/offline-pack-climb-${info.project.name}.png` });
  await page.getByRole('link', { name: 'Play it offline' }).click();
  await expect(page).toHaveURL(new RegExp(`lessonId=${first.lesson.id}$`));
  for (const exercise of first.exercises) {
    await expect(page.getByTestId('exercise')).toHaveAttribute('data-type', exercise.type);
    await solve(page, exercise, engine);
    await page.getByRole('button', { name: 'Continue' }).click();
  }
  await expect(page).toHaveURL(new RegExp(`/app/lesson/${first.lesson.id}/completed$`));
  await expect(page.getByTestId('offline-next-lesson')).toContainText(second.lesson.title);
  await page.getByRole('button', { name: 'Next' }).click();

  // Locked on the server until the first lesson's answers arrive; open on this device.
  await expect(page).toHaveURL(new RegExp(`lessonId=${second.lesson.id}$`));
  for (const exercise of second.exercises) {
    await expect(page.getByTestId('exercise')).toHaveAttribute('data-type', exercise.type);
    await solve(page, exercise, engine);
    await page.getByRole('button', { name: 'Continue' }).click();
  }
  await expect(page).toHaveURL(new RegExp(`/app/lesson/${second.lesson.id}/completed$`));
  expect(await queued(page)).toHaveLength(first.exercises.length + second.exercises.length);
  expect((await api.get<{ xp: number }>('users/current-user/')).xp).toBe(xpBefore);

  await context.setOffline(false);
  await expect.poll(async () => (await queued(page)).length, { timeout: 30_000 }).toBe(0);
  for (const { lesson } of [first, second]) {
    expect(
      await api.get<{ xp: number; completed: boolean }>(`lessons/lesson-xp?lesson_id=${lesson.id}`),
    ).toEqual({ xp: lesson.xp, completed: true });
  }
  expect((await api.get<{ xp: number }>('users/current-user/')).xp).toBe(
    xpBefore + first.lesson.xp + second.lesson.xp,
  );
  await expect(page.getByTestId('sync-disagreements')).toHaveCount(0);
});

test('an offline answer the server judges differently is shown, and the server’s verdict counts', async ({
  page,
  request,
  context,
}, info) => {
  const session = await signedInLearner(page, request, 'offline-disagree');
  const api = learnerApi(request, session);
  const lesson = (await allLessons(api)).find((l: LessonItem) => l.status !== 'locked')!;
  const exercises = await api.exercises(lesson.id);
  const heartsBefore = await api.get<HeartsState>('exercises/heart/');
  await page.goto(`/app/exercise?lessonId=${lesson.id}`);
  await expect(page.getByTestId('exercise')).toBeVisible();
  await controlledByServiceWorker(page);

  await context.setOffline(true);
  const first = exercises.findIndex((e) => e.type === 'objective_type');
  for (const exercise of exercises.slice(0, first)) {
    await solve(page, exercise, engine);
    await page.getByRole('button', { name: 'Continue' }).click();
  }
  await answerWrongly(page, exercises[first]!);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect.poll(async () => (await queued(page)).length).toBe(first + 1);
  // This device's copy claims the wrong answer was right (a stale checker, or tampering).
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('ascend-offline', 1);
        open.onsuccess = () => {
          const store = open.result.transaction('answers', 'readwrite').objectStore('answers');
          const all = store.getAll();
          all.onsuccess = () => {
            const wrong = (all.result as { correct: boolean }[]).find((a) => !a.correct)!;
            store.put({ ...wrong, correct: true }).onsuccess = () => resolve();
          };
        };
        open.onerror = () => reject(open.error);
      }),
  );
  await page.getByRole('button', { name: 'Quit the lesson' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Quit', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/climb/);

  await context.setOffline(false);
  const notice = page.getByTestId('sync-disagreements');
  await expect(notice).toContainText(
    `exercise ${first + 1}: this device said right, the server says wrong`,
  );
  await expect(page.getByTestId('lesson-node').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/offline-disagreement-${info.project.name}.png` });
  expect((await api.get<HeartsState>('exercises/heart/')).hearts).toBe(heartsBefore.hearts - 1);
});
