import { useEffect } from 'react';
import { useParams } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { cn } from '../../../lib/cn.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { fresh, useClimbLessonsQuery, useClimbUnitsQuery } from '../api/climb-api.ts';
import { BackLink } from '../components/back-link.tsx';
import { ClimbEmpty, ClimbError, ClimbSkeleton } from '../components/climb-states.tsx';
import { LessonRow } from '../components/lesson-row.tsx';
import { unitTheme } from '../components/unit-theme.ts';
import { continueTarget } from '../lib/path.ts';
import { useSectionProgressState } from '../state/section-progress-state.ts';

/** /app/climb/section/unit/{id} — a unit's lessons with their status, xp and start/replay. */
export default function UnitPage() {
  const unitId = Number(useParams().id);
  const valid = Number.isInteger(unitId) && unitId > 0;
  const [stored, store] = useSectionProgressState();
  const lessonsQ = useClimbLessonsQuery(valid ? unitId : skipToken, fresh);
  const sectionId =
    lessonsQ.data?.[0]?.section_id ?? stored.units.find((u) => u.id === unitId)?.section_id;
  const unitsQ = useClimbUnitsQuery(sectionId ?? skipToken, fresh);
  const units = unitsQ.data ?? stored.units;
  const index = units.findIndex((u) => u.id === unitId);
  const unit = units[index];
  usePageTitle(unit ? unit.title : 'Unit');

  const knownUnit = unit?.id;
  useEffect(() => {
    // The unit being browsed becomes the session's current unit (spec §3 section progress state).
    if (knownUnit !== undefined && lessonsQ.data) store({ currentUnit: knownUnit });
  }, [knownUnit, lessonsQ.data, store]);

  let body;
  const error = lessonsQ.error ?? unitsQ.error;
  if (!valid)
    body = (
      <ClimbEmpty title="We could not find this unit">Pick a unit from your climb.</ClimbEmpty>
    );
  else if (error) {
    body = (
      <ClimbError
        title="We could not load this unit"
        error={error}
        retrying={lessonsQ.isFetching || unitsQ.isFetching}
        onRetry={() => {
          void lessonsQ.refetch();
          if (sectionId) void unitsQ.refetch();
        }}
      />
    );
  } else if (!lessonsQ.data) body = <ClimbSkeleton kind="list" label="Loading the lessons" />;
  else if (lessonsQ.data.length === 0)
    body = <ClimbEmpty title="No lessons yet">This unit is still being written.</ClimbEmpty>;
  else {
    const current = continueTarget(lessonsQ.data, null)?.lesson.id;
    body = (
      <ol className="mt-6 space-y-3">
        {lessonsQ.data.map((lesson) => (
          <LessonRow
            key={lesson.id}
            lesson={lesson}
            current={lesson.id === current && lesson.status !== 'completed'}
          />
        ))}
      </ol>
    );
  }

  const theme = unitTheme(Math.max(index, 0));
  const percent =
    unit && unit.lessons_total > 0 ? (unit.lessons_completed / unit.lessons_total) * 100 : 0;
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 lg:px-8 lg:py-8">
      <BackLink to={sectionId ? `/app/climb/${sectionId}` : '/app/climb'}>All units</BackLink>
      {unit && (
        <header
          className={cn('mt-3 rounded-3xl p-5 text-white sm:p-6', theme.banner, theme.shadow)}
        >
          <p className="text-xs font-bold uppercase tracking-widest text-white/80">
            Unit {unit.number}
          </p>
          <h1 className="mt-1 text-2xl font-extrabold leading-tight sm:text-3xl">{unit.title}</h1>
          <p className="mt-1 text-white/90">{unit.description}</p>
          <div className="mt-4 flex items-center gap-3">
            <ProgressBar
              value={percent}
              label={`${unit.title}: ${unit.lessons_completed} of ${unit.lessons_total} lessons`}
              className="h-3 bg-white/25"
              fillClassName="bg-white"
            />
            <span className="shrink-0 text-sm font-bold">
              {unit.lessons_completed}/{unit.lessons_total} lessons
            </span>
          </div>
        </header>
      )}
      {body}
    </div>
  );
}
