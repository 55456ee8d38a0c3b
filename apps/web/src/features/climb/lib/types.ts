import type { z } from 'zod';
import type { activeLearnResponse, sectionProgressResponse } from '@ascend/contract';

export type {
  LessonItem,
  PathRef,
  Placement,
  ProgressStatus,
  SectionItem,
  UnitItem,
} from '@ascend/contract';

/** GET sections/progress, as the contract defines it (the contract names only the envelope). */
export type SectionProgress = z.infer<typeof sectionProgressResponse>['data'];
/** GET sections/active-learn. */
export type ActiveLearn = z.infer<typeof activeLearnResponse>['data'];
/** The three levels a learner can choose; not_set is the state before onboarding. */
export type Level = 'new' | 'can_move_pieces' | 'knows_tactics_and_strategy';
