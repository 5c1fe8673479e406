import type { StreamUrl } from '@fitfit/contracts';
import { eq } from 'drizzle-orm';
import type { Config } from '../../../config';
import type { Db } from '../../../db/database';
import { musicSongs } from '../../../db/schema';
import { notFound } from '../../../lib/http-errors';
import { signedStreamUrl } from './signing';

/** A signed address of an existing song, valid MUSIC_STREAM_URL_MINUTES. */
export const streamUrl = async (db: Db, config: Config, songId: string): Promise<StreamUrl> => {
  const [song] = await db.select({ id: musicSongs.id }).from(musicSongs).where(eq(musicSongs.id, songId));
  if (!song) throw notFound('Musique introuvable');
  const expires = Math.floor(Date.now() / 1000) + config.MUSIC_STREAM_URL_MINUTES * 60;
  return { url: await signedStreamUrl(db, songId, expires), expires_at: new Date(expires * 1000).toISOString() };
};
