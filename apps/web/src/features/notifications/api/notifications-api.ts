import type { Announcement, NotificationItem } from '@ascend/contract';
import { api } from '../../../lib/api.ts';

interface NotificationPage {
  results: NotificationItem[];
  page: number;
  page_size: number;
  total: number;
  unread_count: number;
}

const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    notifications: build.query<NotificationPage, number>({
      query: (page) => `notifications/?page=${page}`,
      transformResponse: (body: { data: NotificationPage }) => body.data,
      providesTags: ['Notifications'],
    }),
    markNotificationRead: build.mutation<unknown, number>({
      query: (id) => ({ url: `notifications/${id}/read/`, method: 'POST' }),
      invalidatesTags: ['Notifications'],
    }),
    markAllNotificationsRead: build.mutation<unknown, undefined>({
      query: () => ({ url: 'notifications/read-all/', method: 'POST' }),
      invalidatesTags: ['Notifications'],
    }),
    announcement: build.query<Announcement, undefined>({
      query: () => 'announcement/',
      transformResponse: (body: { data: Announcement }) => body.data,
    }),
  }),
});

export const {
  useNotificationsQuery,
  useMarkNotificationReadMutation,
  useMarkAllNotificationsReadMutation,
  useAnnouncementQuery,
} = notificationsApi;
