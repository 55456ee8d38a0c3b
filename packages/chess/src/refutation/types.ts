/** An engine score from the learner's point of view (positive: good for the learner). */
export type LearnerScore = { type: 'cp' | 'mate'; value: number };

/** What the reason sentence is written from (issue 27.4). */
export interface RefutationCase {
  /** The position before the learner's wrong move (full FEN). */
  fen: string;
  /** The learner's wrong move in UCI. */
  move: string;
  /** The refutation in UCI from the position after `move`: the opponent's reply first. */
  line: readonly string[];
  /** The engine's score after the wrong move (the line's evaluation), learner's point of view. */
  score?: LearnerScore;
  /** The engine's score of the best move, learner's point of view: what the wrong move threw away. */
  best?: LearnerScore;
}

/** The kind of cost the sentence names, for callers that style or count reasons. */
export type ReasonKind =
  'mated' | 'stalemate' | 'promotion' | 'material' | 'mate_missed' | 'result' | 'reply';

export interface Reason {
  text: string;
  kind: ReasonKind;
  /** The plies of the line the sentence shows (the rest of `line` may still be played out). */
  shown: number;
}
