import type { PageLoaders } from '../types';
import { campaignPages } from './campaigns/routes';

/**
 * The intranet (docs/intranet.md): the restaurant's feed and one announcement; the authors' writing and follow-up, the
 * same screens in the restaurant's owners', the admin's and the franchisor's layouts.
 */
export const intranetPages: PageLoaders = {
  intranet: () => import('./FeedPage'),
  'intranet-announcement': () => import('./AnnouncementPage'),
  'intranet-announcements': () => import('./AnnouncementsPage'),
  'intranet-follow-up': () => import('./FollowUpPage'),
  'intranet-documents': () => import('./documents/DocumentsPage'),
  ...campaignPages,
  'admin-intranet-announcements': () => import('./AnnouncementsPage').then((m) => ({ default: m.AdminAnnouncementsPage })),
  'admin-intranet-documents': () => import('./documents/AuthoredDocumentsPage').then((m) => ({ default: m.AdminDocumentsPage })),
  'admin-intranet-follow-up': () => import('./FollowUpPage').then((m) => ({ default: m.AdminFollowUpPage })),
  'franchisor-intranet-announcements': () => import('./AnnouncementsPage').then((m) => ({ default: m.FranchisorAnnouncementsPage })),
  'franchisor-intranet-documents': () => import('./documents/AuthoredDocumentsPage').then((m) => ({ default: m.FranchisorDocumentsPage })),
  'franchisor-intranet-follow-up': () => import('./FollowUpPage').then((m) => ({ default: m.FranchisorFollowUpPage })),
};
