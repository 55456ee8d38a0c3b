import HomePage from '../features/public/routes/home-page.tsx';
import { lazyPage } from '../lib/lazy-page.ts';
import type { PageName } from './page-imports.ts';

// Every other screen is its own chunk (spec §2 "Screens load lazily"). The home page is not:
// its content arrives prerendered inside index.html (docs/decisions/0011), so it has nothing to load.
const loadPageImports = () => import('./page-imports.ts');

/** A screen reached through page-imports.ts: that table's chunk first, then the screen's. */
const later = (name: PageName) =>
  lazyPage(() => loadPageImports().then((m) => m.pageImports[name]()));

export const pages = {
  home: HomePage,
  about: later('about'),
  features: later('features'),
  contact: later('contact'),
  privacy: later('privacy'),
  terms: later('terms'),
  credits: later('credits'),
  notFound: later('notFound'),

  login: later('login'),
  signUp: later('signUp'),
  forgotPassword: later('forgotPassword'),
  verifyEmail: later('verifyEmail'),
  emailVerification: later('emailVerification'),
  passwordReset: later('passwordReset'),
  unsubscribe: later('unsubscribe'),

  onboarding: later('onboarding'),
  placement: later('placement'),
  climb: later('climb'),
  sectionUnits: later('sectionUnits'),
  unit: later('unit'),
  settings: later('settings'),
  profile: later('profile'),
  publicProfile: later('publicProfile'),
  shop: later('shop'),
  leaderboard: later('leaderboard'),
  leagues: later('leagues'),
  puzzleSelection: later('puzzleSelection'),
  selectPuzzleType: later('selectPuzzleType'),
  puzzle: later('puzzle'),
  exerciseIndex: later('exerciseIndex'),
  exercise: later('exercise'),
  lessonCompleted: later('lessonCompleted'),
  review: later('review'),
  reviewSession: later('reviewSession'),
  heartPractice: later('heartPractice'),
  puzzleRun: later('puzzleRun'),
  puzzleHistory: later('puzzleHistory'),
  play: later('play'),
  orion: later('orion'),
  orionAssessment: later('orionAssessment'),
  orionTraining: later('orionTraining'),
  orionGames: later('orionGames'),
  orionGameReport: later('orionGameReport'),
  orionInsights: later('orionInsights'),
  admin: later('admin'),
  adminUser: later('adminUser'),
};

export const shells = {
  store: later('store'),
  requireAuth: later('requireAuth'),
  placementGuard: later('placementGuard'),
  dashboard: later('dashboard'),
};
