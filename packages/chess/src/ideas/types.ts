/**
 * An idea detector decides, from a position and the right move, whether an exercise shows the
 * idea its lesson is named for (issue 27). Pure: no I/O, no engine. The engine has already
 * confirmed the move is right; the detector asks whether the move *is* the idea
 * (a knight to an outpost, a king move that takes the opposition, a rook to the seventh…).
 */
export interface IdeaCase {
  /** The position before the right move (full FEN). */
  fen: string;
  /** The right move in UCI (e2e4, e7e8q). */
  move: string;
  /** The whole solution line in UCI when there is one (starts with `move`). */
  line?: string[];
}
export type Detector = (c: IdeaCase) => boolean;
export type DetectorTable = Record<string, Detector>;
