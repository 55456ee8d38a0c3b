import type {
  ConfirmPaymentBody,
  CurrentUser,
  InitiatePaymentData,
  PlanType,
} from '@ascend/contract';
import { api } from '../../../lib/api.ts';

/** The contract's confirm and cancel responses (zod is not a web dependency, so spelled out). */
interface Confirmed {
  message: string;
  subscription: CurrentUser['subscription'];
}
type Cancelled = Confirmed;

/** The spec's subscription calls (section 7). Success changes the learner, so current-user refetches. */
export const subscriptionApi = api.injectEndpoints({
  endpoints: (build) => ({
    initiatePayment: build.mutation<InitiatePaymentData, PlanType>({
      query: (plan_type) => ({
        url: 'subscription/initiate/',
        method: 'POST',
        body: { plan_type },
      }),
      transformResponse: (body: { data: InitiatePaymentData }) => body.data,
    }),
    confirmPayment: build.mutation<Confirmed, ConfirmPaymentBody>({
      query: (body) => ({ url: 'subscription/', method: 'POST', body }),
      transformResponse: (body: { data: Confirmed }) => body.data,
      invalidatesTags: ['CurrentUser', 'Subscription', 'Hearts', 'Notifications'],
    }),
    cancelSubscription: build.mutation<Cancelled, undefined>({
      query: () => ({ url: 'subscription/cancel/', method: 'POST' }),
      transformResponse: (body: { data: Cancelled }) => body.data,
      invalidatesTags: ['CurrentUser', 'Subscription'],
    }),
  }),
});

export const {
  useInitiatePaymentMutation,
  useConfirmPaymentMutation,
  useCancelSubscriptionMutation,
} = subscriptionApi;
