import type { GamePayload } from '@ascend/contract';

/** The goal in words, shown above the board. */
export function describeGoal(goal: GamePayload['goal']): string {
  const within = goal.moves ? ` within ${goal.moves} move${goal.moves === 1 ? '' : 's'}` : '';
  switch (goal.kind) {
    case 'mate':
      return `Checkmate the engine${within}.`;
    case 'promote':
      return `Promote a pawn${within}.`;
    case 'win_material':
      return `Win at least ${goal.material ?? 1} point${(goal.material ?? 1) === 1 ? '' : 's'} of material${within}.`;
    case 'hold_draw':
      return `Hold the position for ${goal.moves ?? 1} move${goal.moves === 1 ? '' : 's'} without losing.`;
  }
}
