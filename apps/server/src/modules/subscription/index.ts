// subscription: the module's public face. Other modules import only this file (ADR 0039).
export { applyDueEntitlements } from './entitlement-job.ts';
export { subData } from './pricing.ts';
export { subscriptionRoutes } from './routes.ts';
export { deliverSandboxWebhook } from './sandbox-webhook.ts';
export { subscriptionStatus, type SubscriptionStatus } from './status.ts';
