const KEY = 'puzzle-last-theme';
export const DEFAULT_THEME = 'mix';

/** The theme the learner played last on this device, so "Continue" picks up where they left off. */
export function readLastTheme(): string {
  try {
    return localStorage.getItem(KEY) || DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

export function saveLastTheme(type: string): void {
  try {
    localStorage.setItem(KEY, type);
  } catch {
    // Private mode or a full storage: Continue falls back to the default theme.
  }
}
