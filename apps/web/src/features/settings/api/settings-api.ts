import { api } from '../../../lib/api.ts';

interface Message {
  message: string;
}
const data = <T>(body: { data: T }) => body.data;

/** Account settings calls: password, sessions, deletion, mail preferences and the plan. */
export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    changePassword: build.mutation<Message, { current_password: string; new_password: string }>({
      query: (body) => ({ url: 'users/change-password/', method: 'POST', body }),
      transformResponse: data<Message>,
    }),
    logOut: build.mutation<Message, { refresh_token: string }>({
      query: (body) => ({ url: 'users/logout/', method: 'POST', body }),
      transformResponse: data<Message>,
    }),
    logOutEverywhere: build.mutation<Message, undefined>({
      query: () => ({ url: 'users/logout-all/', method: 'POST' }),
      transformResponse: data<Message>,
    }),
    deleteAccount: build.mutation<Message, { id: number; password: string }>({
      query: ({ id, password }) => ({ url: `users/${id}/`, method: 'DELETE', body: { password } }),
      transformResponse: data<Message>,
    }),
    notificationPreferences: build.query<{ marketing_emails: boolean }, undefined>({
      query: () => 'notifications/preferences',
      transformResponse: data<{ marketing_emails: boolean }>,
    }),
    setNotificationPreferences: build.mutation<
      { marketing_emails: boolean },
      { marketing_emails: boolean }
    >({
      query: (body) => ({ url: 'notifications/preferences', method: 'PATCH', body }),
      transformResponse: data<{ marketing_emails: boolean }>,
      // Write the answer straight into the cached preference: the switch follows the server.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data: saved } = await queryFulfilled;
          dispatch(settingsApi.util.upsertQueryData('notificationPreferences', undefined, saved));
        } catch {
          // The switch shows the failure.
        }
      },
    }),
    cancelSubscription: build.mutation<Message, undefined>({
      query: () => ({ url: 'subscription/cancel/', method: 'POST' }),
      transformResponse: data<Message>,
      invalidatesTags: ['CurrentUser', 'Subscription'],
    }),
  }),
});

export const {
  useChangePasswordMutation,
  useLogOutMutation,
  useLogOutEverywhereMutation,
  useDeleteAccountMutation,
  useNotificationPreferencesQuery,
  useSetNotificationPreferencesMutation,
  useCancelSubscriptionMutation,
} = settingsApi;
