import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { webhookAck } from '@ascend/contract';
import { handleWebhook } from './webhook.ts';

/**
 * Own plugin scope: the signature covers the exact bytes received, so JSON bodies reach the
 * handler as the raw string here (parsed after the signature check).
 */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
    done(null, body),
  );

  app.post(
    '/subscription/webhook',
    {
      schema: {
        tags: ['subscription'],
        summary: 'Payment provider webhook (signed)',
        response: { 200: webhookAck },
      },
    },
    async (req) => {
      const raw = typeof req.body === 'string' ? req.body : '';
      const header = (name: string) => {
        const v = req.headers[name];
        return Array.isArray(v) ? v[0] : v;
      };
      const data = await handleWebhook(
        app.deps,
        raw,
        {
          'verif-hash': header('verif-hash'),
          'x-sandbox-signature': header('x-sandbox-signature'),
        },
        req.log,
      );
      return { data };
    },
  );
};
