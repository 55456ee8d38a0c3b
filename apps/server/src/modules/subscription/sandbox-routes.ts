import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sandboxPayBody, sandboxPayResponse } from '@ascend/contract';
import { notFound } from '../../errors.ts';
import { paymentProvider } from '../../payments/provider.ts';
import { sandboxPay } from './sandbox-pay.ts';
import { scheduleSandboxWebhook } from './sandbox-webhook.ts';

/** The checkout's parts, in load order; each is an IIFE sharing one private namespace. */
const SCRIPT_PARTS = ['styles.js', 'dom.js', 'panels.js', 'sandbox-checkout.js'];

/** Reads apps/server/public-checkout from src/ (tsx) or dist/ (bundle) as one script. */
function checkoutScript(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const folder = path.join(dir, 'public-checkout');
    if (existsSync(path.join(folder, 'sandbox-checkout.js'))) {
      return SCRIPT_PARTS.map((f) => readFileSync(path.join(folder, f), 'utf8')).join('\n');
    }
    dir = path.dirname(dir);
  }
  throw new Error('Sandbox checkout script (apps/server/public-checkout) not found');
}

/** The embedded sandbox provider's checkout: the script the client loads and its charge call. */
export const sandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const script = checkoutScript();
  const tags = ['subscription'];

  app.get(
    '/subscription/sandbox/checkout.js',
    { schema: { tags, summary: 'Sandbox checkout script (defines window.SandboxCheckout)' } },
    async (_req, reply) => {
      if (paymentProvider(app.deps).name !== 'sandbox') throw notFound('Sandbox checkout');
      return reply.type('application/javascript; charset=utf-8').send(script);
    },
  );

  app.post(
    '/subscription/sandbox/pay',
    { schema: { tags, body: sandboxPayBody, response: { 200: sandboxPayResponse } } },
    async (req) => {
      const result = await sandboxPay(app.deps, req.body);
      if (result.status === 'successful' && result.transaction_id) {
        await scheduleSandboxWebhook(app.deps, {
          reference: result.tx_ref,
          transactionId: result.transaction_id,
        });
      }
      return { data: result };
    },
  );
};
