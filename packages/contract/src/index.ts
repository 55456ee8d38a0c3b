export * from './errors.ts';
export * from './envelope.ts';
export * from './health.ts';
export * from './users.ts';
