import type { FastifyInstance } from 'fastify';
import { sandboxWebhookSecret, signSandboxBody } from '../../payments/webhook-signature.ts';

/**
 * Plays the provider's part after a successful sandbox charge: a signed `charge.completed`
 * webhook a few seconds later, through the same HTTP route a real provider would call, so
 * a learner who closes the tab after paying still gets the plan.
 */
export function sandboxWebhookDelivery(
  app: FastifyInstance,
): (reference: string, transactionId: string) => void {
  const pending = new Set<NodeJS.Timeout>();
  app.addHook('onClose', async () => {
    for (const t of pending) clearTimeout(t);
    pending.clear();
  });
  return (reference, transactionId) => {
    const delay = app.deps.config.SANDBOX_WEBHOOK_DELAY_MS;
    if (delay < 0) return;
    const payload = JSON.stringify({
      event: 'charge.completed',
      data: { id: transactionId, tx_ref: reference, status: 'successful' },
    });
    const timer = setTimeout(() => {
      pending.delete(timer);
      app
        .inject({
          method: 'POST',
          url: '/api/subscription/webhook/',
          headers: {
            'content-type': 'application/json',
            'x-sandbox-signature': signSandboxBody(sandboxWebhookSecret(app.deps.config), payload),
          },
          payload,
        })
        .then((res) =>
          app.log.info({ reference, status: res.statusCode }, 'sandbox webhook delivered'),
        )
        .catch((err: unknown) =>
          app.log.error({ err, reference }, 'sandbox webhook delivery failed'),
        );
    }, delay);
    timer.unref();
    pending.add(timer);
  };
}
