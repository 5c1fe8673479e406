import type { SongFormat } from '@fitfit/contracts';
import { fileTypeFromBuffer } from 'file-type';
import { parseBuffer } from 'music-metadata';
import { HttpError } from '../../lib/http-errors';

/** Content type the stream answers for each accepted format. */
export const audioMime: Record<SongFormat, string> = { mp3: 'audio/mpeg', ogg: 'audio/ogg', m4a: 'audio/mp4', flac: 'audio/flac' };

/** What file-type recognises, mapped to the formats the catalogue accepts (Ogg Vorbis or Opus, AAC/ALAC in M4A). */
const accepted: Record<string, SongFormat> = { mp3: 'mp3', ogg: 'ogg', oga: 'ogg', opus: 'ogg', m4a: 'm4a', flac: 'flac' };

export const UNSUPPORTED_AUDIO = 'Format non pris en charge : envoyez un fichier audio MP3, OGG, M4A ou FLAC';

export interface AudioTags {
  format: SongFormat;
  title: string | null;
  artist: string | null;
  album: string | null;
  genre: string | null;
  duration_ms: number;
  cover: { data: Buffer; mime: string } | null;
}

const clean = (v: string | undefined | null, max: number) => {
  const s = v?.replaceAll('\u0000', '').trim();
  return s ? s.slice(0, max) : null;
};

/**
 * The file's real format from its bytes (never its name or the client's header) and its tags, read by
 * music-metadata. A file that is not one of the four formats, or that cannot be parsed as one, is a 415.
 */
export const readAudio = async (buffer: Buffer): Promise<AudioTags> => {
  const type = await fileTypeFromBuffer(buffer);
  const format = type ? accepted[type.ext] : undefined;
  if (!format) throw new HttpError(415, 'unsupported_media_type', UNSUPPORTED_AUDIO);
  let meta: Awaited<ReturnType<typeof parseBuffer>>;
  try {
    meta = await parseBuffer(buffer, { mimeType: type?.mime, size: buffer.length }, { duration: true });
  } catch {
    throw new HttpError(415, 'unsupported_media_type', `${UNSUPPORTED_AUDIO} (fichier illisible)`);
  }
  const { common } = meta;
  const picture = common.picture?.[0];
  return {
    format,
    title: clean(common.title, 200),
    artist: clean(common.artist ?? common.albumartist, 200),
    album: clean(common.album, 200),
    genre: clean(common.genre?.[0], 80),
    duration_ms: Math.max(0, Math.round((meta.format.duration ?? 0) * 1000)),
    cover: picture ? { data: Buffer.from(picture.data), mime: picture.format } : null,
  };
};
