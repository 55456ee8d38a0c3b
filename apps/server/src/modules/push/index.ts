// push: the module's public face. Other modules import only this file (ADR 0039).
export { pushRoutes } from './routes.ts';
export { sendToUser } from './service.ts';
