// review: the module's public face. Other modules import only this file (ADR 0039).
export { reviewRoutes } from './routes.ts';
export { reviewSubscriber } from './subscriber.ts';
