import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { exerciseTypes } from '@ascend/contract';
import {
  checkWithEngine,
  ENGINE_DEPTH,
  FAIRNESS_MARGIN,
  MIN_GAP,
  MULTIPV,
} from './content-check/engine-checks.ts';
import { loadContent, type LoadedSection } from './content-check/load.ts';
import { checkPuzzles } from './content-check/puzzles.ts';
import { checkCheckpoints, checkExercises, checkIds } from './content-check/static-checks.ts';
import { summarize } from './content-check/summary.ts';

export const contentDir = fileURLToPath(new URL('../content', import.meta.url));

/** The size the curriculum promises (issue 19), and every type in every section. */
function checkCoverage(sections: LoadedSection[], totals: Record<string, number>): string[] {
  const errors: string[] = [];
  const minimum = { sections: 7, units: 28, lessons: 120, exercises: 1000 };
  for (const [k, min] of Object.entries(minimum))
    if ((totals[k] ?? 0) < min)
      errors.push(`only ${totals[k] ?? 0} ${k}, at least ${min} expected`);
  for (const { file, section } of sections) {
    const used = new Set(
      section.units.flatMap((u) => u.lessons.flatMap((l) => l.exercises.map((e) => e.type))),
    );
    for (const t of exerciseTypes)
      if (!used.has(t)) errors.push(`${file}: section "${section.id}" has no ${t} exercise`);
  }
  return errors;
}

export type ContentReport = {
  errors: string[];
  summary: string;
  totals: Record<string, number>;
  analysed: number;
  engineMs: number;
};

/** Every rule of the curriculum in one pass; the CLI and the vitest test share it. */
export async function runContentCheck(
  dir = contentDir,
  opts: { engine?: boolean; coverage?: boolean } = {},
): Promise<ContentReport> {
  const { sections, errors } = loadContent(dir);
  errors.push(...checkIds(sections), ...checkExercises(sections));
  const summary = summarize(sections);
  const totals = summary.totals;
  let text = summary.text;
  if (opts.coverage ?? true) {
    errors.push(...checkCoverage(sections, totals), ...checkCheckpoints(sections));
    const puzzles = checkPuzzles(dir);
    errors.push(...puzzles.errors);
    Object.assign(totals, puzzles.totals);
    text += puzzles.text;
  }
  let analysed = 0;
  const started = performance.now();
  if (opts.engine ?? true) {
    const engine = await checkWithEngine(sections);
    errors.push(...engine.errors);
    analysed = engine.analysed;
  }
  return {
    errors,
    summary: text,
    totals,
    analysed,
    engineMs: Math.round(performance.now() - started),
  };
}

async function main() {
  const folder = process.argv.slice(2).find((a) => !a.startsWith('--'));
  const dir = folder ? path.resolve(folder) : contentDir;
  const report = await runContentCheck(dir, { engine: !process.argv.includes('--no-engine') });
  console.log(report.summary);
  console.log(
    Object.entries(report.totals)
      .map(([k, v]) => `${k}: ${v}`)
      .join(', '),
  );
  console.log(
    `engine: ${report.analysed} positions at depth ${ENGINE_DEPTH}, MultiPV ${MULTIPV}, fairness margin ${FAIRNESS_MARGIN} win chance and ${MIN_GAP} cp, in ${(report.engineMs / 1000).toFixed(1)} s`,
  );
  if (report.errors.length) {
    console.error(`\n${report.errors.length} problem(s):`);
    for (const e of report.errors) console.error(`  ✗ ${e}`);
    process.exit(1);
  }
  console.log('content OK');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  await main();
