import { type AnnouncementInput, intranetEndpoints as intranet, intranetOwnerEndpoints as owner } from '@fitfit/contracts';
import { call, download } from '../../lib/api-client';

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
      written: (query: object) => [...root, 'written', query] as const,
      followUp: (id: string) => [...root, 'follow-up', id] as const,
    },
    feed: (query: { search: string; page: number; unread?: 'true' }, signal?: AbortSignal) =>
      call(intranet.feed, { params, query: { ...query, per_page: 20 }, signal }),
    unread: (signal?: AbortSignal) => call(intranet.unread, { params, signal }),
    read: (id: string, signal?: AbortSignal) => call(intranet.read, { params: item(id), signal }),
    confirm: (id: string) => call(intranet.confirm, { params: item(id) }),
    written: (query: { search: string; page: number }, signal?: AbortSignal) =>
      call(owner.list, { params, query: { ...query, per_page: 20 }, signal }),
    create: (body: AnnouncementInput) => call(owner.create, { params, body }),
    update: (id: string, body: AnnouncementInput) => call(owner.update, { params: item(id), body }),
    remove: (id: string) => call(owner.remove, { params: item(id) }),
    followUp: (id: string, signal?: AbortSignal) => call(owner.followUp, { params: item(id), signal }),
    exportFollowUp: (id: string, format: 'csv' | 'xlsx') =>
      download(owner.exportFollowUp, { params: item(id), query: { format } }, `suivi-annonce.${format}`),
  };
};
export type IntranetApi = ReturnType<typeof intranetApi>;

/** The platform's news, for the notice on `/` (every signed-in person, module or not). */
export const platformNotices = (signal?: AbortSignal) => call(intranet.notices, { signal });
