import { exerciseTypes } from '@ascend/contract';
import type { LoadedSection } from './load.ts';
import { skillTags } from './static-checks.ts';

/** Counts per section, per type and per skill, as printable tables. */
export function summarize(sections: LoadedSection[]): {
  text: string;
  totals: Record<string, number>;
} {
  const totals: Record<string, number> = {
    sections: sections.length,
    units: 0,
    lessons: 0,
    exercises: 0,
  };
  const rows: string[] = [];
  const header = [
    'section',
    'units',
    'lessons',
    'exercises',
    ...exerciseTypes.map((t) => t.replace('_type', '')),
  ];
  rows.push(header.join('\t'));
  const skillRows = [['section', ...skillTags, 'untagged'].join('\t')];
  for (const { section } of sections) {
    const perType = Object.fromEntries(exerciseTypes.map((t) => [t, 0])) as Record<string, number>;
    let lessons = 0;
    let exercises = 0;
    const perSkill: Record<string, number> = { untagged: 0 };
    for (const unit of section.units)
      for (const lesson of unit.lessons) {
        lessons += 1;
        for (const ex of lesson.exercises) {
          exercises += 1;
          perType[ex.type] = (perType[ex.type] ?? 0) + 1;
          totals[ex.type] = (totals[ex.type] ?? 0) + 1;
          if (ex.type === 'info_type') continue;
          const skills = (ex as { skills?: string[] }).skills ?? [];
          if (!skills.length) perSkill.untagged! += 1;
          for (const t of skills) {
            perSkill[t] = (perSkill[t] ?? 0) + 1;
            totals[`skill ${t}`] = (totals[`skill ${t}`] ?? 0) + 1;
          }
        }
      }
    totals.units! += section.units.length;
    totals.lessons! += lessons;
    totals.exercises! += exercises;
    rows.push(
      [
        section.id,
        section.units.length,
        lessons,
        exercises,
        ...exerciseTypes.map((t) => perType[t]),
      ].join('\t'),
    );
    skillRows.push(
      [section.id, ...skillTags.map((t) => perSkill[t] ?? 0), perSkill.untagged].join('\t'),
    );
  }
  return {
    text: `${rows.join('\n')}\n\nskills of graded exercises\n${skillRows.join('\n')}`,
    totals,
  };
}
