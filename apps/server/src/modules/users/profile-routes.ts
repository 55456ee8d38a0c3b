import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  currentUserResponse,
  deleteAccountBody,
  idParam,
  messageData,
  publicUserResponse,
} from '@ascend/contract';
import { notFound } from '../../errors.ts';
import { readAvatar } from './avatars.ts';
import { currentUserView } from './present.ts';
import { readProfileForm } from './profile-form.ts';
import { deleteAccount, publicProfile, updateProfile } from './profile-service.ts';
import { learnerRoute } from '../../plugins/learner-route.ts';

const tags = ['users'];
const security = [{ bearer: [] }];

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/current-user',
    {
      ...learnerRoute(app),
      schema: {
        tags,
        summary: 'The signed-in user',
        security,
        response: { 200: currentUserResponse },
      },
    },
    async (request) => ({ data: await currentUserView(deps.db, request.userId, deps.clock.now()) }),
  );

  app.get(
    '/avatars/:file',
    {
      schema: {
        tags,
        summary: 'An uploaded avatar image',
        params: z.object({ file: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      const found = await readAvatar(deps.objects, request.params.file);
      if (!found) throw notFound('Avatar');
      if (found.size !== undefined) reply.header('content-length', found.size);
      return reply.type(found.contentType).send(found.body);
    },
  );

  app.get(
    '/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "A user's public profile (never the email)",
        security,
        params: idParam,
        response: { 200: publicUserResponse },
      },
    },
    async (request) => ({ data: await publicProfile(deps, request.params.id) }),
  );

  app.patch(
    '/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary:
          'Update one’s own profile (multipart/form-data: username, country, placement, avatar file)',
        consumes: ['multipart/form-data'],
        security,
        params: idParam,
        response: { 200: currentUserResponse },
      },
    },
    async (request) => {
      const form = await readProfileForm(request);
      return { data: await updateProfile(deps, request.userId, request.params.id, form) };
    },
  );

  app.delete(
    '/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Delete one’s own account (needs the password)',
        security,
        params: idParam,
        body: deleteAccountBody.optional(),
        response: { 200: messageData },
      },
    },
    async (request) => {
      await deleteAccount(deps, request.userId, request.params.id, request.body?.password);
      return { data: { message: 'Your account was deleted.' } };
    },
  );
};
