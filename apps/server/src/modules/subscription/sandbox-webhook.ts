import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { sandboxWebhookSecret, signSandboxBody } from '../../payments/webhook-signature.ts';

export interface SandboxWebhook {
  reference: string;
  transactionId: string;
}

/**
 * Plays the provider's part after a successful sandbox charge: a signed `charge.completed`
 * webhook SANDBOX_WEBHOOK_DELAY_MS later (negative: never), as a durable job, so a learner
 * who closes the tab after paying still gets the plan even if this process stops meanwhile.
 */
export async function scheduleSandboxWebhook(deps: Deps, webhook: SandboxWebhook): Promise<void> {
  const delay = deps.config.SANDBOX_WEBHOOK_DELAY_MS;
  if (delay < 0) return;
  await deps.queue.enqueue('sandbox.webhook', webhook, {
    startAfter: new Date(Date.now() + delay),
  });
}

/**
 * The `sandbox.webhook` job: posts the signed body to the same route a real provider calls,
 * through app.inject in the worker's own app (every worker process builds the whole app),
 * so it needs no reachable PUBLIC_URL and passes the same signature check and plugins.
 * A 5xx is thrown so the queue retries; the route itself is idempotent.
 */
export async function deliverSandboxWebhook(
  app: FastifyInstance,
  { reference, transactionId }: SandboxWebhook,
): Promise<void> {
  const payload = JSON.stringify({
    event: 'charge.completed',
    data: { id: transactionId, tx_ref: reference, status: 'successful' },
  });
  const res = await app.inject({
    method: 'POST',
    url: '/api/subscription/webhook/',
    headers: {
      'content-type': 'application/json',
      'x-sandbox-signature': signSandboxBody(sandboxWebhookSecret(app.deps.config), payload),
    },
    payload,
  });
  if (res.statusCode >= 500) throw new Error(`sandbox webhook answered ${res.statusCode}`);
  app.log.info({ reference, status: res.statusCode }, 'sandbox webhook delivered');
}
