import { randomBytes } from 'node:crypto';
import { accessCases } from '../../../test/support/admin/access-cases.ts';
import { testRedisUrl } from '../../../test/support/leaderboard/test-fixtures.ts';

// Boards ranked in Redis sorted sets, under a key prefix of this file's own.
const prefix = `ascend-test:${randomBytes(4).toString('hex')}:`;
accessCases('Redis boards', () => ({ REDIS_URL: testRedisUrl, REDIS_KEY_PREFIX: prefix }));
