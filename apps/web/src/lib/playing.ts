/** Screens where a lesson, the placement or a puzzle is being played. */
export const PLAYING = /^\/app\/(exercise|placement|onboarding|puzzle\/(?!selection)[^/]+)/i;
