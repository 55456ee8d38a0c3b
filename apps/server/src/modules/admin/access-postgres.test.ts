import { accessCases } from '../../../test/support/admin/access-cases.ts';

// Boards ranked in PostgreSQL (no REDIS_URL).
accessCases('PostgreSQL boards', () => ({}));
