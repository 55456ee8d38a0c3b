import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { lessons, sections, units } from '../../db/schema/index.ts';

type SectionRow = typeof sections.$inferSelect;
type UnitRow = typeof units.$inferSelect;
type LessonRow = typeof lessons.$inferSelect;

export interface LessonNode {
  id: number;
  number: number;
  row: LessonRow;
  unitId: number;
  sectionId: number;
  /** Active exercises. */
  exercises: number;
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

/** The active (not retired) curriculum in path order, with lookups by id. */
export interface Outline {
  sections: SectionNode[];
  section: Map<number, SectionNode>;
  unit: Map<number, UnitNode>;
  lesson: Map<number, LessonNode>;
}

/** One query: the curriculum is small (tens of lessons), so it is read whole. */
export async function loadOutline(db: DbExecutor): Promise<Outline> {
  const rows = await db
    .select({
      s: sections,
      u: units,
      l: lessons,
      exercises: sql<number>`(select count(*)::int from exercises e where e.lesson_id = ${lessons.id} and e.retired_at is null)`,
    })
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

  const outline: Outline = { sections: [], section: new Map(), unit: new Map(), lesson: new Map() };
  for (const { s, u, l, exercises } of rows) {
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
    const lesson = {
      id: l.id,
      number: unit.lessons.length + 1,
      row: l,
      unitId: u.id,
      sectionId: s.id,
      exercises: Number(exercises),
    };
    unit.lessons.push(lesson);
    outline.lesson.set(l.id, lesson);
  }
  return outline;
}

export const pathRef = (node: SectionNode | UnitNode | LessonNode) => ({
  id: node.id,
  slug: node.row.slug,
  serial: node.row.serial,
  number: node.number,
  title: node.row.title,
});
