import type { FastifyInstance } from 'fastify';
import { trustedResponse } from './trusted-response.ts';

/**
 * The options of a signed-in learner's hot route (ADR 0019) whose service reads the account in
 * its own one statement, refusing a deleted one, and builds every field of its answer:
 * `authenticate` checks the token and skips its own account read, and the answer is written
 * by the trusted serializer in production. Spread it first: `{ ...learnerRoute(app), schema }`.
 */
export const learnerRoute = (app: FastifyInstance) => ({
  preHandler: app.authenticate,
  config: { accountCheckedInQuery: true },
  serializerCompiler: trustedResponse(app.deps.config),
});
