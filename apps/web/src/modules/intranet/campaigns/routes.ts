import type { PageLoaders } from '../../types';

/** The campaigns' screens (docs/intranet.md « Campagnes »): the restaurant's tasks, and each author's campaigns. */
export const campaignPages: PageLoaders = {
  'intranet-campaigns': () => import('./TasksPage'),
  'intranet-campaign': () => import('./TaskPage'),
  'intranet-team-campaigns': () => import('./CampaignsPage'),
  'admin-intranet-campaigns': () => import('./CampaignsPage').then((m) => ({ default: m.AdminCampaignsPage })),
  'franchisor-intranet-campaigns': () => import('./CampaignsPage').then((m) => ({ default: m.FranchisorCampaignsPage })),
};
