import { readFileSync } from 'node:fs';
import type { SectionContent } from '@ascend/contract';
import { gradedBoard, positionKey } from '../content-check/giveaway-rule.ts';
import { boardWords } from '../content-check/static-checks.ts';

const introBoards = JSON.parse(
  readFileSync(new URL('./picks/intro-boards.json', import.meta.url), 'utf8'),
) as Record<string, { fen: string; move: string }>;

type Example = { fen: string; arrows?: unknown[]; highlights?: unknown[] };
type Idea = { id: string; example?: Example; lessons: string[] };

/** Square names and moves in a card's text tie it to its own board. */
const namesSquares = /\b[a-h][1-8]\b|\b[a-h]-(?:file|pawn)\b|\bO-O\b/;

/**
 * Issue 38, rule 3: an intro card must not show the board of a graded exercise of its lesson (it
 * showed the next board, often with the answer arrow). A card whose words need no board loses
 * it; a card that speaks of the idea in general shows its syllabus idea's example board instead,
 * when no graded exercise anywhere in the climb is played on that board, or else the first
 * best-move board of the same idea in an earlier lesson, which the learner has already solved.
 * Returns the cards it could not fix (their text names squares of their own board, or there is
 * no such board): those need a board written by hand.
 */
export function freshIntroBoards(sections: SectionContent[], syllabusFile: URL): string[] {
  const ideas = (JSON.parse(readFileSync(syllabusFile, 'utf8')) as { ideas: Idea[] }).ideas;
  const ideaOf = new Map(ideas.flatMap((i) => i.lessons.map((l) => [l, i] as const)));
  const gradedAnywhere = new Set<string>();
  for (const s of sections)
    for (const u of s.units)
      for (const l of u.lessons)
        for (const ex of l.exercises) {
          const fen = gradedBoard(ex);
          if (fen) gradedAnywhere.add(positionKey(fen));
        }
  // The lessons in climb order, for "a board of this idea the learner has already solved".
  const order = sections.flatMap((s) => s.units.flatMap((u) => u.lessons));
  const solvedBefore = (idea: Idea | undefined, lessonId: string) => {
    if (!idea) return undefined;
    const here = order.findIndex((l) => l.id === lessonId);
    for (const l of order.slice(0, here))
      if (idea.lessons.includes(l.id))
        for (const ex of l.exercises)
          if (ex.type === 'best_move_type') {
            const m = ex.payload.solution[0]!;
            return {
              fen: ex.payload.fen,
              arrows: [{ from: m.slice(0, 2), to: m.slice(2, 4), color: 'green' as const }],
            };
          }
    return undefined;
  };
  // A puzzle of the idea's theme (picks/intro-boards.ts), when the card speaks of the idea in
  // general, or of f7 and f2 in general (the weak-square lesson's card).
  const puzzleBoard = (lessonId: string, text: string) => {
    const b = introBoards[lessonId];
    if (!b || (namesSquares.test(text) && lessonId !== 'attacking-f7')) return undefined;
    return {
      fen: b.fen,
      arrows: [{ from: b.move.slice(0, 2), to: b.move.slice(2, 4), color: 'green' as const }],
    };
  };
  const left: string[] = [];
  for (const s of sections)
    for (const u of s.units)
      for (const l of u.lessons) {
        const graded = new Set(
          l.exercises
            .map(gradedBoard)
            .filter((f): f is string => !!f)
            .map(positionKey),
        );
        for (const ex of l.exercises) {
          if (ex.type !== 'info_type' || !ex.payload.fen) continue;
          if (!graded.has(positionKey(ex.payload.fen))) continue;
          const p = ex.payload as Record<string, unknown>;
          if (!boardWords.test(ex.payload.text)) {
            delete p.fen;
            delete p.arrows;
            delete p.highlights;
            continue;
          }
          const example = ideaOf.get(l.id)?.example;
          if (
            example &&
            !namesSquares.test(ex.payload.text) &&
            !gradedAnywhere.has(positionKey(example.fen))
          ) {
            delete p.arrows;
            delete p.highlights;
            Object.assign(p, example);
            continue;
          }
          const earlier =
            (!namesSquares.test(ex.payload.text) && solvedBefore(ideaOf.get(l.id), l.id)) ||
            puzzleBoard(l.id, ex.payload.text);
          if (earlier) {
            delete p.arrows;
            delete p.highlights;
            Object.assign(p, earlier);
            continue;
          }
          left.push(`${l.id} › ${ex.id}`);
        }
      }
  return left;
}
