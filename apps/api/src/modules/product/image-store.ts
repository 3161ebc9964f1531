// Where uploaded product images live: under DATA_DIR/media by default (served by /media/u/…), or any S3-compatible
// store by configuration. Names are the content's hash, so a stored file never changes and caches keep it forever.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { IMAGE_MIME, type ProductImageType } from '@shop/core';
import type { Config } from '../../config.ts';

export interface ImageStore {
  /** stores the bytes and returns the address a page shows them from */
  put(bytes: Buffer, type: ProductImageType): Promise<string>;
}

/** The largest image accepted (a product photo exported for the web is far smaller). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const LOCAL_MEDIA_PREFIX = '/media/u/';
export const LOCAL_FILE_RE = /^[0-9a-f]{40}\.(jpeg|png|webp|avif)$/;

export function imageFileName(bytes: Buffer, type: ProductImageType): string {
  return `${createHash('sha1').update(bytes).digest('hex')}.${type}`;
}

export const localMediaDir = (config: Pick<Config, 'DATA_DIR'>) => path.resolve(config.DATA_DIR, 'media');

export function createLocalImageStore(dir: string): ImageStore {
  return {
    async put(bytes, type) {
      const name = imageFileName(bytes, type);
      await mkdir(dir, { recursive: true });
      // written aside then renamed: a reader never sees half a file
      const tmp = path.join(dir, `.${name}.${process.pid}.tmp`);
      await writeFile(tmp, bytes);
      await rename(tmp, path.join(dir, name));
      return LOCAL_MEDIA_PREFIX + name;
    },
  };
}

/** A stored local file, or null (the name is checked first: nothing outside the folder is ever read). */
export async function readLocalImage(dir: string, name: string): Promise<Buffer | null> {
  if (!LOCAL_FILE_RE.test(name)) return null;
  return readFile(path.join(dir, name)).catch(() => null);
}

export function createS3ImageStore(c: {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  publicUrl: string;
}): ImageStore {
  const client = new S3Client({
    region: c.region,
    endpoint: c.endpoint,
    // MinIO and most S3-compatible stores address buckets by path, not by subdomain
    forcePathStyle: !!c.endpoint,
    credentials: { accessKeyId: c.accessKeyId, secretAccessKey: c.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
  return {
    async put(bytes, type) {
      const key = `products/${imageFileName(bytes, type)}`;
      await client.send(
        new PutObjectCommand({
          Bucket: c.bucket,
          Key: key,
          Body: bytes,
          ContentType: IMAGE_MIME[type],
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
      return `${c.publicUrl.replace(/\/+$/, '')}/${key}`;
    },
  };
}

export function imageStoreFor(config: Config): ImageStore {
  return config.S3_BUCKET
    ? createS3ImageStore({
        bucket: config.S3_BUCKET,
        endpoint: config.S3_ENDPOINT,
        region: config.S3_REGION,
        accessKeyId: config.S3_ACCESS_KEY_ID!,
        secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
        publicUrl: config.S3_PUBLIC_URL!,
      })
    : createLocalImageStore(localMediaDir(config));
}
