// offline: the module's public face. Other modules import only this file (ADR 0039).
export { offlineRoutes } from './routes.ts';
