import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientIp, rateLimiterFor, type RateRule } from '../../plugins/rate-limit.ts';

const MINUTE = 60_000;

/** The account-abuse budgets: per IP on every credential route, per email where an account is the target. */
export function accountLimits(app: FastifyInstance) {
  const limiter = rateLimiterFor(app);
  const perIp = (route: string): RateRule => ({
    name: `ip:${route}`,
    max: app.deps.config.RATE_LIMIT_CREDENTIALS,
    windowMs: MINUTE,
  });
  const rules = {
    loginFailures: { name: 'email:login-failures', max: 5, windowMs: 15 * MINUTE },
    signUp: { name: 'email:sign-up', max: 5, windowMs: 15 * MINUTE },
    resend: { name: 'email:resend', max: 3, windowMs: 15 * MINUTE },
    forgot: { name: 'email:forgot', max: 3, windowMs: 15 * MINUTE },
  } satisfies Record<string, RateRule>;
  return {
    limiter,
    rules,
    /** An onRequest hook: counts every attempt from the client's IP, valid or not. */
    ipHook: (route: string) => {
      const rule = perIp(route);
      return async (request: FastifyRequest) => limiter.consume(rule, clientIp(request));
    },
  };
}
