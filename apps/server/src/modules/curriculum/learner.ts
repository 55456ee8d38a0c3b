import { placements, type Placement } from '@ascend/contract';
import type { Db } from '../../db/client.ts';
import { runNamed } from '../../db/named.ts';
import { AppError } from '../../errors.ts';
import { accountGone } from '../../plugins/auth.ts';
import { computeProgress, type LearnerState, type ProgressView } from './progress-rules.ts';
import type { LessonNode, Outline } from './outline.ts';
import { outlineAt } from './outline-cache.ts';

export interface LearnerPath {
  outline: Outline;
  learner: LearnerState;
  view: ProgressView;
  /** Exercise ids answered in the current run of each lesson (active exercises only). */
  answeredIds: Map<number, Set<number>>;
  /** Whether a paid plan is active at `subscribedAt` (only read when asked for). */
  subscribed: boolean;
}

type LearnerRow = {
  placement: string;
  content_version: number | null;
  progress: [number, boolean, number[]][] | string;
  subscribed: boolean | null;
};

const learnerText = (subscribed: string) => `
  select u.placement,
    (select c.version from content_state c where c.id = 1) as content_version,
    coalesce((select json_agg(json_build_array(p.lesson_id, p.completed_at is not null, p.answered))
      from user_lesson_progress p where p.user_id = u.id), '[]'::json) as progress,
    ${subscribed} as subscribed
  from users u where u.id = $1 and u.deleted_at is null and u.disabled_at is null`;
// Named statements (db/named.ts): parsed and planned once per connection, the hottest read.
const LEARNER = learnerText('null::boolean');
const LEARNER_WITH_PLAN = learnerText(`exists (select 1 from subscriptions s where s.user_id = u.id
    and s.status = 'active' and s.current_period_end > $2::timestamptz)`);

/**
 * The learner's whole climb in one round trip: the account (a deleted one is refused, so
 * routes that call this first skip the auth preHandler's own read), placement, every lesson
 * progress row with the ids answered in its current run, the content version the outline must
 * be at, and optionally whether a paid plan is active. The cost grows with what the learner
 * has touched, never with the size of the curriculum.
 */
export async function loadPath(
  db: Db,
  userId: number,
  opts: { subscribedAt?: Date } = {},
): Promise<LearnerPath> {
  const rows = await runNamed<LearnerRow>(
    db,
    'learner',
    opts.subscribedAt ? LEARNER_WITH_PLAN : LEARNER,
    opts.subscribedAt ? [userId, opts.subscribedAt.toISOString()] : [userId],
  );
  const row = rows[0];
  if (!row) throw accountGone();
  const outline = await outlineAt(
    db,
    row.content_version === null ? null : Number(row.content_version),
  );
  const placement: Placement = (placements as readonly string[]).includes(row.placement)
    ? (row.placement as Placement)
    : 'not_set';
  const progress = typeof row.progress === 'string' ? JSON.parse(row.progress) : row.progress;
  const completed = new Set<number>();
  const answered = new Map<number, number>();
  const answeredIds = new Map<number, Set<number>>();
  for (const [lessonId, done, ids] of progress as [number, boolean, number[]][]) {
    if (done) completed.add(lessonId);
    // Only still-active exercises of the lesson count (content may have moved since).
    const active = new Set(ids.filter((id) => outline.exercise.get(id)?.lesson.id === lessonId));
    answeredIds.set(lessonId, active);
    answered.set(lessonId, active.size);
  }
  const learner: LearnerState = { placement, completed, answered };
  return {
    outline,
    learner,
    view: computeProgress(outline.sections, learner, outline.index),
    answeredIds,
    subscribed: row.subscribed === true,
  };
}

/** The lesson if it is active and open for the learner; 404 or 403 LESSON_LOCKED otherwise. */
export function lessonOpenIn(path: LearnerPath, lessonId: number): LessonNode {
  const lesson = path.outline.lesson.get(lessonId);
  if (!lesson) throw new AppError(404, 'NOT_FOUND', `Lesson ${lessonId} not found`);
  if (path.view.lessons.get(lessonId) === 'locked') {
    throw new AppError(
      403,
      'LESSON_LOCKED',
      `"${lesson.row.title}" is locked. Finish the lessons before it to unlock it.`,
    );
  }
  return lesson;
}

export async function openLesson(
  db: Db,
  userId: number,
  lessonId: number,
): Promise<LearnerPath & { lesson: LessonNode }> {
  const path = await loadPath(db, userId);
  return { ...path, lesson: lessonOpenIn(path, lessonId) };
}
