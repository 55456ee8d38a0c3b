import type { PushSubscribeBody } from '@ascend/contract';
import { api } from '../../../lib/api.ts';

const data = <T>(body: { data: T }) => body.data;

/** Web Push reminders: the server's key, this browser's subscription and a test message. */
export const pushApi = api.injectEndpoints({
  endpoints: (build) => ({
    vapidPublicKey: build.query<{ public_key: string }, undefined>({
      query: () => 'push/vapid-public-key/',
      transformResponse: data<{ public_key: string }>,
    }),
    pushSubscribe: build.mutation<{ subscribed: true }, PushSubscribeBody>({
      query: (body) => ({ url: 'push/subscribe/', method: 'POST', body }),
      transformResponse: data<{ subscribed: true }>,
    }),
    pushUnsubscribe: build.mutation<{ removed: boolean }, { endpoint: string }>({
      query: (body) => ({ url: 'push/unsubscribe/', method: 'POST', body }),
      transformResponse: data<{ removed: boolean }>,
    }),
    pushTest: build.mutation<{ sent: number; removed: number }, undefined>({
      query: () => ({ url: 'push/test/', method: 'POST' }),
      transformResponse: data<{ sent: number; removed: number }>,
    }),
  }),
});
