import type { LessonContent } from '@ascend/contract';
import { info, lesson, match } from './helpers.ts';
import { arrangeP, bestP, gameP, introP, trackP, winsQ } from './kit.ts';
import { picks, type Pick } from './picks/slots.ts';

type Draft = Parameters<typeof lesson>[3][number];

export interface PickLessonSpec {
  id: string;
  title: string;
  xp?: number;
  /** Slot in picks.json: positions 0–5 are the lesson's, 6–7 its unit checkpoint's. */
  key: string;
  intro: string;
  task: string;
  why: string;
  pairs: [string, string][];
  pairsPrompt?: string;
  /** The last exercise: show the move on the arrangement board, or play it out. */
  last: 'arrange' | 'game';
  /** A board for the intro card other than the first position (a textbook position). */
  introBoard?: { fen: string; arrows?: { from: string; to: string; color?: 'green' }[] };
  /** Computed questions to add (they come after the matching). */
  extra?: Draft[];
  /** The lesson's eight positions when they do not come from picks.json (e.g. tactics.json). */
  positions?: Pick[];
  /** Feedback written from the position, instead of the same `why` on every exercise. */
  whyOf?: (p: Pick) => string;
  /** The syllabus idea the positions practise (tagged on the unit checkpoint's exercises). */
  idea?: string;
  /**
   * A best-move exercise instead of "Which move …?" on the third position: for ideas that show
   * only in the reply (overloading, interference), which a which-move answer alone cannot show.
   */
  noWhichMove?: boolean;
}
const whyFor = (s: PickLessonSpec, p: Pick) => s.whyOf?.(p) ?? s.why;

/** Arrangement when the move is a plain one, else the line itself. */
const safeArrange = (p: Pick, why: string) => {
  try {
    return arrangeP(p, why);
  } catch {
    return bestP(p, 'Find the winning move.', why);
  }
};

/**
 * A lesson on one idea from six real positions: the idea on a board, the move to play, which
 * move wins, the idea's words, following the line, another position, then showing or playing it.
 */
export function pickLesson(s: PickLessonSpec): LessonContent {
  const p = s.positions?.slice(0, 6) ?? picks(s.key, 0, 6);
  const why = (k: number) => whyFor(s, p[k]!);
  return lesson(s.id, s.title, s.xp ?? 20, [
    s.introBoard ? info(s.intro, s.introBoard) : introP(p[0]!, s.intro),
    bestP(p[0]!, s.task, why(0)),
    bestP(p[1]!, s.task, why(1)),
    s.noWhichMove ? bestP(p[2]!, s.task, why(2)) : winsQ(p[2]!, why(2)),
    match(
      s.pairsPrompt ?? 'Match each word with its meaning.',
      s.pairs,
      `${s.title}: ${s.pairs.map(([w]) => w).join(', ')} are words you will meet in every game.`,
    ),
    ...(s.extra ?? []),
    trackP(p[3]!, why(3)),
    bestP(p[4]!, s.task, why(4)),
    s.last === 'game' ? gameP(p[5]!, why(5)) : safeArrange(p[5]!, why(5)),
  ]);
}

/**
 * The unit checkpoint: a mixed lesson of the unit's material on positions the learner has not
 * seen (positions 6–7 of each lesson's slot, or a checkpoint slot). Its slug is
 * `<unit-id>-checkpoint`; passing it opens the next unit, and it can be taken early to skip the
 * unit (progress-rules.ts).
 */
export function checkpointLesson(
  unitId: string,
  unitTitle: string,
  positions: { pick: Pick; task: string; why: string; idea?: string }[],
  pairs: [string, string][],
  extra: Draft[] = [],
): LessonContent {
  const [first, ...rest] = positions;
  if (!first) throw new Error(`${unitId}: a checkpoint needs positions`);
  const drafts: Draft[] = [
    // No board: the first position is the first question, and the card must not show it (issue 38).
    info(
      `Checkpoint: ${unitTitle}. A mixed test of this unit on new positions. Finish it to open the next unit — or take it now to skip a unit you already know.`,
    ),
    bestP(first.pick, first.task, first.why),
  ];
  rest.forEach((r, i) =>
    drafts.push(
      i === 1
        ? winsQ(r.pick, r.why)
        : i === 3
          ? trackP(r.pick, r.why)
          : bestP(r.pick, r.task, r.why),
    ),
  );
  positions.forEach((r, i) => {
    if (r.idea) drafts[i + 1]!.idea = r.idea;
  });
  drafts.push(
    match(
      'Match each idea of this unit with what it means.',
      pairs,
      `${unitTitle}: ${pairs.map(([w]) => w).join(', ')}, the unit in ${pairs.length} words.`,
    ),
  );
  drafts.push(...extra);
  return lesson(`${unitId}-checkpoint`, `Checkpoint: ${unitTitle}`, 30, drafts);
}

/** Positions 6–7 of each lesson slot, for its unit's checkpoint. */
export const checkpointPicks = (specs: PickLessonSpec[]) =>
  specs.flatMap((s) =>
    (s.positions?.slice(6, 8) ?? picks(s.key, 6, 2)).map((pick) => ({
      pick,
      task: s.task,
      why: whyFor(s, pick),
      idea: s.idea,
    })),
  );
