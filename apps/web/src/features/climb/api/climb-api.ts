import type {
  ActiveLearn,
  LessonItem,
  SectionItem,
  SectionProgress,
  UnitItem,
} from '../lib/types.ts';
import { api } from '../../../lib/api.ts';

export interface SectionPath {
  units: UnitItem[];
  lessons: LessonItem[];
}

type Paged<T> = { results: T[]; page: number; page_size: number; total: number };
const data = <T>(body: { data: T }) => body.data;

/**
 * The climb's reads. Statuses change with every answered exercise and with the placement, so
 * nothing here is kept once unused; the answer-check mutation also invalidates these tags.
 * Names carry a "climb" prefix: RTK Query keeps the first definition of a name, and the
 * exercise player injects its own calls for the same paths.
 */
export const climbApi = api.injectEndpoints({
  endpoints: (build) => ({
    climbSections: build.query<Paged<SectionItem>, number>({
      // Spec §7: sections are requested at page 1 and never cached (here or by the browser).
      query: (page) => ({ url: `sections/?page=${page}`, cache: 'no-store' }),
      transformResponse: data<Paged<SectionItem>>,
      keepUnusedDataFor: 0,
      providesTags: ['Sections'],
    }),
    climbUnits: build.query<UnitItem[], number>({
      query: (sectionId) => `units/?section_id=${sectionId}`,
      transformResponse: data<UnitItem[]>,
      keepUnusedDataFor: 0,
      providesTags: ['Units'],
    }),
    climbLessons: build.query<LessonItem[], number>({
      query: (unitId) => `lessons/?unit_id=${unitId}`,
      transformResponse: data<LessonItem[]>,
      keepUnusedDataFor: 0,
      providesTags: ['Lessons'],
    }),
    /** A section's units and every unit's lessons: the whole winding path in one result. */
    climbSectionPath: build.query<SectionPath, number>({
      async queryFn(sectionId, _api, _extra, baseQuery) {
        const units = await baseQuery(`units/?section_id=${sectionId}`);
        if (units.error) return { error: units.error };
        const unitList = (units.data as { data: UnitItem[] }).data;
        const lessons: LessonItem[] = [];
        // One unit after another: the embedded database answers one query at a time anyway.
        for (const unit of unitList) {
          const result = await baseQuery(`lessons/?unit_id=${unit.id}`);
          if (result.error) return { error: result.error };
          lessons.push(...(result.data as { data: LessonItem[] }).data);
        }
        return { data: { units: unitList, lessons } };
      },
      keepUnusedDataFor: 0,
      providesTags: ['Units', 'Lessons'],
    }),
    climbProgress: build.query<SectionProgress, undefined>({
      query: () => ({ url: 'sections/progress', cache: 'no-store' }),
      transformResponse: data<SectionProgress>,
      keepUnusedDataFor: 0,
      providesTags: ['Sections'],
    }),
    climbActiveLearn: build.query<ActiveLearn, undefined>({
      query: () => ({ url: 'sections/active-learn', cache: 'no-store' }),
      transformResponse: data<ActiveLearn>,
      keepUnusedDataFor: 0,
      providesTags: ['Sections'],
    }),
  }),
});

/** Every climb screen asks again on mount: the learner may have finished a lesson meanwhile. */
export const fresh = { refetchOnMountOrArgChange: true } as const;

export const {
  useClimbSectionsQuery,
  useClimbSectionPathQuery,
  useClimbUnitsQuery,
  useClimbLessonsQuery,
  useClimbProgressQuery,
  useClimbActiveLearnQuery,
} = climbApi;
