import { writeFileSync } from 'node:fs';
import { sectionContent } from '@ascend/contract';
import { boardAndPieces } from './sections/01-board-and-pieces.ts';
import { rulesAndFirstFights } from './sections/02-rules-and-first-fights.ts';
import { tactics } from './sections/03-tactics.ts';
import { strategyAndEndgames } from './sections/04-strategy-and-endgames.ts';

/** Writes content/*.json from the section scripts. The JSON is what is committed and loaded. */
const files = [
  ['01-board-and-pieces.json', boardAndPieces],
  ['02-rules-and-first-fights.json', rulesAndFirstFights],
  ['03-tactics.json', tactics],
  ['04-strategy-and-endgames.json', strategyAndEndgames],
] as const;

for (const [name, s] of files) {
  const parsed = sectionContent.parse(s);
  writeFileSync(
    new URL(`../../content/${name}`, import.meta.url),
    `${JSON.stringify(parsed, null, 2)}\n`,
  );
  console.log(`content/${name}`);
}
