export { tagPuzzle, type PuzzleGoal } from './tagger.ts';
export { checkAttempt, solverMoveCount, type AttemptResult } from './solution.ts';
export {
  themeCatalogue,
  themeGroups,
  themeKeys,
  isKnownTheme,
  type ThemeInfo,
  type ThemeGroup,
} from './theme-catalogue.ts';
export * from './rewards.ts';
