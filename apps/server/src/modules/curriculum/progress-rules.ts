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
 *
 * Checkpoints (docs/decisions/0021-content-depth-and-fairness.md): a unit may end with a
 * checkpoint lesson (slug `<unit>-checkpoint`). It is the unit's last lesson, so the next unit
 * opens only once it is passed (completed). The checkpoint of the unit the learner is in is open
 * from the start ("test out"): passing it passes the whole unit — its other lessons stop
 * blocking the path (they stay open for replay) and the unit counts as completed. Units before
 * the start section are open anyway, so a learner who placed above them may take their
 * checkpoints to mark them passed. A checkpoint the learner already went past (a later lesson
 * has progress, e.g. it was added after they got there) does not block them.
 */

export interface OutlineLesson {
  id: number;
  exercises: number;
  /** The unit's checkpoint (its last lesson, slug `<unit>-checkpoint`). */
  checkpoint?: boolean;
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

/** A read-only map whose values are computed when asked for (one learner's statuses). */
export interface LazyMap<V> {
  get(id: number): V | undefined;
  entries(): IterableIterator<[number, V]>;
  values(): IterableIterator<V>;
  readonly size: number;
}

export interface ProgressView {
  startSection: number;
  lessons: LazyMap<ProgressStatus>;
  units: LazyMap<Tally>;
  sections: LazyMap<Tally & { units: number; unitsCompleted: number }>;
  /** Where to continue: the frontier, else any unfinished lesson; null when all is done. */
  current: { sectionId: number; unitId: number; lessonId: number } | null;
}

/**
 * The outline flattened in path order, built once per outline (it is immutable between
 * content loads): a learner's view then costs what the learner has done and what is asked,
 * not the size of the curriculum.
 */
export interface PathIndex {
  order: {
    lessonId: number;
    unitId: number;
    sectionId: number;
    exercises: number;
    checkpoint: boolean;
  }[];
  position: Map<number, number>;
  sectionRange: Map<number, { from: number; to: number; units: number[]; index: number }>;
  /** `checkpoint`: the position of the unit's checkpoint lesson, if it has one. */
  unitRange: Map<number, { from: number; to: number; checkpoint: number | null }>;
  sectionIds: number[];
  unitIds: number[];
}

export function indexOutline(outline: OutlineSection[]): PathIndex {
  const index: PathIndex = {
    order: [],
    position: new Map(),
    sectionRange: new Map(),
    unitRange: new Map(),
    sectionIds: [],
    unitIds: [],
  };
  for (const [i, section] of outline.entries()) {
    const from = index.order.length;
    for (const unit of section.units) {
      const unitFrom = index.order.length;
      for (const lesson of unit.lessons) {
        index.position.set(lesson.id, index.order.length);
        index.order.push({
          lessonId: lesson.id,
          unitId: unit.id,
          sectionId: section.id,
          exercises: lesson.exercises,
          checkpoint: lesson.checkpoint === true,
        });
      }
      const last = index.order.length - 1;
      index.unitRange.set(unit.id, {
        from: unitFrom,
        to: index.order.length,
        checkpoint: last >= unitFrom && index.order[last]!.checkpoint ? last : null,
      });
      index.unitIds.push(unit.id);
    }
    index.sectionRange.set(section.id, {
      from,
      to: index.order.length,
      units: section.units.map((u) => u.id),
      index: i,
    });
    index.sectionIds.push(section.id);
  }
  return index;
}

function lazyMap<V>(ids: number[], compute: (id: number) => V | undefined): LazyMap<V> {
  const cache = new Map<number, V>();
  const get = (id: number) => {
    if (cache.has(id)) return cache.get(id);
    const v = compute(id);
    if (v !== undefined) cache.set(id, v);
    return v;
  };
  return {
    get,
    *entries() {
      for (const id of ids) yield [id, get(id)!] as [number, V];
    },
    *values() {
      for (const id of ids) yield get(id)!;
    },
    size: ids.length,
  };
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

export function computeProgress(
  outline: OutlineSection[],
  learner: LearnerState,
  index: PathIndex = indexOutline(outline),
): ProgressView {
  const start = startSection(learner.placement, outline.length);
  const order = index.order;
  const startAt = outline.length ? index.sectionRange.get(outline[start - 1]!.id)!.from : 0;
  // A unit whose checkpoint is completed is passed; a checkpoint before the furthest lesson
  // the learner has touched does not block (they got there before it existed).
  const passed = (unitId: number) => {
    const cp = index.unitRange.get(unitId)?.checkpoint;
    return cp !== null && cp !== undefined && learner.completed.has(order[cp]!.lessonId);
  };
  let reached = -1;
  for (const id of [...learner.completed, ...learner.answered.keys()]) {
    const p = index.position.get(id);
    if (p !== undefined && p > reached && (learner.completed.has(id) || learner.answered.get(id)))
      reached = p;
  }
  // The frontier: the first lesson from the start on that is not done and can be (it has
  // exercises); it and everything before it are open, later lessons locked.
  let frontier = order.length;
  for (let p = startAt; p < order.length; p++) {
    const l = order[p]!;
    const done =
      learner.completed.has(l.lessonId) || (l.checkpoint && p < reached) || passed(l.unitId);
    if (!done && l.exercises > 0) {
      frontier = p;
      break;
    }
  }
  // The checkpoint of the frontier's unit is open from the start: a learner may test out.
  const testOut =
    frontier < order.length ? index.unitRange.get(order[frontier]!.unitId)!.checkpoint : null;
  const statusAt = (p: number): ProgressStatus => {
    const id = order[p]!.lessonId;
    if (learner.completed.has(id)) return 'completed';
    if (p < startAt || p <= frontier || p === testOut)
      return (learner.answered.get(id) ?? 0) > 0 ? 'in_progress' : 'available';
    return 'locked';
  };
  const lessons = lazyMap<ProgressStatus>(
    order.map((l) => l.lessonId),
    (id) => {
      const p = index.position.get(id);
      return p === undefined ? undefined : statusAt(p);
    },
  );
  const tallyOf = (from: number, to: number): Tally => {
    const statuses: ProgressStatus[] = [];
    for (let p = from; p < to; p++) statuses.push(statusAt(p));
    return { status: aggregate(statuses), total: statuses.length, completed: countDone(statuses) };
  };
  const units = lazyMap<Tally>(index.unitIds, (id) => {
    const r = index.unitRange.get(id);
    if (!r) return undefined;
    const tally = tallyOf(r.from, r.to);
    return passed(id) ? { ...tally, status: 'completed' } : tally;
  });
  const sections = lazyMap(index.sectionIds, (id) => {
    const r = index.sectionRange.get(id);
    if (!r) return undefined;
    const unitsCompleted = r.units.filter((u) => units.get(u)!.status === 'completed').length;
    const tally = tallyOf(r.from, r.to);
    const all = r.units.length > 0 && unitsCompleted === r.units.length;
    return {
      ...tally,
      status: all ? 'completed' : tally.status,
      units: r.units.length,
      unitsCompleted,
    };
  });
  const here = (p: number) => {
    const l = order[p]!;
    return { sectionId: l.sectionId, unitId: l.unitId, lessonId: l.lessonId };
  };
  let current: ProgressView['current'] = frontier < order.length ? here(frontier) : null;
  // Else any unfinished lesson of an earlier section (placement opened them for replay).
  for (let p = 0; !current && p < startAt; p++) {
    const l = order[p]!;
    if (!learner.completed.has(l.lessonId) && l.exercises > 0) current = here(p);
  }
  return { startSection: start, lessons, units, sections, current };
}

const countDone = (statuses: ProgressStatus[]) => statuses.filter((s) => s === 'completed').length;
