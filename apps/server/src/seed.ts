import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/client.ts';
import { seedCurriculum } from './modules/curriculum/index.ts';
import { starterPuzzleSeeder } from './modules/puzzles/index.ts';

export interface SeedContext {
  db: Db;
  log: FastifyBaseLogger;
}

/**
 * Idempotent start-up loaders (curriculum, starter puzzles, …). Each runs on every start
 * and must leave learners' data untouched. Modules add theirs to this list.
 */
export const seeders: { name: string; run(ctx: SeedContext): Promise<void> }[] = [
  { name: 'curriculum', run: seedCurriculum },
  starterPuzzleSeeder,
];

export async function runSeeders(ctx: SeedContext): Promise<void> {
  for (const s of seeders) {
    const t0 = Date.now();
    await s.run(ctx);
    ctx.log.info({ seeder: s.name, ms: Date.now() - t0 }, 'seeded');
  }
}
