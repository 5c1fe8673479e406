import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { FileStorage } from './file-storage';

export interface S3Settings {
  bucket: string;
  region: string;
  /** Any S3-compatible service (MinIO, Scaleway, OVH, Cloudflare R2…); AWS itself when absent. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  /** Folder of the bucket the files go to. */
  prefix: string;
}

/** Files in an S3-compatible bucket, shared by every API instance. */
export const s3Storage = (s: S3Settings): FileStorage => {
  const client = new S3Client({
    region: s.region,
    endpoint: s.endpoint,
    forcePathStyle: s.forcePathStyle,
    credentials: s.accessKeyId && s.secretAccessKey ? { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey } : undefined,
  });
  const Key = (key: string) => `${s.prefix}${key}`;
  return {
    kind: 's3',
    put: async (key, body, contentType) => {
      await client.send(new PutObjectCommand({ Bucket: s.bucket, Key: Key(key), Body: body, ContentType: contentType }));
    },
    get: async (key, range) => {
      try {
        const Range = range ? `bytes=${range.start}-${range.end}` : undefined;
        const found = await client.send(new GetObjectCommand({ Bucket: s.bucket, Key: Key(key), Range }));
        // A ranged answer carries the whole size after the slash of Content-Range ("bytes 0-99/1234").
        const total = found.ContentRange ? Number(found.ContentRange.split('/')[1]) : Number.NaN;
        return { body: found.Body as Readable, size: Number.isFinite(total) ? total : (found.ContentLength ?? 0) };
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return undefined;
        throw error;
      }
    },
    remove: async (key) => {
      await client.send(new DeleteObjectCommand({ Bucket: s.bucket, Key: Key(key) }));
    },
  };
};
