export { rate, type Glicko, type GameResult } from './glicko2.ts';
export { newLearnerRating, ratePuzzleAttempt } from './puzzle-attempt.ts';
