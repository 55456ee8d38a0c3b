import { lazyPage } from '../lib/lazy-page.ts';

// Every screen is its own chunk (spec §2 "Screens load lazily"). Feature helpers replace the
// files' contents and keep the default export.
export const pages = {
  home: lazyPage(() => import('../features/public/routes/home-page.tsx')),
  about: lazyPage(() => import('../features/public/routes/about-page.tsx')),
  features: lazyPage(() => import('../features/public/routes/features-page.tsx')),
  contact: lazyPage(() => import('../features/public/routes/contact-page.tsx')),
  privacy: lazyPage(() => import('../features/public/routes/privacy-policy-page.tsx')),
  terms: lazyPage(() => import('../features/public/routes/terms-of-use-page.tsx')),
  notFound: lazyPage(() => import('../features/public/routes/not-found-page.tsx')),

  login: lazyPage(() => import('../features/auth/routes/login-page.tsx')),
  signUp: lazyPage(() => import('../features/auth/routes/sign-up-page.tsx')),
  forgotPassword: lazyPage(() => import('../features/auth/routes/forgot-password-page.tsx')),
  verifyEmail: lazyPage(() => import('../features/auth/routes/verify-email-page.tsx')),
  emailVerification: lazyPage(() => import('../features/auth/routes/email-verification-page.tsx')),
  passwordReset: lazyPage(() => import('../features/auth/routes/password-reset-page.tsx')),
  unsubscribe: lazyPage(() => import('../features/auth/routes/unsubscribe-page.tsx')),

  onboarding: lazyPage(() => import('../features/climb/routes/onboarding-page.tsx')),
  placement: lazyPage(() => import('../features/climb/routes/placement-page.tsx')),
  climb: lazyPage(() => import('../features/climb/routes/climb-page.tsx')),
  sectionUnits: lazyPage(() => import('../features/climb/routes/section-units-page.tsx')),
  unit: lazyPage(() => import('../features/climb/routes/unit-page.tsx')),
  settings: lazyPage(() => import('../features/settings/routes/settings-page.tsx')),
  profile: lazyPage(() => import('../features/profile/routes/profile-page.tsx')),
  publicProfile: lazyPage(() => import('../features/profile/routes/public-profile-page.tsx')),
  shop: lazyPage(() => import('../features/shop/routes/shop-page.tsx')),
  leaderboard: lazyPage(() => import('../features/leaderboard/routes/leaderboard-page.tsx')),
  puzzleSelection: lazyPage(() => import('../features/puzzles/routes/puzzle-selection-page.tsx')),
  selectPuzzleType: lazyPage(
    () => import('../features/puzzles/routes/select-puzzle-type-page.tsx'),
  ),
  puzzle: lazyPage(() => import('../features/puzzles/routes/puzzle-page.tsx')),
  exerciseIndex: lazyPage(() => import('../features/exercise/routes/exercise-index-page.tsx')),
  exercise: lazyPage(() => import('../features/exercise/routes/exercise-page.tsx')),
  lessonCompleted: lazyPage(() => import('../features/exercise/routes/lesson-completed-page.tsx')),
};

// The app area's wrappers need the store, so they load with it rather than with the home page.
export const shells = {
  store: lazyPage(() => import('./store-root.tsx')),
  requireAuth: lazyPage(() => import('./guards.tsx').then((m) => ({ default: m.RequireAuth }))),
  placementGuard: lazyPage(() =>
    import('./guards.tsx').then((m) => ({ default: m.PlacementGuard })),
  ),
  dashboard: lazyPage(() =>
    import('./dashboard-shell.tsx').then((m) => ({ default: m.DashboardShell })),
  ),
};
