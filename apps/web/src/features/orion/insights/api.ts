import type { OrionInsights } from '@ascend/contract';
import { api } from '../../../lib/api.ts';

/* Insights across the learner's analysed games (issue 28.6, ADR 0034). */
export const orionInsightsApi = api.injectEndpoints({
  endpoints: (build) => ({
    orionInsights: build.query<OrionInsights, undefined>({
      query: () => ({ url: 'orion/insights', cache: 'no-store' }),
      transformResponse: (body: { data: OrionInsights }) => body.data,
      providesTags: ['OrionInsights'],
    }),
  }),
});

export const { useOrionInsightsQuery } = orionInsightsApi;

/** While games are being analysed the page asks again this often. */
export const INSIGHTS_POLL_MS = 3000;
