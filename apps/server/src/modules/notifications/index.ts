// notifications: the module's public face. Other modules import only this file (ADR 0039).
export { withUnsubscribe } from './marketing-mail.ts';
export { notificationRoutes } from './routes.ts';
export { createNotification } from './service.ts';
export { unsubscribeLink } from './unsubscribe-token.ts';
