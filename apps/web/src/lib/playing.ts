/** Screens where a lesson, the placement, a puzzle or a game is being played. */
export const PLAYING = /^\/app\/(exercise|placement|onboarding|play|puzzle\/(?!selection)[^/]+)/i;
