import { leagueCases } from '../../../test/support/leagues/leagues-cases.ts';

// PostgreSQL only (PGlite by default, a server with TEST_DATABASE_URL): no REDIS_URL.
leagueCases('PostgreSQL', () => ({}));
