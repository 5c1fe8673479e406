import { ADMIN_ONLY, RESTAURANT_ROLES } from '../../lib/access';

/** The admin's catalogue (SPEC §2 /music/admin-songs, /music/admin-playlists). */
export const ADMIN_ACCESS = { roles: ADMIN_ONLY } as const;
/** A restaurant's people (restorer, franchisor of its mark, admin), with the music module. */
export const MUSIC_ACCESS = { roles: RESTAURANT_ROLES, restaurant: true, module: 'fitfit_music' } as const;
/** Storage folder of the catalogue's audio and covers (platform files, no restaurant). */
export const MUSIC_FOLDER = 'music';
