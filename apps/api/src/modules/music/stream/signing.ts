import type { Db } from '../../../db/database';
import { signedPath, signPath } from '../../../lib/signed-urls';

/**
 * Signed addresses of one song's audio (lib/signed-urls.ts). The audio element cannot send the bearer token, so
 * the address itself is the right to listen: to this song only, for a short time, and never the session token.
 */
export const songSubject = (songId: string) => `song:${songId}`;

const songPath = (songId: string) => `/media/music/${songId}`;

/** A signed address of one song's audio until `expires` (Unix seconds). */
export const signedStreamUrl = (db: Db, songId: string, expires: number) => signedPath(db, songPath(songId), songSubject(songId), expires);

export const streamPath = (secret: Buffer, songId: string, expires: number) =>
  signPath(secret, songPath(songId), songSubject(songId), expires);
