// Orion's four skills (ADR 0024): the theme → skill table and the rating rule, pure.
import { themeSkills } from './theme-skills.ts';
import { SKILLS, type Skill } from './skills.ts';

export { SKILLS, isSkill, type Skill } from './skills.ts';
export { themeSkills, skillNeutralThemes } from './theme-skills.ts';
export {
  LESSON_LEVEL_DEVIATION,
  lessonLevelRating,
  newSkillRating,
  rateSkill,
  type SkillGame,
} from './skill-rating.ts';

/** The skills a set of themes trains, each once, in SKILLS order; unknown or neutral keys add none. */
export function skillsOfThemes(themes: readonly string[]): Skill[] {
  const found = new Set<Skill>();
  for (const theme of themes) for (const skill of themeSkills[theme] ?? []) found.add(skill);
  return SKILLS.filter((s) => found.has(s));
}

/**
 * A rated puzzle is always evidence of something: one whose themes are all skill-neutral (a
 * bare "advantage, oneMove, middlegame") is a plain tactic, so it counts for tactics.
 */
export function skillsOfPuzzle(themes: readonly string[]): Skill[] {
  const skills = skillsOfThemes(themes);
  return skills.length > 0 ? skills : ['tactics'];
}

/** The themes of one skill, for picking puzzles that train it. */
export function themesOfSkill(skill: Skill): string[] {
  return Object.entries(themeSkills)
    .filter(([, skills]) => skills.includes(skill))
    .map(([theme]) => theme);
}
