export {
  checkAnswer,
  gameStatus,
  publicPayload,
  trackPiece,
  visualSolution,
  type CheckResult,
  type GameStatus,
} from './exercises/index.ts';
export {
  expandPlacement,
  fenProblem,
  loadFen,
  material,
  pieceValues,
  playUci,
  replay,
  squareColor,
  uciToSan,
} from './position.ts';
export * from './puzzles/index.ts';
export * from './rating/index.ts';
export * from './analysis/index.ts';
export * from './skills/index.ts';
export * from './ideas/index.ts';
export * from './refutation/index.ts';
