export * from './pgn.ts';
export * from './pgn-file.ts';
export * from './accepted-moves.ts';
export * from './win-chance.ts';
export * from './motif.ts';
export * from './report.ts';
export * from './opening.ts';
export * from './game-facts.ts';
