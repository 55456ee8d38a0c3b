import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cancelSubscriptionResponse,
  confirmPaymentBody,
  confirmPaymentResponse,
  initiatePaymentBody,
  initiatePaymentResponse,
  subscriptionOverviewResponse,
} from '@ascend/contract';
import { cancelSubscription } from './cancel.ts';
import { confirmPayment } from './confirm.ts';
import { paymentProvider } from '../../payments/provider.ts';
import { initiatePayment } from './initiate.ts';
import { subscriptionOverview } from './overview.ts';
import { sandboxRoutes } from './sandbox-routes.ts';
import { webhookRoutes } from './webhook-routes.ts';

const tags = ['subscription'];
const security = [{ bearer: [] }];

export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { preHandler: app.authenticate };

  app.get(
    '/subscription',
    { ...auth, schema: { tags, security, response: { 200: subscriptionOverviewResponse } } },
    async (req) => ({
      data: await subscriptionOverview(app.deps, req.userId),
    }),
  );

  app.post(
    '/subscription/initiate',
    {
      ...auth,
      schema: {
        tags,
        security,
        body: initiatePaymentBody,
        response: { 200: initiatePaymentResponse },
      },
    },
    async (req) => ({ data: await initiatePayment(app.deps, req.userId, req.body.plan_type) }),
  );

  app.post(
    '/subscription',
    {
      ...auth,
      schema: {
        tags,
        security,
        body: confirmPaymentBody,
        response: { 200: confirmPaymentResponse },
      },
    },
    async (req) => ({ data: await confirmPayment(app.deps, req.userId, req.body, req.log) }),
  );

  app.post(
    '/subscription/cancel',
    { ...auth, schema: { tags, security, response: { 200: cancelSubscriptionResponse } } },
    async (req) => ({
      data: await cancelSubscription(app.deps, req.userId),
    }),
  );

  await app.register(sandboxRoutes);
  await app.register(webhookRoutes);
  if (app.deps.config.NODE_ENV === 'production' && paymentProvider(app.deps).name === 'sandbox') {
    app.log.warn(
      'payments use the embedded sandbox (no money moves); set the Flutterwave keys to take real payments',
    );
  }
};
