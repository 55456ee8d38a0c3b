// lessons: the module's public face. Other modules import only this file (ADR 0039).
export { lessonsRoutes } from './routes.ts';
export { toLessonItem } from './service.ts';
export { xpForRun } from './xp.ts';
