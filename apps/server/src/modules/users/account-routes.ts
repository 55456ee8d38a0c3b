import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordBody,
  emailParam,
  messageData,
  resetPasswordBody,
  verifyEmailBody,
} from '@ascend/contract';
import {
  changePassword,
  forgotPassword,
  resendVerification,
  resetPassword,
  verifyEmail,
} from './account-service.ts';
import { accountLimits } from './limits.ts';

const tags = ['users'];
const ok = (message: string) => ({ data: { message } });

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { limiter, rules, ipHook } = accountLimits(app);
  const { deps } = app;

  app.post(
    '/verify-email',
    {
      schema: {
        tags,
        summary: 'Confirm the email with the mailed token',
        body: verifyEmailBody,
        response: { 200: messageData },
      },
    },
    async (request) => {
      await verifyEmail(deps, request.body.token);
      return ok('Your email is verified.');
    },
  );

  app.post(
    '/resend-email/:email',
    {
      onRequest: ipHook('resend-email'),
      schema: {
        tags,
        summary: 'Mail a new verification link',
        params: emailParam,
        response: { 200: messageData },
      },
    },
    async (request) => {
      await limiter.consume(rules.resend, request.params.email);
      await resendVerification(deps, request.params.email);
      return ok(
        'If this email belongs to an account that still needs verification, a new link is on its way.',
      );
    },
  );

  app.post(
    '/forgot-password/:email',
    {
      onRequest: ipHook('forgot-password'),
      schema: {
        tags,
        summary: 'Mail a password reset link',
        params: emailParam,
        response: { 200: messageData },
      },
    },
    async (request) => {
      await limiter.consume(rules.forgot, request.params.email);
      await forgotPassword(deps, request.params.email);
      return ok('If an account exists for this email, a password reset link is on its way.');
    },
  );

  app.post(
    '/reset-password',
    {
      schema: {
        tags,
        summary: 'Set a new password with the mailed token',
        body: resetPasswordBody,
        response: { 200: messageData },
      },
    },
    async (request) => {
      await resetPassword(deps, request.body.token, request.body.password);
      return ok('Your password was changed. Sign in with the new password.');
    },
  );

  app.post(
    '/change-password',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Change the password (needs the current one)',
        security: [{ bearer: [] }],
        body: changePasswordBody,
        response: { 200: messageData },
      },
    },
    async (request) => {
      await changePassword(
        deps,
        request.userId,
        request.body.current_password,
        request.body.new_password,
      );
      return ok('Your password was changed.');
    },
  );
};
