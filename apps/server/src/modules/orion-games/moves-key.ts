import { createHash } from 'node:crypto';

/** The game as analysed: side, start position and moves; headers and comments do not count. */
export const movesKey = (color: string, startFen: string, moves: readonly { uci: string }[]) =>
  createHash('sha256')
    .update(`${color}|${startFen}|${moves.map((m) => m.uci).join(' ')}`)
    .digest('hex');
