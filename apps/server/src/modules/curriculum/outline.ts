import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { exercises, lessons, sections, units } from '../../db/schema/index.ts';
import { clientPayload } from './client-payload.ts';
import { indexOutline, type PathIndex } from './progress-rules.ts';

type SectionRow = typeof sections.$inferSelect;
type UnitRow = typeof units.$inferSelect;
type LessonRow = typeof lessons.$inferSelect;
export type ExerciseRow = typeof exercises.$inferSelect;

export interface ExerciseNode {
  row: ExerciseRow;
  /** The payload as clients read it before answering (publicPayload, ADR 0032), built once. */
  sent: unknown;
  /** 1-based position in its lesson. */
  number: number;
  lesson: LessonNode;
}

export interface LessonNode {
  id: number;
  number: number;
  row: LessonRow;
  unitId: number;
  sectionId: number;
  /** Active exercises, in order. */
  exercises: number;
  /** The unit's checkpoint lesson (slug `<unit-slug>-checkpoint`, its last lesson; ADR 0021). */
  checkpoint: boolean;
  exerciseList: ExerciseNode[];
  /** Ids of the active exercises, sorted ascending (the answer-check statement's array). */
  exerciseIds: number[];
}
export interface UnitNode {
  id: number;
  number: number;
  row: UnitRow;
  sectionId: number;
  lessons: LessonNode[];
}
export interface SectionNode {
  id: number;
  number: number;
  row: SectionRow;
  units: UnitNode[];
}

/**
 * The active (not retired) curriculum in path order, with lookups by id, down to every
 * active exercise. It changes only when content is loaded, so each process holds it in
 * memory (outline-cache.ts) and requests never read it from the database.
 */
export interface Outline {
  sections: SectionNode[];
  section: Map<number, SectionNode>;
  unit: Map<number, UnitNode>;
  lesson: Map<number, LessonNode>;
  exercise: Map<number, ExerciseNode>;
  /** The path flattened for computeProgress, built once with the outline. */
  index: PathIndex;
}

/** Two queries, run once per content version: the tree, then every active exercise. */
export async function loadOutline(db: DbExecutor): Promise<Outline> {
  const rows = await db
    .select({ s: sections, u: units, l: lessons })
    .from(sections)
    .leftJoin(units, and(eq(units.sectionId, sections.id), isNull(units.retiredAt)))
    .leftJoin(lessons, and(eq(lessons.unitId, units.id), isNull(lessons.retiredAt)))
    .where(isNull(sections.retiredAt))
    .orderBy(
      asc(sections.serial),
      asc(sections.id),
      asc(units.serial),
      asc(units.id),
      asc(lessons.serial),
      asc(lessons.id),
    );

  const outline: Outline = {
    sections: [],
    section: new Map(),
    unit: new Map(),
    lesson: new Map(),
    exercise: new Map(),
    index: indexOutline([]),
  };
  for (const { s, u, l } of rows) {
    let section = outline.section.get(s.id);
    if (!section) {
      section = { id: s.id, number: outline.sections.length + 1, row: s, units: [] };
      outline.sections.push(section);
      outline.section.set(s.id, section);
    }
    if (!u) continue;
    let unit = outline.unit.get(u.id);
    if (!unit) {
      unit = { id: u.id, number: section.units.length + 1, row: u, sectionId: s.id, lessons: [] };
      section.units.push(unit);
      outline.unit.set(u.id, unit);
    }
    if (!l) continue;
    const lesson: LessonNode = {
      id: l.id,
      number: unit.lessons.length + 1,
      row: l,
      unitId: u.id,
      sectionId: s.id,
      exercises: 0,
      checkpoint: l.slug === `${u.slug}-checkpoint`,
      exerciseList: [],
      exerciseIds: [],
    };
    unit.lessons.push(lesson);
    outline.lesson.set(l.id, lesson);
  }

  const exerciseRows = await db
    .select()
    .from(exercises)
    .where(isNull(exercises.retiredAt))
    .orderBy(asc(exercises.lessonId), asc(exercises.serial), asc(exercises.id));
  for (const row of exerciseRows) {
    const lesson = outline.lesson.get(row.lessonId);
    if (!lesson) continue; // its lesson is retired
    const node = { row, sent: clientPayload(row), number: lesson.exerciseList.length + 1, lesson };
    lesson.exerciseList.push(node);
    outline.exercise.set(row.id, node);
  }
  for (const lesson of outline.lesson.values()) {
    lesson.exercises = lesson.exerciseList.length;
    lesson.exerciseIds = lesson.exerciseList.map((e) => e.row.id).sort((a, b) => a - b);
  }
  outline.index = indexOutline(outline.sections);
  return outline;
}

export const pathRef = (node: SectionNode | UnitNode | LessonNode) => ({
  id: node.id,
  slug: node.row.slug,
  serial: node.row.serial,
  number: node.number,
  title: node.row.title,
});
