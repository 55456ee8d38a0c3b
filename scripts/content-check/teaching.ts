import path from 'node:path';
import type { ExerciseContent } from '@ascend/contract';
import { Analyst, REFUTE_DEPTH, resampleCache } from '../content-gen/engine/analyst.ts';
import { analysisKey, EngineCache } from '../content-gen/engine/cache.ts';
import { checkFeedback } from './feedback-rule.ts';
import { checkIdeas, pct, type LessonShare } from './ideas-rule.ts';
import type { LoadedSection } from './load.ts';
import {
  bestMoveNeed,
  refutationProblems,
  whichMoveProblems,
  type RefutationNeed,
} from './option-rules.ts';
import { playoutProblems } from './playout-rule.ts';
import { exerciseProblems } from './static-checks.ts';
import { checkSyllabus, loadSyllabus, untaughtIdeas } from './syllabus.ts';
import { exercisesOf } from './walk.ts';

/** The rules of issue 27, by the letter the ADR gives them. */
export const teachingRules = {
  a: 'detector share',
  b: 'which-move options',
  c: 'refutations',
  d: 'play-out proofs',
  e: 'feedback sentences',
  f: 'syllabus',
} as const;
export type TeachingRule = keyof typeof teachingRules;
/** Re-searched on every run even when cached, so a stale or forged cache cannot pass. */
export const SAMPLE_SIZE = 50;

export type SectionStats = {
  section: string;
  lessons: number;
  graded: number;
  checked: number;
  passing: number;
  whichMove: number;
  forcingOnly: number;
  games: number;
  fullStrength: number;
};
export type TeachingReport = {
  problems: Record<TeachingRule, string[]>;
  lessons: LessonShare[];
  /** Syllabus ideas no lesson teaches yet (listed, not failing). */
  untaught: string[];
  sections: SectionStats[];
  searched: number;
  sampled: number;
};

/**
 * Rules (a)–(f) of issue 27 (ADR 0031). Engine results come from content/engine-cache/; with
 * `live`, a position the cache lacks (a changed exercise) is searched now, and a fixed sample of
 * 50 cached refutation searches (the lowest keys) is searched again and must agree.
 */
export async function checkTeaching(
  sections: LoadedSection[],
  dir: string,
  opts: { live: boolean },
): Promise<TeachingReport> {
  const problems: Record<TeachingRule, string[]> = { a: [], b: [], c: [], d: [], e: [], f: [] };
  const report: TeachingReport = {
    problems,
    lessons: [],
    untaught: [],
    sections: [],
    searched: 0,
    sampled: 0,
  };
  const { syllabus, errors } = loadSyllabus(dir);
  problems.f.push(...errors);
  if (!syllabus) {
    if (!errors.length) problems.f.push('syllabus.json: missing');
    return report;
  }
  problems.f.push(...checkSyllabus(syllabus, sections));
  report.untaught = untaughtIdeas(syllabus);
  const cache = new EngineCache(path.join(dir, 'engine-cache'));
  const ideas = checkIdeas(sections, syllabus, cache);
  problems.a.push(...ideas.errors);
  report.lessons = ideas.lessons;
  problems.e.push(...checkFeedback(sections));

  const analyst = new Analyst(cache, opts.live, false);
  const cacheOnly = new Analyst(cache, false, false);
  const fromCache = new Set<string>();
  const stats = new Map<string, SectionStats>();
  try {
    for (const { section, lesson, exercise: ex, where } of exercisesOf(sections)) {
      const s =
        stats.get(section.id) ??
        stats
          .set(section.id, {
            section: section.id,
            lessons: 0,
            graded: 0,
            checked: 0,
            passing: 0,
            whichMove: 0,
            forcingOnly: 0,
            games: 0,
            fullStrength: 0,
          })
          .get(section.id)!;
      if (ex === lesson.exercises[0]) s.lessons += 1;
      if (ex.type !== 'info_type') s.graded += 1;
      if (exerciseProblems(ex).length) continue; // illegal: the static check reports it
      let need: RefutationNeed | undefined;
      // Only an exercise that stores refutations is searched live (its hash changed since the
      // cache was filled); one without them is reported as not generated, at no engine cost.
      const engine = ex.refutations?.length ? analyst : cacheOnly;
      if (ex.type === 'objective_type') {
        const r = await whichMoveProblems(ex, engine, s);
        problems.b.push(...r.problems.map((p) => `${where}: ${p}`));
        need = r.need;
      } else if (ex.type === 'best_move_type' && !ex.payload.drill) {
        // A line drill's refutations are per ply: line-drill-rule.ts checks them (ADR 0047).
        const r = await bestMoveNeed(ex, engine);
        problems.c.push(...r.problems.map((p) => `${where}: ${p}`));
        need = r.need;
      } else if (ex.type === 'game_type') {
        s.games += 1;
        if (ex.payload.engine.skill >= 20 && ex.payload.engine.depth >= 12) s.fullStrength += 1;
        problems.d.push(...playoutProblems(ex.payload, cache).map((p) => `${where}: ${p}`));
      }
      if (need) {
        for (const m of need.moves) {
          const key = analysisKey(need.fen, [m], REFUTE_DEPTH, 1);
          if (cache.get(key)) fromCache.add(key);
        }
        problems.c.push(
          ...(await refutationProblems(ex as ExerciseContent, need, engine)).map(
            (p) => `${where}: ${p}`,
          ),
        );
      }
    }
    for (const l of ideas.lessons) {
      const s = stats.get(l.section);
      if (s) {
        s.checked += l.checked;
        s.passing += l.passing;
      }
    }
    if (opts.live) {
      const r = await resampleCache(analyst, fromCache, SAMPLE_SIZE, 'best reply');
      problems.c.push(...r.problems);
      report.sampled = r.sampled;
    }
  } finally {
    // The sample's searches are not misses.
    report.searched = analyst.searched - report.sampled;
    await analyst.close();
  }
  report.sections = [...stats.values()];
  return report;
}

/** The per-section table of issue 27's "Done when", and the lessons below the detector share. */
export function teachingSummary(r: TeachingReport): string {
  const rows = [
    [
      'section',
      'lessons',
      'graded',
      'board checked',
      'passing idea',
      'which-move',
      'forcing-only',
      'games',
      'full strength',
    ].join('\t'),
    ...r.sections.map((s) =>
      [
        s.section,
        s.lessons,
        s.graded,
        s.checked,
        `${s.passing} (${pct(s)})`,
        s.whichMove,
        s.forcingOnly,
        s.games,
        s.fullStrength,
      ].join('\t'),
    ),
  ];
  const failing = r.lessons
    .filter((l) => l.passing < 0.8 * l.checked)
    .map((l) => `  ${l.section} › ${l.lesson} (${l.idea}): ${l.passing}/${l.checked} = ${pct(l)}`);
  const counts = Object.entries(r.problems)
    .map(([k, v]) => `(${k}) ${teachingRules[k as TeachingRule]}: ${v.length}`)
    .join(', ');
  return [
    'issue 27: lessons teach their idea',
    rows.join('\n'),
    `lessons below 80 % of their idea: ${failing.length}`,
    ...failing,
    `syllabus ideas no lesson teaches yet: ${r.untaught.length ? r.untaught.join(', ') : 'none'}`,
    `problems by rule: ${counts}`,
  ].join('\n');
}
