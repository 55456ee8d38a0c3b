import type { CurrentUser } from '@ascend/contract';
import { api } from '../../../lib/api.ts';

/** A token response (login, sign-up, google sign-in): `{ data: { token, user } }`. */
export interface Session {
  token: { access_token: string; refreshToken: string };
  user: CurrentUser;
}

interface Credentials {
  email: string;
  password: string;
}

const unwrap = <T>(body: { data: T }) => body.data;

const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    signUp: build.mutation<Session, Credentials>({
      query: (body) => ({ url: 'users/', method: 'POST', body }),
      transformResponse: unwrap<Session>,
    }),
    login: build.mutation<Session, Credentials>({
      query: (body) => ({ url: 'users/login/', method: 'POST', body }),
      transformResponse: unwrap<Session>,
    }),
    googleSignIn: build.mutation<Session, { token: string; email: string }>({
      query: (body) => ({ url: 'users/google-signIn/', method: 'POST', body }),
      transformResponse: unwrap<Session>,
    }),
    googleConfig: build.query<{ enabled: boolean; client_id: string | null }, undefined>({
      query: () => 'users/google-config/',
      transformResponse: unwrap<{ enabled: boolean; client_id: string | null }>,
    }),
    resendEmail: build.mutation<unknown, string>({
      query: (email) => ({
        url: `users/resend-email/${encodeURIComponent(email)}/`,
        method: 'POST',
      }),
    }),
    forgotPassword: build.mutation<unknown, string>({
      query: (email) => ({
        url: `users/forgot-password/${encodeURIComponent(email)}/`,
        method: 'POST',
      }),
    }),
    resetPassword: build.mutation<unknown, { token: string; password: string }>({
      query: (body) => ({ url: 'users/reset-password/', method: 'POST', body }),
    }),
    verifyEmail: build.mutation<unknown, { token: string }>({
      query: (body) => ({ url: 'users/verify-email/', method: 'POST', body }),
    }),
  }),
});

export const {
  useSignUpMutation,
  useLoginMutation,
  useGoogleSignInMutation,
  useGoogleConfigQuery,
  useResendEmailMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useVerifyEmailMutation,
} = authApi;
