import type { Placement, ProgressStatus } from '@ascend/contract';

/*
 * The climb's rules, pure: given the active curriculum in order and what a learner has done,
 * the status of every section, unit and lesson and where the learner stands.
 *
 * Placement (docs/decisions/0007-curriculum-progress-and-xp.md): the learner starts at section
 * 1 (new, not_set), 2 (can_move_pieces) or 3 (knows_tactics_and_strategy), clamped to the
 * number of sections. Every lesson of a section before the start is open for replay.
 * From the start section on, lessons unlock one at a time in path order: the "frontier" is
 * the first lesson not yet completed; it and every completed lesson are open, later ones
 * are locked. A completed lesson stays open even if content is reordered around it.
 */

export interface OutlineLesson {
  id: number;
  exercises: number;
}
export interface OutlineUnit {
  id: number;
  lessons: OutlineLesson[];
}
export interface OutlineSection {
  id: number;
  units: OutlineUnit[];
}

export interface LearnerState {
  placement: Placement;
  completed: ReadonlySet<number>;
  /** Lesson id → distinct exercises answered in the current run. */
  answered: ReadonlyMap<number, number>;
}

export interface Tally {
  status: ProgressStatus;
  total: number;
  completed: number;
}

export interface ProgressView {
  startSection: number;
  lessons: Map<number, ProgressStatus>;
  units: Map<number, Tally>;
  sections: Map<number, Tally & { units: number; unitsCompleted: number }>;
  /** Where to continue: the frontier, else any unfinished lesson; null when all is done. */
  current: { sectionId: number; unitId: number; lessonId: number } | null;
}

const START_SECTION: Record<Placement, number> = {
  not_set: 1,
  new: 1,
  can_move_pieces: 2,
  knows_tactics_and_strategy: 3,
};

export function startSection(placement: Placement, sectionCount: number): number {
  return Math.max(1, Math.min(START_SECTION[placement], sectionCount));
}

/** A parent's status from its lessons' statuses. */
export function aggregate(statuses: ProgressStatus[]): ProgressStatus {
  if (statuses.length === 0) return 'locked';
  if (statuses.every((s) => s === 'completed')) return 'completed';
  if (statuses.some((s) => s === 'completed' || s === 'in_progress')) return 'in_progress';
  if (statuses.every((s) => s === 'locked')) return 'locked';
  return 'available';
}

export function computeProgress(outline: OutlineSection[], learner: LearnerState): ProgressView {
  const start = startSection(learner.placement, outline.length);
  const lessons = new Map<number, ProgressStatus>();
  const open = (lessonId: number): ProgressStatus =>
    (learner.answered.get(lessonId) ?? 0) > 0 ? 'in_progress' : 'available';
  let frontierPassed = false;
  let current: ProgressView['current'] = null;
  let fallback: ProgressView['current'] = null;

  for (const [index, section] of outline.entries()) {
    const beforeStart = index + 1 < start;
    for (const unit of section.units) {
      for (const lesson of unit.lessons) {
        const here = { sectionId: section.id, unitId: unit.id, lessonId: lesson.id };
        if (learner.completed.has(lesson.id)) {
          lessons.set(lesson.id, 'completed');
        } else if (beforeStart) {
          lessons.set(lesson.id, open(lesson.id));
          if (lesson.exercises > 0) fallback ??= here;
        } else if (!frontierPassed) {
          lessons.set(lesson.id, open(lesson.id));
          // A lesson without exercises cannot be finished, so it must not block the path.
          if (lesson.exercises > 0) {
            frontierPassed = true;
            current = here;
          }
        } else {
          lessons.set(lesson.id, 'locked');
        }
      }
    }
  }

  const units = new Map<number, Tally>();
  const sections = new Map<number, Tally & { units: number; unitsCompleted: number }>();
  for (const section of outline) {
    const sectionStatuses: ProgressStatus[] = [];
    let unitsCompleted = 0;
    for (const unit of section.units) {
      const statuses = unit.lessons.map((l) => lessons.get(l.id) ?? 'locked');
      const tally = {
        status: aggregate(statuses),
        total: statuses.length,
        completed: countDone(statuses),
      };
      units.set(unit.id, tally);
      if (tally.status === 'completed') unitsCompleted++;
      sectionStatuses.push(...statuses);
    }
    sections.set(section.id, {
      status: aggregate(sectionStatuses),
      total: sectionStatuses.length,
      completed: countDone(sectionStatuses),
      units: section.units.length,
      unitsCompleted,
    });
  }
  return { startSection: start, lessons, units, sections, current: current ?? fallback };
}

const countDone = (statuses: ProgressStatus[]) => statuses.filter((s) => s === 'completed').length;
