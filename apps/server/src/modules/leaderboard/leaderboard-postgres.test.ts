import { leaderboardCases } from '../../../test/support/leaderboard/leaderboard-cases.ts';

// The PostgreSQL path: no REDIS_URL, rankings read from leaderboard_scores.
leaderboardCases('PostgreSQL', () => ({}));
