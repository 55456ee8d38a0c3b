import type { FastifyPluginAsync } from 'fastify';
import { accountRoutes } from './account-routes.ts';
import { authRoutes } from './auth-routes.ts';
import { profileRoutes } from './profile-routes.ts';

/** Every `users/` call of the spec's section 7, under /api/users. */
export const usersRoutes: FastifyPluginAsync = async (app) => {
  await app.register(authRoutes, { prefix: '/users' });
  await app.register(accountRoutes, { prefix: '/users' });
  await app.register(profileRoutes, { prefix: '/users' });
};
