import type { CurrentUser } from '@ascend/contract';
import { api } from './api.ts';
import { userLoaded } from './auth/auth-slice.ts';

/** The spec's rule for profile updates (section 5). */
export const FORM_DATA_REQUIRED = 'userData must be an instance of FormData';

/** Account calls every feature shares: who am I, and update my details. */
export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    currentUser: build.query<CurrentUser, undefined>({
      query: () => 'users/current-user/',
      transformResponse: (body: { data: CurrentUser }) => body.data,
      providesTags: ['CurrentUser'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(userLoaded(data));
        } catch {
          // The failure is on the query result; screens show it from there.
        }
      },
    }),
    updateUser: build.mutation<CurrentUser, { id: number; userData: FormData }>({
      queryFn: async ({ id, userData }, _api, _extra, baseQuery) => {
        if (!(userData instanceof FormData))
          return { error: { status: 'CUSTOM_ERROR', error: FORM_DATA_REQUIRED } };
        const result = await baseQuery({ url: `users/${id}/`, method: 'PATCH', body: userData });
        if (result.error) return { error: result.error };
        return { data: (result.data as { data: CurrentUser }).data };
      },
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(userLoaded(data));
        } catch {
          // Shown by the calling form.
        }
      },
      invalidatesTags: ['CurrentUser'],
    }),
  }),
});

export const { useCurrentUserQuery, useLazyCurrentUserQuery, useUpdateUserMutation } = accountApi;
