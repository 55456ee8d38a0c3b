import type { FastifyPluginAsync } from 'fastify';
import { healthRoutes } from './health/routes.ts';
import { usersRoutes } from './users/routes.ts';
import { contactRoutes } from './contact/routes.ts';
import { devMailboxRoutes } from './dev-mailbox/routes.ts';
import { devClockRoutes } from './dev-clock/routes.ts';
import { curriculumRoutes } from './curriculum/routes.ts';
import { lessonsRoutes } from './lessons/routes.ts';
import { heartsRoutes } from './hearts/routes.ts';
import { exercisesRoutes } from './exercises/routes.ts';
import { leaderboardRoutes } from './leaderboard/routes.ts';
import { profileRoutes } from './profile/routes.ts';
import { subscriptionRoutes } from './subscription/routes.ts';
import { notificationRoutes } from './notifications/routes.ts';
import { announcementRoutes } from './announcement/routes.ts';
import { puzzleRoutes } from './puzzles/routes.ts';
import { pushRoutes } from './push/routes.ts';
import { offlineRoutes } from './offline/routes.ts';
import { reviewRoutes } from './review/routes.ts';
import { puzzleRunRoutes } from './puzzle-runs/routes.ts';
import { habitRoutes } from './habit/routes.ts';
import { leagueRoutes } from './leagues/routes.ts';
import { orionRoutes } from './orion/routes.ts';
import { orionGamesRoutes } from './orion-games/routes.ts';
import { adminRoutes } from './admin/routes.ts';
import { reportRoutes } from './admin/report-routes.ts';
import { orionAccountsRoutes } from './orion-accounts/routes.ts';

/** Every API module, registered under /api. Add a module here to expose it. */
export const apiModules: FastifyPluginAsync[] = [
  healthRoutes,
  usersRoutes,
  contactRoutes,
  curriculumRoutes,
  lessonsRoutes,
  heartsRoutes,
  exercisesRoutes,
  leaderboardRoutes,
  profileRoutes,
  subscriptionRoutes,
  notificationRoutes,
  announcementRoutes,
  puzzleRoutes,
  pushRoutes,
  offlineRoutes,
  reviewRoutes,
  puzzleRunRoutes,
  leagueRoutes,
  habitRoutes,
  orionRoutes,
  orionGamesRoutes,
  adminRoutes,
  reportRoutes,
  orionAccountsRoutes,
];

/** Modules served outside /api (the development mailbox; it skips itself in production). */
export const rootModules: FastifyPluginAsync[] = [devMailboxRoutes, devClockRoutes];
