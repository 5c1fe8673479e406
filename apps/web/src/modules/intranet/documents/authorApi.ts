import { type DocumentInput, documentAdminEndpoints, documentFranchisorEndpoints, documentOwnerEndpoints } from '@fitfit/contracts';
import { call, download } from '../../../lib/api-client';
import { resourceKeys } from '../../../lib/queryKeys';
import type { ListQuery } from '../../../ui/usePagedList';
import type { AreaKind } from '../api';

type Author = typeof documentAdminEndpoints;
const descriptors: Record<AreaKind, Author> = {
  admin: documentAdminEndpoints,
  franchisor: documentFranchisorEndpoints as unknown as Author,
  // the same descriptors under `restaurants/:restaurantId/intranet`: `at` below fills the restaurant
  restaurant: documentOwnerEndpoints as unknown as Author,
};

/**
 * An author's documents (docs/intranet.md « Documents »): the list as a resource (usePagedList, useDeleteAction), their
 * writing, versions, signed links and the follow-up of a version, in the admin's, a franchisor's or the owners' area.
 * A restaurant's keys live under the library's root, so that the owners' writing refreshes their team's library too.
 */
export const documentAuthorApi = (kind: AreaKind, restaurantId: string | null) => {
  const e = descriptors[kind];
  const at = kind === 'restaurant' ? { restaurantId: restaurantId ?? '' } : {};
  const withAt = <T extends object>(args: T) => ({ ...args, params: { ...at, ...(args as { params?: object }).params } }) as T;
  const root = ['intranet-documents', kind === 'restaurant' ? (restaurantId ?? '') : kind] as const;
  const written = resourceKeys(...root, 'written');
  return {
    keys: written,
    root,
    followUpKey: (id: string, version: number | null) => [...root, 'follow-up', id, version] as const,
    page: (query: ListQuery, signal?: AbortSignal) => call(e.list, withAt({ query, signal })),
    get: (id: string, signal?: AbortSignal) => call(e.get, withAt({ params: { id }, signal })),
    create: (body: DocumentInput) => call(e.create, withAt({ body })),
    update: (id: string, body: DocumentInput) => call(e.update, withAt({ params: { id }, body })),
    remove: (id: string) => call(e.remove, withAt({ params: { id } })),
    addVersion: (id: string, file: File, comment: string) => call(e.addVersion, withAt({ params: { id }, query: { comment }, body: file })),
    link: (id: string, version?: number) => call(e.link, withAt({ params: { id }, query: { version } })),
    followUp: (id: string, version: number | null, signal?: AbortSignal) =>
      call(e.followUp, withAt({ params: { id }, query: { version: version ?? undefined }, signal })),
    exportFollowUp: (id: string, version: number, format: 'csv' | 'xlsx') =>
      download(e.exportFollowUp, withAt({ params: { id }, query: { version, format } }), `suivi-document-v${version}.${format}`),
  };
};
export type DocumentAuthorApi = ReturnType<typeof documentAuthorApi>;
