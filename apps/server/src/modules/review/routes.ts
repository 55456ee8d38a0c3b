import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  heartPracticeAnswerBody,
  heartPracticeAnswerResponse,
  heartPracticeResponse,
  practiceAnswerBody,
  reviewAnswerResponse,
  reviewIdParam,
  reviewNextResponse,
  reviewSummaryResponse,
} from '@ascend/contract';
import { answerCard, nextCard, reviewSummary } from './deck.ts';
import { answerHeartPractice, startHeartPractice } from './heart-practice.ts';

/** The review deck and heart practice (ADR 0016), all the caller's own. */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;
  const tags = ['review'];
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/review/summary',
    { schema: { tags, response: { 200: reviewSummaryResponse } } },
    async (request) => ({
      data: await reviewSummary(db, request.userId, clock.now()),
    }),
  );

  app.get(
    '/review/next',
    { schema: { tags, response: { 200: reviewNextResponse } } },
    async (request) => ({
      data: await nextCard(db, request.userId, clock.now()),
    }),
  );

  app.post(
    '/review/:id/answer',
    {
      schema: {
        tags,
        params: reviewIdParam,
        body: practiceAnswerBody,
        response: { 200: reviewAnswerResponse },
      },
    },
    async (request) => ({
      data: await answerCard(db, request.userId, request.params.id, request.body, clock.now()),
    }),
  );

  app.post(
    '/review/heart-practice',
    { schema: { tags, response: { 200: heartPracticeResponse } } },
    async (request) => ({ data: await startHeartPractice(db, request.userId, clock.now()) }),
  );

  app.post(
    '/review/heart-practice/:id/answer',
    {
      schema: {
        tags,
        params: reviewIdParam,
        body: heartPracticeAnswerBody,
        response: { 200: heartPracticeAnswerResponse },
      },
    },
    async (request) => ({
      data: await answerHeartPractice(
        db,
        request.userId,
        request.params.id,
        request.body,
        clock.now(),
      ),
    }),
  );
};
