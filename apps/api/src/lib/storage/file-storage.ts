import type { Readable } from 'node:stream';

export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where uploaded files live. Keys are `<restaurantId>/<random>.<ext>`, built by the caller from checked parts.
 * The data folder by default; an S3-compatible bucket when `S3_BUCKET` is set, so that several API
 * instances serve the same files.
 */
export interface FileStorage {
  readonly kind: 'disk' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /**
   * The file's bytes and its whole size, or undefined when there is no such file. With `range` (inclusive
   * byte offsets, already checked against the size), only those bytes: audio is streamed by ranges.
   */
  get(key: string, range?: ByteRange): Promise<{ body: Readable; size: number } | undefined>;
  /** Removes the file; a missing file is fine. */
  remove(key: string): Promise<void>;
}
