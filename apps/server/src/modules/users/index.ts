// users: the module's public face. Other modules import only this file (ADR 0039).
export { removeAvatar } from './avatars.ts';
export { isUniqueViolation } from './db-errors.ts';
export { avatarUrl, findActiveUser } from './present.ts';
export { revokeAllSessions } from './refresh-tokens.ts';
export { usersRoutes } from './routes.ts';
