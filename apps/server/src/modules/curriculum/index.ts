// curriculum: the module's public face. Other modules import only this file (ADR 0039).
export { contentFolder } from './content-files.ts';
export { seedCurriculum } from './content-loader.ts';
export { type LearnerPath, lessonOpenIn, loadPath } from './learner.ts';
export {
  type ExerciseNode,
  type ExerciseRow,
  type LessonNode,
  type Outline,
  pathRef,
} from './outline.ts';
export { curriculumRoutes } from './routes.ts';
