import { type ApiErrorBody, GENERIC_ERROR_MESSAGE, type Song, type StreamUrl } from '@fitfit/contracts';
import { getSession } from '../../app/session/store';
import { ApiError, api } from '../../lib/http';
import { platformResource, restaurantResource } from '../../lib/resource';

/** The admin's catalogue (SPEC §7 songs, playlists under `admin/`). */
export const musicAdmin = {
  songs: platformResource('admin/songs'),
  playlists: platformResource('admin/playlists'),
};

/** A restaurant's music: the catalogue it reads, the playlists published to it and its own. */
export const musicResources = (restaurantId: string) => ({
  songs: restaurantResource(restaurantId, 'music', 'songs'),
  playlists: restaurantResource(restaurantId, 'music', 'playlists'),
  ownPlaylists: restaurantResource(restaurantId, 'music', 'own-playlists'),
});

/**
 * Where the player asks for a song's signed address: the admin's catalogue or the restaurant's. It names its
 * restaurant so that the player, saving its queue, can ask the same place again after a reload.
 */
export type StreamSigner = ((songId: string) => Promise<StreamUrl>) & { restaurantId: string | null };
export const streamUrlOf = (restaurantId: string | null): StreamSigner =>
  Object.assign(
    (songId: string) =>
      api.get<StreamUrl>(
        restaurantId ? `restaurants/${restaurantId}/music/songs/${songId}/stream-url` : `admin/songs/${songId}/stream-url`,
      ),
    { restaurantId },
  );

/**
 * Uploads one audio file with its progress (0 to 1): fetch cannot report an upload's progress, XMLHttpRequest
 * can. The server's French refusal comes back as an ApiError, like every other call.
 */
export const uploadSong = (file: File, onProgress: (fraction: number) => void) =>
  new Promise<Song>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/v1/admin/songs');
    xhr.setRequestHeader('accept', 'application/json');
    const { token } = getSession();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onerror = () => reject(new ApiError(GENERIC_ERROR_MESSAGE, 0, 'network_error'));
    xhr.onload = () => {
      let payload: unknown = null;
      try {
        payload = JSON.parse(xhr.responseText);
      } catch {
        // a proxy's HTML error page: the generic message below
      }
      if (xhr.status === 201) return resolve(payload as Song);
      const error = (payload as ApiErrorBody | null)?.error;
      reject(new ApiError(error?.message ?? GENERIC_ERROR_MESSAGE, xhr.status, error?.code ?? 'error', error?.fields));
    };
    const body = new FormData();
    body.append('file', file);
    xhr.send(body);
  });

/** "3:07", "1:02:05" from milliseconds. */
export const formatDuration = (ms: number) => {
  const total = Math.round(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
};

/** One file as the multipart field `file` (a song's new audio file, a cover). */
export const sendFile = <T>(method: 'POST' | 'PUT', path: string, file: File) => {
  const body = new FormData();
  body.append('file', file);
  return method === 'PUT' ? api.put<T>(path, body) : api.post<T>(path, body);
};
