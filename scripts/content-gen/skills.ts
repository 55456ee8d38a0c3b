import type { SectionContent } from '@ascend/contract';

/**
 * The skill profile's tags (issue 16) for every graded exercise: tactics, strategy,
 * calculation, attacking. A lesson's topic gives the base tags; the exercise refines them
 * (a line of several moves is calculation, a mate is attacking, following moves in your head
 * is calculation). Info cards are not graded and carry none.
 */
export type Skill = 'tactics' | 'strategy' | 'calculation' | 'attacking';

const bySection: Record<string, Skill[]> = {
  'board-and-pieces': ['strategy'],
  'rules-and-first-fights': ['tactics'],
  tactics: ['tactics'],
  'strategy-and-endgames': ['strategy'],
  'openings-you-meet': ['strategy'],
  'tactics-toolbox': ['tactics'],
  'endgames-and-strategy': ['strategy'],
};
/** Units whose topic is attacking the king or calculating. */
const byUnit: Record<string, Skill[]> = {
  'check-and-mate': ['attacking', 'tactics'],
  'mating-patterns': ['attacking', 'tactics'],
  'basic-mates': ['attacking', 'calculation'],
  endgames: ['calculation', 'strategy'],
  'opening-traps': ['tactics', 'attacking'],
  calculation: ['calculation', 'tactics'],
  'lone-king-mates': ['attacking', 'calculation'],
  'pawn-endings': ['calculation', 'strategy'],
  'rook-endings': ['calculation', 'strategy'],
};
const byLesson: Record<string, Skill[]> = {
  'king-safety': ['strategy', 'attacking'],
  'king-safety-in-play': ['strategy', 'attacking'],
  'weak-squares': ['strategy', 'attacking'],
  'back-rank-drills': ['tactics', 'attacking'],
  counting: ['tactics', 'calculation'],
};

export function tagSkills(s: SectionContent): SectionContent {
  return {
    ...s,
    units: s.units.map((u) => ({
      ...u,
      lessons: u.lessons.map((l) => ({
        ...l,
        exercises: l.exercises.map((e) => {
          if (e.type === 'info_type') return e;
          const tags = new Set<Skill>(
            byLesson[l.id] ?? byUnit[u.id] ?? bySection[s.id] ?? ['tactics'],
          );
          if (e.type === 'best_move_type') {
            tags.add('tactics');
            if (e.payload.solution.length >= 3) tags.add('calculation');
            if (e.payload.accept_any_mate) tags.add('attacking');
          }
          if (e.type === 'game_type') {
            tags.add('calculation');
            if (e.payload.goal.kind === 'mate') tags.add('attacking');
          }
          if (e.type === 'visual_type' && e.payload.mode === 'piece_after_moves')
            tags.add('calculation');
          return { ...e, skills: [...tags].sort() };
        }),
      })),
    })),
  } as SectionContent;
}
