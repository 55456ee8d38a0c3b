/*
 * One sorted-set score holds xp and the tie-break: xp * 2^32 + (2^32 - 1 - reached_at in
 * seconds), so more xp always wins and, within equal xp, the earlier achiever scores higher.
 * Doubles are exact to 2^53, which leaves room for 2^21 (2,097,151) xp and dates to 2106.
 * Learners with equal score are ordered by member; ZREVRANGE lists members in reverse
 * byte order, so members are (MAX_ID - id) zero-padded: the lower user id comes first,
 * exactly like PostgreSQL's `order by xp desc, reached_at, user_id`.
 */
/** Also read by the view script (redis-view.ts), which decodes xp with it. */
export const SCORE_SHIFT = 2 ** 32;
const MAX_SECONDS = SCORE_SHIFT - 1;
const MAX_ID = 9_999_999_999;
export const MAX_XP = 2 ** 21 - 1;

export function encodeScore(xp: number, reachedAt: Date): number {
  const seconds = Math.floor(reachedAt.getTime() / 1000);
  return Math.min(xp, MAX_XP) * SCORE_SHIFT + (MAX_SECONDS - seconds);
}

export const xpOfScore = (score: number): number => Math.floor(score / SCORE_SHIFT);

/** The lowest score with strictly more xp than `xp`: ZCOUNT from here counts those above. */
export const scoreAbove = (xp: number): number => (xp + 1) * SCORE_SHIFT;

export const memberOf = (userId: number): string => String(MAX_ID - userId).padStart(10, '0');
export const userOfMember = (member: string): number => MAX_ID - Number(member);
