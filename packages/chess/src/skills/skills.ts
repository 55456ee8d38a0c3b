export const SKILLS = ['tactics', 'strategy', 'calculation', 'attacking'] as const;
export type Skill = (typeof SKILLS)[number];

export const isSkill = (value: string): value is Skill =>
  (SKILLS as readonly string[]).includes(value);
