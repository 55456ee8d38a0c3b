import type { ContactBody } from '@ascend/contract';
import { api } from '../../../lib/api.ts';

const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<unknown, ContactBody>({
      query: (body) => ({ url: 'contact/', method: 'POST', body }),
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
