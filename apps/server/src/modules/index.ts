import type { FastifyPluginAsync } from 'fastify';
import { healthRoutes } from './health/index.ts';
import { usersRoutes } from './users/index.ts';
import { contactRoutes } from './contact/index.ts';
import { devMailboxRoutes } from './dev-mailbox/index.ts';
import { devClockRoutes } from './dev-clock/index.ts';
import { curriculumRoutes } from './curriculum/index.ts';
import { lessonsRoutes } from './lessons/index.ts';
import { heartsRoutes } from './hearts/index.ts';
import { exercisesRoutes } from './exercises/index.ts';
import { leaderboardRoutes } from './leaderboard/index.ts';
import { profileRoutes } from './profile/index.ts';
import { subscriptionRoutes } from './subscription/index.ts';
import { notificationRoutes } from './notifications/index.ts';
import { announcementRoutes } from './announcement/index.ts';
import { puzzleRoutes } from './puzzles/index.ts';
import { pushRoutes } from './push/index.ts';
import { offlineRoutes } from './offline/index.ts';
import { reviewRoutes } from './review/index.ts';
import { puzzleRunRoutes } from './puzzle-runs/index.ts';
import { habitRoutes } from './habit/index.ts';
import { leagueRoutes } from './leagues/index.ts';
import { orionRoutes } from './orion/index.ts';
import { orionGamesRoutes } from './orion-games/index.ts';
import { adminRoutes, reportRoutes } from './admin/index.ts';
import { orionAccountsRoutes } from './orion-accounts/index.ts';
import { playRoutes } from './play/index.ts';

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
  playRoutes,
];

/** Modules served outside /api (the development mailbox; it skips itself in production). */
export const rootModules: FastifyPluginAsync[] = [devMailboxRoutes, devClockRoutes];
