// play: the module's public face. Other modules import only this file (ADR 0039).
export { playRoutes } from './routes.ts';
