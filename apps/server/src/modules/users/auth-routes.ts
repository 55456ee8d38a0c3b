import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  googleConfigResponse,
  googleSignInBody,
  loginBody,
  messageData,
  refreshTokenBody,
  signUpBody,
  tokenResponse,
} from '@ascend/contract';
import { AppError } from '../../errors.ts';
import { logIn, logOut, logOutEverywhere, refresh, signUp } from './auth-service.ts';
import { googleSignIn } from './google.ts';
import { accountLimits } from './limits.ts';

const tags = ['users'];

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { limiter, rules, ipHook } = accountLimits(app);
  const { deps } = app;

  app.post(
    '/',
    {
      onRequest: ipHook('sign-up'),
      schema: {
        tags,
        summary: 'Sign up with email and password',
        body: signUpBody,
        response: { 201: tokenResponse },
      },
    },
    async (request, reply) => {
      await limiter.consume(rules.signUp, request.body.email);
      reply.status(201);
      return signUp(deps, request.body.email, request.body.password);
    },
  );

  app.post(
    '/login',
    {
      onRequest: ipHook('login'),
      schema: { tags, summary: 'Sign in', body: loginBody, response: { 200: tokenResponse } },
    },
    async (request) => {
      const { email, password } = request.body;
      // Only failures count per email, so a learner who types the password right is never locked out.
      await limiter.check(rules.loginFailures, email);
      const session = await logIn(deps, email, password);
      if (!session) {
        await limiter.record(rules.loginFailures, email);
        throw new AppError(401, 'INVALID_CREDENTIALS', 'The email or password is not correct.');
      }
      await limiter.clear(rules.loginFailures, email);
      return session;
    },
  );

  app.post(
    '/refresh-token',
    {
      schema: {
        tags,
        summary: 'Trade a refresh token for a new token pair (rotation)',
        body: refreshTokenBody,
        response: { 200: tokenResponse },
      },
    },
    async (request) => refresh(deps, request.body.refresh_token),
  );

  app.post(
    '/logout',
    {
      schema: {
        tags,
        summary: 'End the session of this refresh token',
        body: refreshTokenBody,
        response: { 200: messageData },
      },
    },
    async (request) => {
      await logOut(deps, request.body.refresh_token);
      return { data: { message: 'You are signed out.' } };
    },
  );

  app.post(
    '/logout-all',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'End every session of the caller',
        security: [{ bearer: [] }],
        response: { 200: messageData },
      },
    },
    async (request) => {
      await logOutEverywhere(deps, request.userId);
      return { data: { message: 'You are signed out on every device.' } };
    },
  );

  app.get(
    '/google-config',
    {
      schema: {
        tags,
        summary: 'Whether Google sign-in is available, and its client id',
        response: { 200: googleConfigResponse },
      },
    },
    async () => ({
      data: {
        enabled: Boolean(deps.config.GOOGLE_CLIENT_ID),
        client_id: deps.config.GOOGLE_CLIENT_ID ?? null,
      },
    }),
  );

  app.post(
    '/google-signIn',
    {
      onRequest: ipHook('google'),
      schema: {
        tags,
        summary: 'Sign in or sign up with a Google ID token',
        body: googleSignInBody,
        response: { 200: tokenResponse },
      },
    },
    async (request) => googleSignIn(deps, request.body.token, request.body.email),
  );
};
