import {
  type CampaignInput,
  campaignAdminEndpoints,
  campaignFranchisorEndpoints,
  campaignOwnerEndpoints,
  campaignTaskEndpoints as tasks,
} from '@fitfit/contracts';
import { call, download } from '../../../lib/api-client';
import { resourceKeys } from '../../../lib/queryKeys';
import type { ListQuery } from '../../../ui/usePagedList';
import type { AreaKind } from '../api';

/**
 * The campaigns' calls (docs/intranet.md « Campagnes »), each through its descriptor: a restaurant's tasks for its
 * people (the proof: photos, comment, « Fait »), and an author's campaigns in its area (list, writing, follow-up,
 * export, reminder, « À refaire »). One cache root per restaurant and per area.
 */
export const taskApi = (restaurantId: string) => {
  const params = { restaurantId };
  const item = (id: string) => ({ restaurantId, id });
  const root = ['intranet-campaigns', restaurantId] as const;
  return {
    keys: { all: root, list: [...root, 'tasks'] as const, task: (id: string) => [...root, 'task', id] as const },
    list: (signal?: AbortSignal) => call(tasks.list, { params, signal }),
    get: (id: string, signal?: AbortSignal) => call(tasks.get, { params: item(id), signal }),
    addPhoto: (id: string, file: File) => call(tasks.addPhoto, { params: item(id), body: file }),
    removePhoto: (id: string, photoId: string) => call(tasks.removePhoto, { params: { ...item(id), photoId } }),
    done: (id: string, comment: string) => call(tasks.done, { params: item(id), body: { comment } }),
  };
};
export type TaskApi = ReturnType<typeof taskApi>;

type Author = typeof campaignAdminEndpoints;
const descriptors: Record<AreaKind, Author> = {
  admin: campaignAdminEndpoints,
  franchisor: campaignFranchisorEndpoints as unknown as Author,
  // the same descriptors under `restaurants/:restaurantId/intranet`: `at` below fills the restaurant
  restaurant: campaignOwnerEndpoints as unknown as Author,
};

export const campaignAuthorApi = (kind: AreaKind, restaurantId: string | null) => {
  const e = descriptors[kind];
  const at = kind === 'restaurant' ? { restaurantId: restaurantId ?? '' } : {};
  const withAt = <T extends object>(args: T) => ({ ...args, params: { ...at, ...(args as { params?: object }).params } }) as T;
  const root = ['intranet-campaigns', kind === 'restaurant' ? (restaurantId ?? '') : kind] as const;
  return {
    keys: resourceKeys(...root, 'written'),
    root,
    followUpKey: (id: string) => [...root, 'follow-up', id] as const,
    page: (query: ListQuery, signal?: AbortSignal) => call(e.list, withAt({ query, signal })),
    create: (body: CampaignInput) => call(e.create, withAt({ body })),
    update: (id: string, body: CampaignInput) => call(e.update, withAt({ params: { id }, body })),
    remove: (id: string) => call(e.remove, withAt({ params: { id } })),
    followUp: (id: string, signal?: AbortSignal) => call(e.followUp, withAt({ params: { id }, signal })),
    remind: (id: string) => call(e.remind, withAt({ params: { id } })),
    reopen: (id: string, restaurantId: string, reason: string) =>
      call(e.reopen, withAt({ params: { id }, body: { restaurant_id: restaurantId, reason } })),
    exportFollowUp: (id: string, format: 'csv' | 'xlsx') =>
      download(e.exportFollowUp, withAt({ params: { id }, query: { format } }), `suivi-campagne.${format}`),
  };
};
export type CampaignAuthorApi = ReturnType<typeof campaignAuthorApi>;
