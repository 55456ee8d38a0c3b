// dev-clock: the module's public face. Other modules import only this file (ADR 0039).
export { devClockRoutes } from './routes.ts';
