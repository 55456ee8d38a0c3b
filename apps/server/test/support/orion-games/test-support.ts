import type { SQL } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createTestApp, resetDatabase, type TestApp } from '../../harness.ts';
import { createLearner, type Learner } from '../curriculum/test-fixture.ts';

/** One test app for a file of Orion game tests, emptied before each test, and its calls. */
export interface OrionGamesTest {
  readonly t: TestApp;
  /** The learner each test starts with (a fresh one per test; a test may replace it). */
  me: Learner;
  submit(payload: object, who?: Learner): Promise<LightMyRequestResponse>;
  get(url: string, who?: Learner): Promise<LightMyRequestResponse>;
  rows<T>(query: SQL): Promise<T[]>;
}

/**
 * Registers the file's hooks: an app whose analyses search to `depth` and confirm flags 4 plies
 * deeper (shallow searches keep the tests quick; the depths themselves are not what they
 * check), a clean database and a new learner before each test, at 2026-03-02 10:00 UTC.
 */
export function orionGamesTest(
  depth: number,
  onEach?: (t: TestApp) => Promise<void>,
): OrionGamesTest {
  let t: TestApp;
  let me: Learner;
  beforeAll(async () => {
    t = await createTestApp({
      ORION_ANALYSIS_DEPTH: String(depth),
      ORION_CONFIRM_DEPTH: String(depth + 4),
    });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await resetDatabase(t.database);
    t.clock.set('2026-03-02T10:00:00Z');
    me = await createLearner(t);
    await onEach?.(t);
  });
  return {
    get t() {
      return t;
    },
    get me() {
      return me;
    },
    set me(learner: Learner) {
      me = learner;
    },
    submit: (payload, who = me) =>
      t.app.inject({ method: 'POST', url: '/api/orion/games', headers: who.auth, payload }),
    get: (url, who = me) => t.app.inject({ method: 'GET', url, headers: who.auth }),
    rows: async <T>(query: SQL) => (await t.database.db.execute(query)).rows as unknown as T[],
  };
}
