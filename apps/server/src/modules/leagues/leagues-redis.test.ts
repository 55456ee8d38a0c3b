import { randomBytes } from 'node:crypto';
import { testRedisUrl } from '../../../test/support/leaderboard/test-fixtures.ts';
import { leagueCases } from '../../../test/support/leagues/leagues-cases.ts';

// The same cases with Redis configured: awards also go to the Redis boards; leagues read
// PostgreSQL (the source of truth) and must be unaffected.
const prefix = `ascend-test:${randomBytes(4).toString('hex')}:`;
leagueCases('with Redis', () => ({ REDIS_URL: testRedisUrl, REDIS_KEY_PREFIX: prefix }));
