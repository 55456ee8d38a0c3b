// Issue 38.2 and the misconception sentence of 38.3 (ADR 0048): the difficulty each board records
// is what the human model says at the section's target rating; lessons go from easier to harder;
// the section medians climb; sections 1–4 have no board the target player almost never finds;
// mating drills mix patterns; which-move questions offer the real misconception.
import { matePatternsOf } from '@ascend/chess';
import type { Syllabus } from '@ascend/contract';
import { nearestRating } from '@ascend/human/node';
import {
  boardQuestion,
  CLIMB_FROM,
  FAIR_SECTIONS,
  fenKey,
  findShare,
  humanModel,
  humanWrongMove,
  median,
  MIN_FIND_SHARE,
  MISCONCEPTION_SHARE,
  puzzleInfo,
  round4,
  sectionTargets,
} from '../content-gen/difficulty.ts';
import type { EngineCache } from '../content-gen/engine/cache.ts';
import type { LoadedSection } from './load.ts';
import { ideaOfLesson } from './syllabus.ts';

export const difficultyRules = {
  recorded: 'every board records its difficulty, as the human model computes it',
  order: 'within a lesson the boards go from easier to harder',
  climb: `from section ${CLIMB_FROM} on, the median difficulty never falls back`,
  floor: `no board in sections 1–${FAIR_SECTIONS} found less than ${MIN_FIND_SHARE * 100} % of the time`,
  patterns: 'mating drills cover more than one mate pattern',
  misconception: `which-move questions offer the human wrong move chosen ≥ ${MISCONCEPTION_SHARE * 100} %`,
} as const;
export type DifficultyRule = keyof typeof difficultyRules;

/** Detectors of the lessons that drill mates in more than one move (the mating drills). */
const matingDrill = /^mate-in-(two|three|four)$/;
/** A Lichess theme naming a mate pattern (backRankMate, anastasiaMate, …; not mateIn2). */
const patternTheme = /^[a-z]+Mate$/;

export type SectionFigures = {
  section: string;
  target: number;
  boards: number;
  medianP?: number;
  puzzles: number;
  medianRating?: number;
  below5: number;
  misconceptions: number;
};
export type LessonFigures = {
  lesson: string;
  boards: number;
  ps: number[];
  ordered: boolean;
  minP?: number;
  patterns?: string[];
  misconceptionMissing: number;
};
export type DifficultyReport = {
  problems: Record<DifficultyRule, string[]>;
  sections: SectionFigures[];
  lessons: LessonFigures[];
  whichMove: number;
  misconceptions: number;
};

/** Every rule above; the human model runs here again (≈ 6 ms a board), the engine from the cache. */
export function checkDifficulty(
  sections: LoadedSection[],
  syllabus: Syllabus | null,
  cache: EngineCache,
): DifficultyReport {
  const problems = Object.fromEntries(
    Object.keys(difficultyRules).map((k) => [k, [] as string[]]),
  ) as Record<DifficultyRule, string[]>;
  const report: DifficultyReport = {
    problems,
    sections: [],
    lessons: [],
    whichMove: 0,
    misconceptions: 0,
  };
  const targets = sectionTargets(syllabus);
  const ideas = syllabus ? ideaOfLesson(syllabus) : new Map();
  const puzzles = puzzleInfo();
  let previous: SectionFigures | undefined;
  sections.forEach(({ file, section }, si) => {
    const target = targets.get(section.id);
    if (!target) {
      problems.recorded.push(`${file}: section "${section.id}" has no target rating`);
      return;
    }
    const model = humanModel(target);
    const ps: number[] = [];
    const ratings: number[] = [];
    const fig: SectionFigures = {
      section: section.id,
      target,
      boards: 0,
      puzzles: 0,
      below5: 0,
      misconceptions: 0,
    };
    for (const unit of section.units)
      for (const lesson of unit.lessons) {
        const at = `${file} › ${lesson.id}`;
        const lf: LessonFigures = {
          lesson: lesson.id,
          boards: 0,
          ps: [],
          ordered: true,
          misconceptionMissing: 0,
        };
        const patterns = new Set<string>();
        const drill = matingDrill.test(ideas.get(lesson.id)?.detector ?? '');
        for (const ex of lesson.exercises) {
          const q = boardQuestion(ex);
          const where = `${at} › ${ex.id}`;
          if (!q) {
            if (ex.difficulty)
              problems.recorded.push(`${where}: difficulty on an exercise without a board move`);
            continue;
          }
          const predicted = model.predict({ fen: q.fen });
          const p = round4(findShare(predicted, q));
          const d = ex.difficulty;
          if (!d) problems.recorded.push(`${where}: no difficulty (build.ts records it)`);
          else {
            if (d.model !== `maia-${nearestRating(target)}`)
              problems.recorded.push(
                `${where}: measured with ${d.model}, the section's target is ${target}`,
              );
            if (Math.abs(d.p - p) > 1e-4)
              problems.recorded.push(`${where}: difficulty p ${d.p}, the model gives ${p}`);
            const rating = puzzles.get(fenKey(q.fen))?.rating;
            if (d.puzzle_rating !== rating)
              problems.recorded.push(
                `${where}: puzzle rating ${d.puzzle_rating ?? 'none'}, the picks say ${rating ?? 'none'}`,
              );
          }
          fig.boards += 1;
          lf.boards += 1;
          ps.push(p);
          lf.ps.push(p);
          const rating = puzzles.get(fenKey(q.fen))?.rating;
          if (rating) {
            fig.puzzles += 1;
            ratings.push(rating);
          }
          if (si < FAIR_SECTIONS && p < MIN_FIND_SHARE) {
            fig.below5 += 1;
            problems.floor.push(
              `${where}: a ${target} player finds it ${(p * 100).toFixed(1)} % of the time (< ${MIN_FIND_SHARE * 100} %)`,
            );
          }
          if (drill && q.line) {
            const named = matePatternsOf({ fen: q.fen, move: q.line[0]!, line: q.line });
            const themes = (puzzles.get(fenKey(q.fen))?.themes ?? []).filter((t) =>
              patternTheme.test(t),
            );
            for (const t of new Set([...named, ...themes])) patterns.add(t);
          }
          if (ex.type === 'objective_type' && q.which) {
            report.whichMove += 1;
            const wrong = humanWrongMove(q, predicted, cache);
            if (!wrong)
              problems.misconception.push(`${where}: the position is not in the engine cache`);
            else if (wrong.p >= MISCONCEPTION_SHARE) {
              const offered = ex.payload.options.some((o) => o.move === wrong.move);
              if (offered) {
                report.misconceptions += 1;
                fig.misconceptions += 1;
              } else {
                lf.misconceptionMissing += 1;
                problems.misconception.push(
                  `${where}: ${(wrong.p * 100).toFixed(0)} % of ${target} players choose ${wrong.move}, not among the options`,
                );
              }
              if (d?.misconception?.move !== wrong.move)
                problems.misconception.push(
                  `${where}: stored misconception ${d?.misconception?.move ?? 'none'}, the model says ${wrong.move}`,
                );
            }
          }
        }
        for (let i = 1; i < lf.ps.length; i++) if (lf.ps[i]! > lf.ps[i - 1]!) lf.ordered = false;
        if (!lf.ordered)
          problems.order.push(
            `${at}: boards not from easier to harder (p ${lf.ps.map((x) => x.toFixed(2)).join(', ')})`,
          );
        if (lf.ps.length) lf.minP = Math.min(...lf.ps);
        if (drill) {
          lf.patterns = [...patterns].sort();
          if (patterns.size < 2)
            problems.patterns.push(
              `${at}: its mates are ${patterns.size ? `all one pattern (${lf.patterns.join(', ')})` : 'no named pattern'}; a drill mixes at least two`,
            );
        }
        report.lessons.push(lf);
      }
    fig.medianP = median(ps);
    fig.medianRating = median(ratings);
    if (
      si + 1 > CLIMB_FROM &&
      previous?.medianP !== undefined &&
      fig.medianP !== undefined &&
      fig.medianP > previous.medianP
    )
      problems.climb.push(
        `${file}: median p ${fig.medianP.toFixed(3)} at ${target} is easier than section ${si}'s ${previous.medianP.toFixed(3)} at ${previous.target}`,
      );
    if (si + 1 >= CLIMB_FROM) previous = fig;
    report.sections.push(fig);
  });
  return report;
}

const pct = (x?: number) => (x === undefined ? '–' : `${(x * 100).toFixed(1)} %`);

export function difficultySummary(r: DifficultyReport): string {
  return [
    "issue 38: difficulty that climbs (p = how often a player of the section's target rating finds the answer)",
    ...r.sections.map(
      (s) =>
        `${s.section} (target ${s.target}): ${s.boards} boards, median p ${pct(s.medianP)}, ${s.puzzles} from puzzles, median puzzle rating ${s.medianRating ?? '–'}, below ${MIN_FIND_SHARE * 100} % ${s.below5}`,
    ),
    `which-move questions ${r.whichMove}, offering the human misconception ${r.misconceptions}`,
    `problems by rule: ${Object.entries(r.problems)
      .map(([k, v]) => `${k} ${v.length}`)
      .join(', ')}`,
  ].join('\n');
}

/** One row per lesson with boards, for STATUS.md. */
export function difficultyTable(r: DifficultyReport): string {
  return [
    'lesson\tboards\tp, in order\teasier→harder\tlowest p\tmate patterns\tmisconceptions missing',
    ...r.lessons
      .filter((l) => l.boards)
      .map((l) =>
        [
          l.lesson,
          l.boards,
          l.ps.map((p) => p.toFixed(2)).join(' '),
          l.ordered ? 'yes' : 'NO',
          pct(l.minP),
          l.patterns ? l.patterns.join(' ') || 'none' : '',
          l.misconceptionMissing,
        ].join('\t'),
      ),
  ].join('\n');
}
