import { type DocumentFolder, libraryEndpoints as library, documentOwnerEndpoints as owner } from '@fitfit/contracts';
import { call } from '../../../lib/api-client';

/**
 * The document library's calls (docs/intranet.md « Documents »), each through its descriptor: the restaurant's library
 * for its people, its owners' documents and versions. One cache key root per restaurant.
 */
export const documentsApi = (restaurantId: string) => {
  const params = { restaurantId };
  const item = (id: string) => ({ restaurantId, id });
  const root = ['intranet-documents', restaurantId] as const;
  return {
    keys: {
      all: root,
      folders: [...root, 'folders'] as const,
      list: (query: object) => [...root, 'list', query] as const,
      own: [...root, 'own'] as const,
      document: (id: string) => [...root, 'document', id] as const,
    },
    folders: (signal?: AbortSignal) => call(library.folders, { params, signal }),
    list: (query: { search: string; page: number; folder?: DocumentFolder }, signal?: AbortSignal) =>
      call(library.list, { params, query: { ...query, per_page: 20 }, signal }),
    detail: (id: string, signal?: AbortSignal) => call(library.get, { params: item(id), signal }),
    download: (id: string, version?: number) => call(library.download, { params: item(id), query: { version } }),
    confirm: (id: string) => call(library.confirm, { params: item(id) }),
    /** The owners' own documents (which ones they may send a new version of, edit, follow up, withdraw). */
    own: (signal?: AbortSignal) => call(owner.list, { params, query: { per_page: 100 }, signal }),
  };
};
export type DocumentsApi = ReturnType<typeof documentsApi>;

/** Saves a signed address's file: the address is the right, valid a few minutes, so it is opened at once. */
export const saveLink = (link: { url: string; file_name: string }) => {
  const a = document.createElement('a');
  a.href = link.url;
  a.download = link.file_name;
  document.body.append(a);
  a.click();
  a.remove();
};

const typeLabels: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'Image JPEG',
  'image/png': 'Image PNG',
  'image/webp': 'Image WebP',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'PowerPoint',
  'application/vnd.oasis.opendocument.text': 'Texte OpenDocument',
  'application/vnd.oasis.opendocument.spreadsheet': 'Tableur OpenDocument',
};
export const typeLabel = (mediaType: string) => typeLabels[mediaType] ?? 'Fichier';

const number = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });
/** « 850 o », « 12 ko », « 1,4 Mo » (units of 1 000, as the upload limit says). */
export const fileSize = (bytes: number) =>
  bytes < 1000 ? `${bytes} o` : bytes < 1_000_000 ? `${number.format(bytes / 1000)} ko` : `${number.format(bytes / 1_000_000)} Mo`;
