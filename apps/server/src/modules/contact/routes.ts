import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactBody, messageData } from '@ascend/contract';
import { clientIp, rateLimiterFor } from '../../plugins/rate-limit.ts';
import { submitContact } from './service.ts';

const perIp = { name: 'ip:contact', max: 5, windowMs: 10 * 60_000 };

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const limiter = rateLimiterFor(app);
  app.post(
    '/contact',
    {
      onRequest: async (request) => limiter.consume(perIp, clientIp(request)),
      schema: {
        tags: ['contact'],
        summary: 'Send a message to support',
        body: contactBody,
        response: { 201: messageData },
      },
    },
    async (request, reply) => {
      await submitContact(app.deps, request.body);
      reply.status(201);
      return { data: { message: 'Thanks for your message! We will get back to you soon.' } };
    },
  );
};
