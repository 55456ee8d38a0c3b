import type { BestMovePayload, ObjectivePayload } from '@ascend/contract';

/** What a question tells us about: the three levels, plus tactics and strategy above them. */
export type Tier = 'basics' | 'rules' | 'advanced';

export type PlacementQuestion =
  | { id: string; tier: Tier; type: 'objective_type'; payload: ObjectivePayload }
  | { id: string; tier: Tier; type: 'best_move_type'; payload: BestMovePayload };

const options = (...texts: string[]) =>
  texts.map((text, i) => ({ id: String.fromCharCode(97 + i), text }));

/**
 * The placement test, easiest first. Board answers are checked by the same checkers as lesson
 * exercises (@ascend/chess); both best moves were confirmed with Stockfish 19 lite at depth 16
 * (Rd8# mates; Nc7+ is +4.3 while every other move loses).
 */
export const placementQuestions: readonly PlacementQuestion[] = [
  {
    id: 'bishop',
    tier: 'basics',
    type: 'objective_type',
    payload: {
      question: 'Which piece moves diagonally, as far as it likes?',
      options: options('The rook', 'The bishop', 'The knight', 'The king'),
      correct_option_id: 'b',
    },
  },
  {
    id: 'knight-squares',
    tier: 'basics',
    type: 'objective_type',
    payload: {
      question: 'How many squares can the knight on d4 jump to?',
      fen: '7k/8/8/8/3N4/8/8/7K w - - 0 1',
      highlights: [{ square: 'd4', color: 'yellow' }],
      options: options('4', '6', '8', '2'),
      correct_option_id: 'c',
    },
  },
  {
    id: 'checkmate',
    tier: 'rules',
    type: 'objective_type',
    payload: {
      question: 'A king is in check and has no way to escape it. What is that called?',
      options: options('Stalemate', 'Checkmate', 'Castling', 'En passant'),
      correct_option_id: 'b',
    },
  },
  {
    id: 'stalemate',
    tier: 'rules',
    type: 'objective_type',
    payload: {
      question:
        "It is Black's turn. Black is not in check but has no legal move. How does the game end?",
      options: options('White wins', 'It is a draw', 'Black wins', 'Black skips the turn'),
      correct_option_id: 'b',
    },
  },
  {
    id: 'back-rank-mate',
    tier: 'advanced',
    type: 'best_move_type',
    payload: {
      prompt: 'White to move. Checkmate in one!',
      fen: '6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1',
      solution: ['d1d8'],
      accept_any_mate: true,
    },
  },
  {
    id: 'royal-fork',
    tier: 'advanced',
    type: 'best_move_type',
    payload: {
      prompt: 'White to move. Win the black queen.',
      fen: 'q3k3/pp3ppp/8/1N6/8/8/PPP2PPP/4K3 w - - 0 1',
      solution: ['b5c7'],
    },
  },
  {
    id: 'absolute-pin',
    tier: 'advanced',
    type: 'objective_type',
    payload: {
      question:
        'A bishop attacks a knight, and the knight’s own king stands right behind it. The knight…',
      options: options(
        'may move, but loses the king',
        'cannot move at all: it is pinned',
        'can capture the bishop backwards',
        'must move away',
      ),
      correct_option_id: 'b',
    },
  },
  {
    id: 'active-king',
    tier: 'advanced',
    type: 'objective_type',
    payload: {
      question:
        'Most pieces are traded off and the queens are gone. What should your king usually do now?',
      options: options(
        'Stay hidden in the corner',
        'Walk towards the centre and join the fight',
        'Stay next to its rooks',
        'Nothing: kings never move in the endgame',
      ),
      correct_option_id: 'b',
    },
  },
];
