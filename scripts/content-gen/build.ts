import { writeFileSync } from 'node:fs';
import { sectionContent } from '@ascend/contract';
import { boardAndPieces } from './sections/01-board-and-pieces.ts';
import { rulesAndFirstFights } from './sections/02-rules-and-first-fights.ts';
import { tactics } from './sections/03-tactics.ts';
import { strategyAndEndgames } from './sections/04-strategy-and-endgames.ts';
import { openingsYouMeet } from './sections/05-openings-you-meet.ts';
import { tacticsToolbox } from './sections/06-tactics-toolbox.ts';
import { endgamesAndStrategy } from './sections/07-endgames-and-strategy.ts';
import { withCheckpoints } from './sections/checkpoints-1-4.ts';
import { tagSkills } from './skills.ts';

/**
 * Writes content/*.json from the section scripts. The JSON is what is committed and loaded.
 * Sections 1–4 get their unit checkpoints appended (every existing lesson and exercise keeps
 * its id and place); every graded exercise gets its skill tags.
 */
const files = [
  ['01-board-and-pieces.json', withCheckpoints(boardAndPieces)],
  ['02-rules-and-first-fights.json', withCheckpoints(rulesAndFirstFights)],
  ['03-tactics.json', withCheckpoints(tactics)],
  ['04-strategy-and-endgames.json', withCheckpoints(strategyAndEndgames)],
  ['05-openings-you-meet.json', openingsYouMeet],
  ['06-tactics-toolbox.json', tacticsToolbox],
  ['07-endgames-and-strategy.json', endgamesAndStrategy],
] as const;

for (const [name, s] of files) {
  const parsed = sectionContent.parse(tagSkills(s));
  writeFileSync(
    new URL(`../../content/${name}`, import.meta.url),
    `${JSON.stringify(parsed, null, 2)}\n`,
  );
  console.log(`content/${name}`);
}
