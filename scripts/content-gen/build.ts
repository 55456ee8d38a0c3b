import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { sectionContent, syllabus } from '@ascend/contract';
import { Analyst, OPTIONS_MULTIPV, REFUTE_DEPTH } from './engine/analyst.ts';
import { annotateSection } from './engine/annotate.ts';
import { sharedCache } from './engine/cache.ts';
import { pendingOptionPositions } from './engine/options.ts';
import { boardAndPieces } from './sections/01-board-and-pieces.ts';
import { rulesAndFirstFights } from './sections/02-rules-and-first-fights.ts';
import { tactics } from './sections/03-tactics.ts';
import { strategyAndEndgames } from './sections/04-strategy-and-endgames.ts';
import { openingsYouMeet } from './sections/05-openings-you-meet.ts';
import { tacticsToolbox } from './sections/06-tactics-toolbox.ts';
import { endgamesAndStrategy } from './sections/07-endgames-and-strategy.ts';
import { withCheckpoints } from './sections/checkpoints-1-4.ts';
import { tagMixedIdeas } from './idea-tags.ts';
import { tagSkills } from './skills.ts';
import { freshIntroBoards } from './fresh-intros.ts';
import { measureSection, puzzleInfo, sectionTargets, type DifficultyStats } from './difficulty.ts';

/**
 * Writes content/*.json from the section scripts. The JSON is what is committed and loaded.
 * Sections 1–4 get their unit checkpoints appended (every existing lesson and exercise keeps
 * its id and place); every graded exercise gets its skill tags, and every board exercise of a
 * checkpoint or review the idea of its unit it practises (idea-tags.ts).
 *
 * Then the engine steps (scripts/content-gen/engine/, ADR 0031): which-move options, refutations
 * and play-out proofs, all read from content/engine-cache/. By default a build is cache-only
 * (quick; positions the cache lacks are counted and left without refutations); `--engine`
 * searches them (Stockfish 19 lite; run it under `nice -n 10`), saves the cache, and builds again
 * when winsQ met new positions, so their options come from the engine. `--steps=proofs,…` and
 * `--sections=01,02` limit what is searched.
 */
const live = process.argv.includes('--engine');
const arg = (name: string) =>
  process.argv
    .find((a) => a.startsWith(`--${name}=`))
    ?.split('=')[1]
    ?.split(',');
/** `--steps=proofs,options,refutations` (default all): what `--engine` may search. */
const stepList = arg('steps') ?? ['proofs', 'options', 'refutations'];
const steps = {
  proofs: stepList.includes('proofs'),
  refutations: stepList.includes('refutations'),
};
/** `--sections=01,02`: the sections `--engine` searches for (the others stay cache-only). */
const only = arg('sections');
const files = [
  ['01-board-and-pieces.json', withCheckpoints(boardAndPieces)],
  ['02-rules-and-first-fights.json', withCheckpoints(rulesAndFirstFights)],
  ['03-tactics.json', withCheckpoints(tactics)],
  ['04-strategy-and-endgames.json', withCheckpoints(strategyAndEndgames)],
  ['05-openings-you-meet.json', openingsYouMeet],
  ['06-tactics-toolbox.json', tacticsToolbox],
  ['07-endgames-and-strategy.json', endgamesAndStrategy],
] as const;

const cache = sharedCache();
const analyst = new Analyst(cache, live);
if (
  live &&
  stepList.includes('options') &&
  pendingOptionPositions.size &&
  !process.env.CONTENT_GEN_REBUILT
) {
  console.log(`engine: ${pendingOptionPositions.size} which-move positions to search`);
  for (const fen of pendingOptionPositions)
    await analyst.analyse(fen, [], REFUTE_DEPTH, OPTIONS_MULTIPV);
  cache.save();
  await analyst.close();
  const again = spawnSync(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, CONTENT_GEN_REBUILT: '1' },
  });
  process.exit(again.status ?? 1);
}

const built = files.map(
  ([name, s]) => [name, tagMixedIdeas(sectionContent.parse(tagSkills(s)))] as const,
);
const unfixedIntros = freshIntroBoards(
  built.map(([, s]) => s),
  new URL('../../content/syllabus.json', import.meta.url),
);
// Issue 38.2 (ADR 0048): every board's difficulty for its section's target player, the human
// misconception in which-move questions, and each lesson's boards from easier to harder.
const syllabusUrl = new URL('../../content/syllabus.json', import.meta.url);
const targets = sectionTargets(syllabus.parse(JSON.parse(readFileSync(syllabusUrl, 'utf8'))));
const ratings = puzzleInfo();
const difficulty: DifficultyStats = {
  measured: 0,
  misconceptions: { added: 0, replaced: 0, already: 0, none: 0 },
  reordered: 0,
  missingEngine: 0,
};
for (const [name, parsed] of built) {
  const target = targets.get(parsed.id);
  if (!target)
    throw new Error(
      `content/syllabus.json has no target rating for section "${parsed.id}" (${name})`,
    );
  measureSection(parsed, target, cache, ratings, difficulty);
}
const m = difficulty.misconceptions;
console.log(
  `difficulty: ${difficulty.measured} boards measured, ${difficulty.reordered} lessons reordered; misconception options: ${m.added} added, ${m.replaced} in place of a weaker option, ${m.already} already offered, ${m.none} questions without one ≥ 10 %${difficulty.missingEngine ? `, ${difficulty.missingEngine} which-move positions not in the engine cache` : ''}`,
);
try {
  for (const [name, parsed] of built) {
    const searched = live && (!only || only.some((o) => name.startsWith(o)));
    const stats = await annotateSection(
      parsed,
      searched ? analyst : new Analyst(cache, false),
      steps,
    );
    writeFileSync(
      new URL(`../../content/${name}`, import.meta.url),
      `${JSON.stringify(sectionContent.parse(parsed), null, 2)}\n`,
    );
    cache.save();
    console.log(
      `content/${name}: ${stats.refutations} refutations, ${stats.proofs} proofs${stats.missing ? `, ${stats.missing} not in the engine cache (build with --engine)` : ''}`,
    );
  }
} finally {
  await analyst.close();
  cache.save();
}
if (pendingOptionPositions.size && !live)
  console.log(
    `${pendingOptionPositions.size} which-move questions kept their old options: the engine has not seen them (build with --engine)`,
  );
if (unfixedIntros.length)
  console.log(
    `${unfixedIntros.length} intro cards still show a graded board of their lesson (no fresh board found for them): ${unfixedIntros.join(', ')}`,
  );
