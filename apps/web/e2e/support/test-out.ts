import { expect } from '@playwright/test';
import type { Engine } from '@ascend/engine';
import { allLessons, type LearnerApi } from './learner-api.ts';
import { rightAnswer } from './solutions.ts';

/** Passes open unit checkpoints through the API, in path order, until `slug` is open. */
export async function testOutTo(api: LearnerApi, engine: Engine, slug: string) {
  for (let guard = 0; guard < 80; guard++) {
    const lessons = await allLessons(api);
    const target = lessons.find((l) => l.slug === slug);
    expect(target, `no lesson ${slug}`).toBeTruthy();
    if (target!.status !== 'locked') return target!;
    const checkpoint = lessons.find(
      (l) =>
        l.slug.endsWith('-checkpoint') && (l.status === 'available' || l.status === 'in_progress'),
    );
    expect(checkpoint, `no open checkpoint before ${slug}`).toBeTruthy();
    for (const e of await api.exercises(checkpoint!.id)) {
      const result = await api.answer(e.id, await rightAnswer(e, engine));
      expect(result.correct, `${e.slug}: ${JSON.stringify(result)}`).toBe(true);
    }
  }
  throw new Error(`${slug} did not open`);
}
