import { Crown } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import { nodeOffset, nodeState } from '../lib/path.ts';
import type { LessonItem, UnitItem } from '../lib/types.ts';
import { LessonNode } from './lesson-node.tsx';
import { UnitBanner } from './unit-banner.tsx';

interface LessonPathProps {
  units: UnitItem[];
  lessons: LessonItem[];
  currentLessonId: number | null;
  /** Word on the current lesson's bubble. */
  bubble: string;
}

/** The section as a mountain trail: each unit's banner, then its lessons winding left and right. */
export function LessonPath({ units, lessons, currentLessonId, bubble }: LessonPathProps) {
  return (
    <div className="space-y-10 [--amp:52px] sm:[--amp:84px]" data-testid="lesson-path">
      {units.map((unit, unitIndex) => {
        const own = lessons.filter((l) => l.unit_id === unit.id);
        const done = unit.status === 'completed';
        return (
          <section key={unit.id} aria-label={`Unit ${unit.number}: ${unit.title}`}>
            <UnitBanner unit={unit} index={unitIndex} />
            <ol className="mt-14 flex flex-col items-center gap-6">
              {own.map((lesson, i) => (
                <LessonNode
                  key={lesson.id}
                  lesson={lesson}
                  state={nodeState(lesson, currentLessonId)}
                  offset={nodeOffset(i, unitIndex)}
                  bubble={bubble}
                  lessonsInUnit={own.length}
                />
              ))}
              <li
                className="flex justify-center"
                style={{
                  transform: `translateX(calc(var(--amp) * ${nodeOffset(own.length, unitIndex)}))`,
                }}
              >
                <span
                  role="img"
                  aria-label={
                    done
                      ? `Unit ${unit.number} complete`
                      : `Unit ${unit.number} crown: finish every lesson to earn it`
                  }
                  className={cn(
                    'grid size-16 place-items-center rounded-2xl border-2',
                    done
                      ? 'border-amber-300 bg-amber-100 text-amber-500'
                      : 'border-slate-200 bg-white text-slate-300',
                  )}
                >
                  <Crown aria-hidden="true" className={cn('size-8', done && 'fill-current')} />
                </span>
              </li>
            </ol>
          </section>
        );
      })}
    </div>
  );
}
