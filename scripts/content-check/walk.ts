import type { ExerciseContent, LessonContent, SectionContent, UnitContent } from '@ascend/contract';
import type { LoadedSection } from './load.ts';

export type Located = {
  file: string;
  section: SectionContent;
  unit: UnitContent;
  lesson: LessonContent;
  exercise: ExerciseContent;
  where: string;
};

/** Every exercise with a readable location for error messages. */
export function* exercisesOf(sections: LoadedSection[]): Generator<Located> {
  for (const { file, section } of sections)
    for (const unit of section.units)
      for (const lesson of unit.lessons)
        for (const exercise of lesson.exercises)
          yield {
            file,
            section,
            unit,
            lesson,
            exercise,
            where: `${file} › ${unit.id} › ${lesson.id} › ${exercise.id} (${exercise.type})`,
          };
}
