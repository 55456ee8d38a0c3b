// exercises: the module's public face. Other modules import only this file (ADR 0039).
export { exercisesRoutes } from './routes.ts';
export { toExerciseItem } from './service.ts';
