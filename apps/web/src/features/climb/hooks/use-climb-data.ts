import { useEffect } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import {
  fresh,
  useClimbProgressQuery,
  useClimbSectionPathQuery,
  useClimbSectionsQuery,
} from '../api/climb-api.ts';
import { pickSection } from '../lib/path.ts';
import { useSectionProgressState } from '../state/section-progress-state.ts';

/**
 * Everything /app/climb shows: the sections, the learner's progress, the chosen section and its
 * path. While fresh statuses load, the section progress state of this browser session stands in.
 */
export function useClimbData(query: { section: string | null; sectionId: string | null }) {
  const [stored, store] = useSectionProgressState();
  const sectionsQ = useClimbSectionsQuery(1, fresh);
  const progressQ = useClimbProgressQuery(undefined, fresh);

  const sections =
    sectionsQ.data?.results ?? (stored.sections.length > 0 ? stored.sections : undefined);
  const hasQuery = query.section !== null || query.sectionId !== null;
  const currentId =
    progressQ.data?.current_section?.id ?? (progressQ.data ? null : stored.currentSectionId);
  const ready =
    sections !== undefined &&
    (hasQuery || progressQ.data !== undefined || stored.currentSectionId !== null);
  const section = ready ? pickSection(sections, query, currentId) : null;

  const pathQ = useClimbSectionPathQuery(section ? section.id : skipToken, fresh);
  const cachedPath =
    section && stored.currentSectionId === section.id && stored.units.length > 0
      ? { units: stored.units, lessons: stored.lessons }
      : undefined;
  const path = pathQ.data ?? cachedPath;

  useEffect(() => {
    if (!sectionsQ.data || !pathQ.data || !section || pathQ.originalArgs !== section.id) return;
    store({
      currentSection: section.number,
      currentSectionId: section.id,
      currentUnit:
        pathQ.data.units.find((u) => u.status !== 'completed' && u.status !== 'locked')?.id ??
        pathQ.data.units[0]?.id ??
        null,
      sections: sectionsQ.data.results,
      units: pathQ.data.units,
      lessons: pathQ.data.lessons,
      ...(progressQ.data ? { totals: progressQ.data.totals } : {}),
    });
  }, [sectionsQ.data, pathQ.data, pathQ.originalArgs, progressQ.data, section, store]);

  const failed =
    sectionsQ.error ?? (sections ? undefined : progressQ.error) ?? (path ? undefined : pathQ.error);
  return {
    sections,
    section,
    path,
    progress: progressQ.data,
    error: failed,
    retrying: sectionsQ.isFetching || pathQ.isFetching || progressQ.isFetching,
    retry() {
      void sectionsQ.refetch();
      void progressQ.refetch();
      if (section) void pathQ.refetch();
    },
  };
}
