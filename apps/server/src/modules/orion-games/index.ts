// orion-games: the module's public face. Other modules import only this file (ADR 0039).
export { analyseGame, failAnalysis } from './analyse.ts';
export { type ImportGame, importGames, resumeWaitingGames } from './import.ts';
export { orionGamesRoutes } from './routes.ts';
export { NO_CHARGE_SOURCES } from './analysis-queue.ts';
export { type FreeGame, queueFreeAnalysis } from './free-analysis.ts';
export { POSITION_TIMEOUT_MS, onEngine, withTimeout } from './evaluate.ts';
