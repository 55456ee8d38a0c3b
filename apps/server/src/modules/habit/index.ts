// habit: the module's public face. Other modules import only this file (ADR 0039).
export { publicStreak } from './read.ts';
export { sendDueReminders } from './reminders.ts';
export { habitRoutes } from './routes.ts';
export { checkZone, saveHabitSettings } from './settings.ts';
export { habitSubscriber } from './subscriber.ts';
