import {
  type AnnouncementInput,
  intranetEndpoints as intranet,
  intranetAdminEndpoints,
  intranetFranchisorEndpoints,
  intranetOwnerEndpoints,
} from '@fitfit/contracts';
import { call, download, pathOf } from '../../lib/api-client';
import { resourceKeys } from '../../lib/queryKeys';
import type { ListQuery } from '../../ui/usePagedList';

/**
 * The intranet's calls (docs/intranet.md), each through its descriptor: a restaurant's feed for its people, the
 * owners' writing and follow-up; one cache key root per restaurant, so a read or a confirmation refreshes the feed,
 * the unread badge and the follow-up together.
 */
export const intranetApi = (restaurantId: string) => {
  const params = { restaurantId };
  const item = (id: string) => ({ restaurantId, id });
  const root = ['intranet', restaurantId] as const;
  return {
    keys: {
      all: root,
      feed: (query: object) => [...root, 'feed', query] as const,
      unread: [...root, 'unread'] as const,
      announcement: (id: string) => [...root, 'announcement', id] as const,
      /** What waits for this person (the home page): announcements to confirm. */
      toConfirm: [...root, 'to-confirm'] as const,
    },
    feed: (query: { search: string; page: number; unread?: 'true'; to_confirm?: 'true'; per_page?: number }, signal?: AbortSignal) =>
      call(intranet.feed, { params, query: { per_page: 20, ...query }, signal }),
    unread: (signal?: AbortSignal) => call(intranet.unread, { params, signal }),
    read: (id: string, signal?: AbortSignal) => call(intranet.read, { params: item(id), signal }),
    confirm: (id: string) => call(intranet.confirm, { params: item(id) }),
  };
};
export type IntranetApi = ReturnType<typeof intranetApi>;

/** The platform's news, for the notice on `/` (every signed-in person, module or not). */
export const platformNotices = (signal?: AbortSignal) => call(intranet.notices, { signal });

/** Who writes: the platform's team, a franchisor, a restaurant's owners (each in its own layout). */
export type AreaKind = 'admin' | 'franchisor' | 'restaurant';

type Author = typeof intranetAdminEndpoints;
const descriptors: Record<AreaKind, Author> = {
  admin: intranetAdminEndpoints,
  franchisor: intranetFranchisorEndpoints as unknown as Author,
  // the same descriptors under `restaurants/:restaurantId/intranet`: `at` below fills the restaurant
  restaurant: intranetOwnerEndpoints as unknown as Author,
};

/**
 * An author's calls (docs/intranet.md): its announcements as a list resource (usePagedList, useDeleteAction), their
 * writing, follow-up, export and reminder, its audience choices. One cache root per area; a restaurant's shares the
 * feed's, so that the owner's writing refreshes the team's feed too.
 */
export const authorApi = (kind: AreaKind, restaurantId: string | null) => {
  const e = descriptors[kind];
  const at = kind === 'restaurant' ? { restaurantId: restaurantId ?? '' } : {};
  const withAt = <T extends object>(args: T) => ({ ...args, params: { ...at, ...(args as { params?: object }).params } }) as T;
  const root = ['intranet', kind === 'restaurant' ? (restaurantId ?? '') : kind] as const;
  const written = resourceKeys(...root, 'written');
  return {
    kind,
    path: pathOf(e.list, at).replace(/^\/api\/v1\//, ''),
    keys: written,
    item: (id: string) => pathOf(e.get, { ...at, id }),
    root,
    followUpKey: (id: string) => [...root, 'follow-up', id] as const,
    choicesKey: [...root, 'choices'] as const,
    page: (query: ListQuery, signal?: AbortSignal) => call(e.list, withAt({ query, signal })),
    choices: (signal?: AbortSignal) => call(e.choices, withAt({ signal })),
    create: (body: AnnouncementInput) => call(e.create, withAt({ body })),
    update: (id: string, body: AnnouncementInput) => call(e.update, withAt({ params: { id }, body })),
    remove: (id: string) => call(e.remove, withAt({ params: { id } })),
    followUp: (id: string, signal?: AbortSignal) => call(e.followUp, withAt({ params: { id }, signal })),
    remind: (id: string) => call(e.remind, withAt({ params: { id } })),
    uploadImage: (file: File) => call(e.uploadImage, withAt({ body: file })),
    exportFollowUp: (id: string, format: 'csv' | 'xlsx') =>
      download(e.exportFollowUp, withAt({ params: { id }, query: { format } }), `suivi-annonce.${format}`),
  };
};
export type AuthorApi = ReturnType<typeof authorApi>;

/** The franchisor's and the admin's dashboards: the confirmation of their announcements, restaurant by restaurant. */
export const confirmationRates = (kind: 'admin' | 'franchisor', signal?: AbortSignal) =>
  call((kind === 'admin' ? intranetAdminEndpoints : intranetFranchisorEndpoints).confirmationRates, { signal });
