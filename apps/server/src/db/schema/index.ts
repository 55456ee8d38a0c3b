// Every table of the app, one file per domain. drizzle-kit reads this file.
export * from './users.ts';
export * from './mail.ts';
export * from './subscriptions.ts';
export * from './curriculum.ts';
export * from './notifications.ts';
export * from './leaderboard.ts';
export * from './puzzles.ts';
export * from './push.ts';
export * from './practice.ts';
export * from './habit.ts';
export * from './leagues.ts';
export * from './orion.ts';
export * from './orion-games.ts';
export * from './admin.ts';
export * from './play.ts';
