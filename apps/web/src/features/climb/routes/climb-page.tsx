import { useSearchParams } from 'react-router';
import { cn } from '../../../lib/cn.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { ClimbEmpty, ClimbError, ClimbSkeleton } from '../components/climb-states.tsx';
import { ClimbSummary } from '../components/climb-summary.tsx';
import { LessonPath } from '../components/lesson-path.tsx';
import { OrionRecommendation } from '../components/orion-recommendation.tsx';
import { ReviewEntry } from '../components/review-entry.tsx';
import { SectionHeader } from '../components/section-header.tsx';
import { SectionSwitcher } from '../components/section-switcher.tsx';
import { useClimbData } from '../hooks/use-climb-data.ts';
import { continueTarget, currentLessonIn } from '../lib/path.ts';

/** /app/climb — the learning path of one section (?section=&sectionId=, else the learner's current). */
export default function ClimbPage() {
  usePageTitle('Your climb');
  const [params] = useSearchParams();
  const { sections, section, path, progress, error, retry, retrying } = useClimbData({
    section: params.get('section'),
    sectionId: params.get('sectionId'),
  });

  let body;
  if (error)
    body = (
      <ClimbError
        title="We could not load your climb"
        error={error}
        onRetry={retry}
        retrying={retrying}
        onClimb
      />
    );
  else if (sections && sections.length === 0) {
    body = (
      <ClimbEmpty title="The climb is being built">
        There are no sections yet. Check back soon — new lessons are on their way.
      </ClimbEmpty>
    );
  } else if (!section || !path) body = <ClimbSkeleton kind="path" label="Loading your climb" />;
  else {
    const currentLessonId = currentLessonIn(path.lessons, progress);
    const target = continueTarget(path.lessons, progress?.current_lesson?.id ?? null);
    body = (
      <>
        <SectionHeader section={section} sections={sections ?? [section]} target={target} />
        <ReviewEntry />
        <OrionRecommendation />
        {path.units.length === 0 ? (
          <ClimbEmpty title="No lessons here yet">
            This section has no units yet. Try another section.
          </ClimbEmpty>
        ) : (
          <div className="mt-10">
            <LessonPath
              units={path.units}
              lessons={path.lessons}
              currentLessonId={currentLessonId}
              bubble={target?.label === 'Continue' ? 'Continue' : 'Start'}
            />
          </div>
        )}
      </>
    );
  }

  const aside = !error && sections !== undefined && sections.length > 0 && section !== null;
  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-6 lg:grid-cols-[minmax(0,1fr)_300px] lg:px-8 lg:py-8">
      <div className={cn('mx-auto w-full max-w-xl', !aside && 'lg:col-span-2')}>{body}</div>
      {aside && sections && section && (
        <aside className="space-y-4 lg:sticky lg:top-24 lg:self-start">
          <SectionSwitcher sections={sections} activeId={section.id} />
          {progress && <ClimbSummary progress={progress} />}
        </aside>
      )}
    </div>
  );
}
