// puzzle-runs: the module's public face. Other modules import only this file (ADR 0039).
export { puzzleRunRoutes } from './routes.ts';
export { runBests } from './runs.ts';
