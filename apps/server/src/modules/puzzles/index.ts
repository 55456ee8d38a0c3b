// puzzles: the module's public face. Other modules import only this file (ADR 0039).
export { logAttempt } from './history.ts';
export { puzzleFromSql, type PuzzleSqlRow, toPuzzle } from './puzzle-view.ts';
export { puzzleRoutes } from './routes.ts';
export { getPuzzle } from './selection.ts';
export { starterPuzzleSeeder } from './starter-seeder.ts';
export { readStats } from './stats.ts';
