import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountIdParam,
  linkAccountBody,
  linkedAccountListResponse,
  linkedAccountResponse,
} from '@ascend/contract';
import { linkAccount, listAccounts, unlinkAccount } from './service.ts';

/** Linked Lichess and Chess.com accounts (issue 28), all the caller's own. */
export const orionAccountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { clock } = app.deps;
  const tags = ['orion'];
  // Before validation: an anonymous caller learns nothing about the body's rules.
  app.addHook('preValidation', app.authenticate);

  app.post(
    '/orion/accounts',
    { schema: { tags, body: linkAccountBody, response: { 201: linkedAccountResponse } } },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await linkAccount(app.deps, request.userId, request.body, clock.now()) }),
  );

  app.get(
    '/orion/accounts',
    { schema: { tags, response: { 200: linkedAccountListResponse } } },
    async (request) => ({ data: await listAccounts(app.deps, request.userId) }),
  );

  app.delete(
    '/orion/accounts/:id',
    { schema: { tags, params: accountIdParam } },
    async (request, reply) => {
      await unlinkAccount(app.deps, request.userId, request.params.id);
      return reply.status(204).send();
    },
  );
};
