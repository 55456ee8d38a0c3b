import type { Level } from './types.ts';

export interface LevelChoice {
  value: Level;
  title: string;
  text: string;
  /** Which section the climb starts at (the server's rule, docs/decisions/0007). */
  startsAt: number;
}

/** The spec's placement values in the learner's words, from the foot of the climb upwards. */
export const levels: readonly LevelChoice[] = [
  {
    value: 'new',
    title: "I'm new to chess",
    text: 'Start at the foot of the climb: the board, the pieces and how they move.',
    startsAt: 1,
  },
  {
    value: 'can_move_pieces',
    title: 'I know how the pieces move',
    text: 'Skip the basics and start with captures, check, checkmate and the special moves.',
    startsAt: 2,
  },
  {
    value: 'knows_tactics_and_strategy',
    title: 'I know tactics and strategy',
    text: 'Start higher up with forks, pins and mating patterns. Earlier sections stay open to replay.',
    startsAt: 3,
  },
];

export const levelOf = (value: Level): LevelChoice => levels.find((l) => l.value === value)!;

export const isLevel = (value: unknown): value is Level => levels.some((l) => l.value === value);
