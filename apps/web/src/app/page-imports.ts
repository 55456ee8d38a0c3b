// Loaded on the first visit to any screen but the home page, so the home page's first load does
// not carry this table, nor Vite's preload list of every chunk below (docs/decisions/0011).
export const pageImports = {
  about: () => import('../features/public/routes/about-page.tsx'),
  features: () => import('../features/public/routes/features-page.tsx'),
  contact: () => import('../features/public/routes/contact-page.tsx'),
  privacy: () => import('../features/public/routes/privacy-policy-page.tsx'),
  terms: () => import('../features/public/routes/terms-of-use-page.tsx'),
  notFound: () => import('../features/public/routes/not-found-page.tsx'),

  login: () => import('../features/auth/routes/login-page.tsx'),
  signUp: () => import('../features/auth/routes/sign-up-page.tsx'),
  forgotPassword: () => import('../features/auth/routes/forgot-password-page.tsx'),
  verifyEmail: () => import('../features/auth/routes/verify-email-page.tsx'),
  emailVerification: () => import('../features/auth/routes/email-verification-page.tsx'),
  passwordReset: () => import('../features/auth/routes/password-reset-page.tsx'),
  unsubscribe: () => import('../features/auth/routes/unsubscribe-page.tsx'),

  onboarding: () => import('../features/climb/routes/onboarding-page.tsx'),
  placement: () => import('../features/climb/routes/placement-page.tsx'),
  climb: () => import('../features/climb/routes/climb-page.tsx'),
  sectionUnits: () => import('../features/climb/routes/section-units-page.tsx'),
  unit: () => import('../features/climb/routes/unit-page.tsx'),
  settings: () => import('../features/settings/routes/settings-page.tsx'),
  profile: () => import('../features/profile/routes/profile-page.tsx'),
  publicProfile: () => import('../features/profile/routes/public-profile-page.tsx'),
  shop: () => import('../features/shop/routes/shop-page.tsx'),
  leaderboard: () => import('../features/leaderboard/routes/leaderboard-page.tsx'),
  leagues: () => import('../features/leagues/routes/leagues-page.tsx'),
  puzzleSelection: () => import('../features/puzzles/routes/puzzle-selection-page.tsx'),
  selectPuzzleType: () => import('../features/puzzles/routes/select-puzzle-type-page.tsx'),
  puzzle: () => import('../features/puzzles/routes/puzzle-page.tsx'),
  exerciseIndex: () => import('../features/exercise/routes/exercise-index-page.tsx'),
  exercise: () => import('../features/exercise/routes/exercise-page.tsx'),
  lessonCompleted: () => import('../features/exercise/routes/lesson-completed-page.tsx'),
  review: () => import('../features/exercise/routes/review-page.tsx'),
  reviewSession: () => import('../features/exercise/routes/review-session-page.tsx'),
  heartPractice: () => import('../features/exercise/routes/heart-practice-page.tsx'),
  puzzleRun: () => import('../features/puzzles/routes/puzzle-run-page.tsx'),
  puzzleHistory: () => import('../features/puzzles/routes/puzzle-history-page.tsx'),
  orion: () => import('../features/orion/routes/orion-page.tsx'),
  orionAssessment: () => import('../features/orion/routes/assessment-page.tsx'),
  orionTraining: () => import('../features/orion/routes/training-page.tsx'),
  orionGames: () => import('../features/orion/games/orion-games-page.tsx'),
  orionGameReport: () => import('../features/orion/games/game-report-page.tsx'),

  // The app area's wrappers need the store, so they load with it rather than with the home page.
  store: () => import('./store-root.tsx'),
  requireAuth: () => import('./guards.tsx').then((m) => ({ default: m.RequireAuth })),
  placementGuard: () => import('./guards.tsx').then((m) => ({ default: m.PlacementGuard })),
  dashboard: () => import('./dashboard-shell.tsx').then((m) => ({ default: m.DashboardShell })),
};

export type PageName = keyof typeof pageImports;
