import path from 'node:path';
import { EngineCache } from '../content-gen/engine/cache.ts';
import {
  checkFeedbackTruth,
  formatViolation,
  truthSummary,
  type TruthReport,
} from './feedback-truth/index.ts';
import { checkGiveaways, type GiveawayReport } from './giveaway-rule.ts';
import type { LoadedSection } from './load.ts';
import { checkStrategy, MAX_FORCING_SHARE, type StrategyReport } from './strategy-rule.ts';

/** Issue 38's rules, by name: (3) nothing given away, (1) strategy boards are not tactics. */
export const issue38Rules = {
  labels: 'option labels without + or # marks',
  loneKind: 'the answer is not the only option moving a piece of its kind',
  introCards: 'intro card shows no graded board of its lesson',
  repeats: 'no position graded twice, checkpoints on new positions',
  inCheck: 'no board starts in check outside the lessons on check',
  strategy: 'strategy and endgame boards are not tactics',
  feedbackTruth: 'feedback true of the board',
} as const;
export type Issue38Rule = keyof typeof issue38Rules;
/**
 * The rules the content check fails on: every rule of issue 38, each at 0 violations. The strategy
 * rule since the strategy and endgame lessons were rebuilt (ADR 0049); repeats since every
 * repeated board got a position of its own (find-the-square and follow-the-piece boards count as
 * graded); feedback truth (issue 38.4) on every section since section 7's Lucena play-outs' proofs
 * follow the bridge (engine/proof.ts, main lines).
 */
export const enforcedIssue38 = Object.keys(issue38Rules) as Issue38Rule[];
export type Issue38Report = {
  problems: Record<Issue38Rule, string[]>;
  giveaways: GiveawayReport;
  strategy: StrategyReport;
  truth: TruthReport;
};

export function checkIssue38(sections: LoadedSection[], dir: string): Issue38Report {
  const giveaways = checkGiveaways(sections);
  const cache = new EngineCache(path.join(dir, 'engine-cache'));
  const strategy = checkStrategy(sections, cache);
  const truth = checkFeedbackTruth(sections, cache);
  return {
    giveaways,
    strategy,
    truth,
    problems: {
      labels: giveaways.labels,
      loneKind: giveaways.loneKind,
      introCards: giveaways.introCards,
      repeats: giveaways.repeats,
      inCheck: giveaways.inCheck,
      strategy: strategy.problems,
      feedbackTruth: truth.violations.map(formatViolation),
    },
  };
}

export function issue38Summary(r: Issue38Report): string {
  const f = r.giveaways.figures;
  const s = r.strategy.lessons;
  const sum = (k: 'answers' | 'forcing' | 'tactics' | 'inCheck' | 'onlyMoves' | 'hidden') =>
    s.reduce((a, l) => a + l[k], 0);
  const over = s.filter((l) => l.answers && l.forcing > MAX_FORCING_SHARE * l.answers);
  return [
    'issue 38: nothing given away, strategy is not tactics, feedback true of the board',
    `which-move questions ${f.whichMove}, with a + or # on an option ${f.labelQuestions}, whose answer is the only move of its piece ${f.loneKindQuestions}; lessons whose intro card shows a graded board ${f.introLessons}; positions graded more than once ${f.repeatedPositions} (${f.acrossLessons} across lessons); boards starting in check outside the lessons on check ${f.boardsInCheck}`,
    `strategy and endgame lessons ${s.length}: answers ${sum('answers')}, checks or captures ${sum('forcing')}, tactics within 6 plies ${sum('tactics')}, boards in check ${sum('inCheck')}, positional answers that are the only move or not a good one ${sum('onlyMoves')}, answers whose board does not show the idea ${sum('hidden')}, lessons above ${MAX_FORCING_SHARE * 100} % checks or captures ${over.length}${over.length ? ` (${over.map((l) => l.lesson).join(', ')})` : ''}`,
    truthSummary(r.truth),
    `problems by rule: ${Object.entries(r.problems)
      .map(
        ([k, v]) =>
          `${k} ${v.length}${enforcedIssue38.includes(k as Issue38Rule) ? ' (enforced)' : ''}`,
      )
      .join(', ')}`,
  ].join('\n');
}

/** One row per strategy or endgame lesson, for STATUS.md. */
export function strategyTable(r: Issue38Report): string {
  return [
    'lesson\tanswers\tchecks or captures\ttactics (6 plies)\tin check\tonly move\tidea not shown',
    ...r.strategy.lessons.map((l) =>
      [l.lesson, l.answers, l.forcing, l.tactics, l.inCheck, l.onlyMoves, l.hidden].join('\t'),
    ),
  ].join('\n');
}
