import { SKILLS, difficultyOf, skillsOfPuzzle, type Skill } from '@ascend/chess';
import type { SectionContent } from '@ascend/contract';
import type { Db } from '../../../src/db/client.ts';
import { fixtureContent } from '../curriculum/test-fixture.ts';
import { parseRow } from '../../../src/modules/puzzles/import/parse-row.ts';
import { readStarter, type StarterPuzzle } from '../../../src/modules/puzzles/starter-seeder.ts';
import {
  recountThemes,
  syncThemeCatalogue,
  upsertPuzzles,
} from '../../../src/modules/puzzles/store.ts';

/**
 * The project's own starter puzzles, `perSkill` of each skill (a puzzle counts for the skills
 * its themes train), so assessment and training tests pick from real positions.
 */
export async function loadStarterSample(db: Db, perSkill = 12): Promise<StarterPuzzle[]> {
  const taken = new Map<Skill, number>(SKILLS.map((s) => [s, 0]));
  const chosen: StarterPuzzle[] = [];
  for (const p of readStarter()) {
    const skills = skillsOfPuzzle(p.themes);
    if (!skills.some((s) => taken.get(s)! < perSkill)) continue;
    for (const s of skills) taken.set(s, taken.get(s)! + 1);
    chosen.push(p);
  }
  await syncThemeCatalogue(db);
  await upsertPuzzles(
    db,
    chosen.map((p) => {
      const line = [
        p.id,
        p.fen,
        p.moves.join(' '),
        p.rating,
        p.rating_deviation,
        0,
        0,
        p.themes.join(' '),
        '',
        '',
      ];
      const parsed = parseRow(line.join(','), 'ascend');
      if (!parsed.ok) throw new Error(parsed.reason);
      return { ...parsed.row, gameUrl: null, difficulty: difficultyOf(p.rating) };
    }),
  );
  await recountThemes(db);
  return chosen;
}

/** The test curriculum with skill tags on its graded exercises: s1 tactics, s2 strategy, s3 tactics+calculation, s4 strategy. */
export function taggedContent(): SectionContent[] {
  const tags: Record<string, Skill[]> = {
    s1: ['tactics'],
    s2: ['strategy'],
    s3: ['tactics', 'calculation'],
    s4: ['strategy'],
  };
  return fixtureContent().map((section) => ({
    ...section,
    units: section.units.map((unit) => ({
      ...unit,
      lessons: unit.lessons.map((lesson) => ({
        ...lesson,
        exercises: lesson.exercises.map((ex) =>
          ex.type === 'info_type' ? ex : { ...ex, skills: tags[section.id] },
        ),
      })),
    })),
  }));
}

/** The solver's moves of a puzzle line (every second move after the opponent's setup move). */
export const solverMoves = (moves: readonly string[]) => moves.filter((_, i) => i % 2 === 1);
