/**
 * Moves the climb's session-stored section progress (spec §3, key "sectionProgress", owned by
 * the climb feature) on to the next unit when a finished lesson closes its unit (spec §4).
 * Written through storage rather than by importing the climb, since features stay independent;
 * the climb reads the key afresh on its next render.
 */
export function bumpCurrentUnit(unitNumber: number): void {
  try {
    const raw = sessionStorage.getItem('sectionProgress');
    const state = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    sessionStorage.setItem(
      'sectionProgress',
      JSON.stringify({ ...state, currentUnit: unitNumber }),
    );
  } catch {
    // No storage: the climb works the current unit out from the server's progress instead.
  }
}
