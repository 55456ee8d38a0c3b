import { useCallback, useSyncExternalStore } from 'react';
import type { LessonItem, SectionItem, UnitItem } from '../lib/types.ts';

/**
 * The spec's section progress state (§3): current section, current unit, sections, units,
 * lessons and totals, kept in session storage. It lets a climb screen paint what the learner saw
 * a moment ago while the fresh statuses load, and carries the unit being browsed between screens.
 */
export interface SectionProgressState {
  /** Number (one-based) and id of the section on screen. */
  currentSection: number | null;
  currentSectionId: number | null;
  currentUnit: number | null;
  sections: SectionItem[];
  /** Units of the current section. */
  units: UnitItem[];
  /** Lessons of the current section, in path order. */
  lessons: LessonItem[];
  totals: { sections: number; units: number; lessons: number };
}

export const SECTION_PROGRESS_KEY = 'sectionProgress';

export const emptySectionProgress: SectionProgressState = {
  currentSection: null,
  currentSectionId: null,
  currentUnit: null,
  sections: [],
  units: [],
  lessons: [],
  totals: { sections: 0, units: 0, lessons: 0 },
};

let cache: { raw: string | null; value: SectionProgressState } | null = null;
const listeners = new Set<() => void>();

function read(): SectionProgressState {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(SECTION_PROGRESS_KEY);
  } catch {
    // Storage can be unavailable (privacy modes); the state then lives only in memory.
    raw = cache?.raw ?? null;
  }
  if (cache && cache.raw === raw) return cache.value;
  let value = emptySectionProgress;
  try {
    if (raw)
      value = { ...emptySectionProgress, ...(JSON.parse(raw) as Partial<SectionProgressState>) };
  } catch {
    value = emptySectionProgress;
  }
  cache = { raw, value };
  return value;
}

export function updateSectionProgress(patch: Partial<SectionProgressState>): void {
  const value = { ...read(), ...patch };
  const raw = JSON.stringify(value);
  cache = { raw, value };
  try {
    sessionStorage.setItem(SECTION_PROGRESS_KEY, raw);
  } catch {
    // See read(): kept in memory only.
  }
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSectionProgressState(): [
  SectionProgressState,
  (patch: Partial<SectionProgressState>) => void,
] {
  const state = useSyncExternalStore(subscribe, read, () => emptySectionProgress);
  const update = useCallback(
    (patch: Partial<SectionProgressState>) => updateSectionProgress(patch),
    [],
  );
  return [state, update];
}
