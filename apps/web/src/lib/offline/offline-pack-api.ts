import type { OfflineLessons } from '@ascend/contract';
import { api } from '../api.ts';

/**
 * The offline pack (GET offline/lessons/): read whenever a signed-in screen opens; the service
 * worker keeps the last answer, so the lessons in it play without a connection.
 */
export const offlinePackApi = api.injectEndpoints({
  endpoints: (build) => ({
    offlinePack: build.query<OfflineLessons, undefined>({
      query: () => ({ url: 'offline/lessons/', cache: 'no-store' }),
      transformResponse: (body: { data: OfflineLessons }) => body.data,
    }),
  }),
});

export const { useOfflinePackQuery } = offlinePackApi;
