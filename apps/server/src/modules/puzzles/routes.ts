import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badgesFor } from '@ascend/chess';
import {
  bookmarkParam,
  bookmarkResponse,
  bookmarksResponse,
  pageQuery,
  puzzleAtRandomQuery,
  puzzleHistoryQuery,
  puzzleHistoryResponse,
  puzzleBadgesResponse,
  puzzleByTypesQuery,
  puzzleIdParam,
  puzzleListResponse,
  puzzleResponse,
  puzzleSettings,
  puzzleSettingsResponse,
  puzzleTypesResponse,
  submitPuzzleBody,
  submitPuzzleResponse,
} from '@ascend/contract';
import { getPuzzle, puzzlesByType, puzzleTypes, randomPuzzle } from './selection.ts';
import { readStats, saveDifficulty } from './stats.ts';
import { submitAttempt } from './submit.ts';
import { addBookmark, listBookmarks, removeBookmark } from './bookmarks.ts';
import { puzzleHistory } from './history.ts';

/** The puzzle calls of the spec's section 7, all for a signed-in learner. */
export const puzzleRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.db;
  const tags = ['puzzles'];
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/puzzles/puzzle-types/',
    { schema: { tags, response: { 200: puzzleTypesResponse } } },
    async () => ({
      data: await puzzleTypes(db),
    }),
  );

  app.post(
    '/puzzles/badges',
    { schema: { tags, response: { 200: puzzleBadgesResponse } } },
    async (request) => {
      const stats = await readStats(db, request.userId);
      return {
        data: {
          badges: badgesFor(stats.points),
          user_puzzle_point: stats.points,
          user_puzzle_rating: Math.round(stats.rating),
        },
      };
    },
  );

  app.get(
    '/puzzles/puzzle-by-types/',
    { schema: { tags, querystring: puzzleByTypesQuery, response: { 200: puzzleListResponse } } },
    async (request) => ({
      data: await puzzlesByType(db, request.query.type, request.query.page),
    }),
  );

  app.get(
    '/puzzles/puzzle-at-random/',
    {
      config: { accountCheckedInQuery: true },
      schema: { tags, querystring: puzzleAtRandomQuery, response: { 200: puzzleResponse } },
    },
    async (request) => ({
      data: await randomPuzzle(db, request.userId, request.query),
    }),
  );

  app.get(
    '/puzzles/history',
    { schema: { tags, querystring: puzzleHistoryQuery, response: { 200: puzzleHistoryResponse } } },
    async (request) => ({
      data: await puzzleHistory(db, request.userId, request.query.page, request.query.result),
    }),
  );

  app.get(
    '/puzzles/bookmarks',
    { schema: { tags, querystring: pageQuery, response: { 200: bookmarksResponse } } },
    async (request) => ({ data: await listBookmarks(db, request.userId, request.query.page) }),
  );

  app.put(
    '/puzzles/:id/bookmark',
    { schema: { tags, params: bookmarkParam, response: { 200: bookmarkResponse } } },
    async (request) => ({
      data: await addBookmark(db, request.userId, request.params.id, app.deps.clock.now()),
    }),
  );

  app.delete(
    '/puzzles/:id/bookmark',
    { schema: { tags, params: bookmarkParam, response: { 200: bookmarkResponse } } },
    async (request) => ({ data: await removeBookmark(db, request.userId, request.params.id) }),
  );

  app.post(
    '/puzzles/submit-puzzle/',
    { schema: { tags, body: submitPuzzleBody, response: { 200: submitPuzzleResponse } } },
    async (request) => ({
      data: await submitAttempt(
        db,
        request.userId,
        request.body,
        app.deps.clock.now(),
        app.deps.subscribers,
      ),
    }),
  );

  app.get(
    '/puzzles/settings',
    { schema: { tags, response: { 200: puzzleSettingsResponse } } },
    async (request) => {
      const s = await readStats(db, request.userId);
      return {
        data: {
          difficulty_range_from: s.difficultyRangeFrom,
          difficulty_range_to: s.difficultyRangeTo,
        },
      };
    },
  );

  app.patch(
    '/puzzles/settings',
    { schema: { tags, body: puzzleSettings, response: { 200: puzzleSettingsResponse } } },
    async (request) => ({
      data: await saveDifficulty(
        db,
        request.userId,
        request.body.difficulty_range_from,
        request.body.difficulty_range_to,
      ),
    }),
  );

  app.get(
    '/puzzles/:id/',
    { schema: { tags, params: puzzleIdParam, response: { 200: puzzleResponse } } },
    async (request) => ({
      data: await getPuzzle(db, request.params.id),
    }),
  );
};
