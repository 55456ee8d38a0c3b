// admin: the module's public face. Other modules import only this file (ADR 0039).
export { writeAudit } from './audit.ts';
export { reportRoutes } from './report-routes.ts';
export { adminRoutes } from './routes.ts';
