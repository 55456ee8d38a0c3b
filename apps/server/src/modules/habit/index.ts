// habit: the module's public face. Other modules import only this file (ADR 0039).
export { publicStreak } from './read.ts';
export { recordActivity } from './record.ts';
export { sendDueReminders } from './reminders.ts';
export { habitRoutes } from './routes.ts';
export { checkZone, saveHabitSettings, stopReminders } from './settings.ts';
export { habitSubscriber } from './subscriber.ts';
