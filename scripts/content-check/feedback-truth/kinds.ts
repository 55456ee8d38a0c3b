// Rule "feedback true of the board" (issue 38.4): the claim kinds it checks and its report types.

export const claimKinds = {
  trapped: 'a trapped piece has no safe square, and the line wins it',
  seventh:
    'a rook told to reach the seventh is not on it, and gets there; on the seventh it attacks what the sentence names',
  fork: 'a fork attacks both named pieces from its square',
  pin: 'a pinned piece stands between the pinning piece and the piece behind it',
  mate: 'a move said to mate mates, with the king where the sentence says',
  material: 'what a move or line is said to take or win, it takes',
  undefended: 'a piece said to be undefended has no defender',
  sequence: 'moves named in a sentence are playable on the board it is shown with',
  cutOff: 'a king said to be cut off is on the far side of the rook’s file or rank',
  bridge:
    'a Lucena said to be won by the bridge is won by a rook blocking a check on the fourth rank',
  forced:
    'a reply said to be forced is the one legal reply; a check said to leave n replies leaves those',
  outcome:
    'a line said to leave a side clearly better does not run on to a promotion; a pawn said to queen queens by force; a piece said to cover a square attacks it',
  untagged: 'a claim word in a sentence no checker reads',
} as const;
export type ClaimKind = keyof typeof claimKinds;

export type Violation = { kind: ClaimKind; id: string; sentence: string; problem: string };
export type TruthReport = {
  violations: Violation[];
  /** Claims checked per kind (the untagged ones are counted as violations only). */
  checked: Record<ClaimKind, number>;
};
export type Where = 'prompt' | 'feedback' | 'refutation';
