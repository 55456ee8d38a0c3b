import type { SkillName } from '@ascend/contract';

export const SKILL_ORDER: readonly SkillName[] = [
  'tactics',
  'strategy',
  'calculation',
  'attacking',
];

/** How each skill is named and drawn on the Orion screens. */
export const skillMeta: Record<SkillName, { label: string; color: string; blurb: string }> = {
  tactics: {
    label: 'Tactics',
    color: '#2563eb',
    blurb: 'Forks, pins, skewers: spotting the trick that wins material.',
  },
  strategy: {
    label: 'Strategy',
    color: '#059669',
    blurb: 'Endgames, pawns and plans: knowing what the position needs.',
  },
  calculation: {
    label: 'Calculation',
    color: '#d97706',
    blurb: 'Long lines, quiet moves and defence: seeing moves ahead.',
  },
  attacking: {
    label: 'Attacking',
    color: '#dc2626',
    blurb: 'Sacrifices and mating nets: going after the king.',
  },
};

/** A deviation this small means the rating is settled (Glicko: 95 % within about ±2 RD). */
export const certaintyOf = (deviation: number) =>
  deviation >= 250 ? 'Very uncertain' : deviation >= 150 ? 'Getting clearer' : 'Confident';

/** The skill to train, by the server's rule (ADR 0024): lowest rating, then the larger deviation. */
export function weakestOf<T extends { skill: SkillName; rating: number; deviation: number }>(
  skills: readonly T[],
): T | undefined {
  return [...skills].sort(
    (a, b) =>
      a.rating - b.rating ||
      b.deviation - a.deviation ||
      SKILL_ORDER.indexOf(a.skill) - SKILL_ORDER.indexOf(b.skill),
  )[0];
}
