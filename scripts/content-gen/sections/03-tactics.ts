import { section } from '../helpers.ts';
import { defenders } from './s3/defenders.ts';
import { doubleAttacks } from './s3/double-attacks.ts';
import { lineTactics } from './s3/lines.ts';
import { matingPatterns } from './s3/mating-patterns.ts';

export const tactics = section(
  'tactics',
  'Tactics',
  'Forks, pins, skewers, discoveries, defender tricks and the classic mating patterns.',
  [doubleAttacks, lineTactics, defenders, matingPatterns],
);
