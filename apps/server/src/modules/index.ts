import type { FastifyPluginAsync } from 'fastify';
import { healthRoutes } from './health/routes.ts';

/** Every API module, registered under /api. Add a module here to expose it. */
export const apiModules: FastifyPluginAsync[] = [healthRoutes];
