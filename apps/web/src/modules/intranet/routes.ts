import type { PageLoaders } from '../types';

/** The intranet (docs/intranet.md): the restaurant's feed and one announcement; its owners' writing and follow-up. */
export const intranetPages: PageLoaders = {
  intranet: () => import('./FeedPage'),
  'intranet-announcement': () => import('./AnnouncementPage'),
  'intranet-announcements': () => import('./AnnouncementsPage'),
  'intranet-follow-up': () => import('./FollowUpPage'),
};
