import { accessCases } from './access-cases.ts';

// Boards ranked in PostgreSQL (no REDIS_URL).
accessCases('PostgreSQL boards', () => ({}));
