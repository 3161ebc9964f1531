// Where uploaded images live: under DATA_DIR/media by default (served by /media/i/… and, for images stored before
// variants existed, /media/u/…), or any S3-compatible store by configuration. Names are the content's hash, so a
// stored file never changes and caches keep it forever.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { MEDIA_PATH } from '@shop/core';
import type { Config } from '../../config.ts';

export interface ImageStore {
  /** an uploaded image's base address: `/media/i/<hash>` here, or under the S3 public address */
  mediaUrl(hash: string): string;
  /** one file of an uploaded image, at `media/i/<hash>/<name>` (original.<ext>, 640.avif …) */
  putMedia(hash: string, name: string, bytes: Buffer, contentType: string): Promise<void>;
  /** that file's bytes, or null when it is not stored */
  getMedia(hash: string, name: string): Promise<Buffer | null>;
}

const MEDIA_HASH_RE = /^[0-9a-f]{64}$/;
/** original.<ext> or <width>.<format>: nothing else is ever written or read under an image's folder */
export const MEDIA_FILE_RE = /^(original\.(jpeg|png|webp|avif)|\d{3,4}\.(avif|webp|jpeg))$/;
const mediaKey = (hash: string, name: string) => {
  if (!MEDIA_HASH_RE.test(hash) || !MEDIA_FILE_RE.test(name))
    throw new Error(`not a media file: ${hash}/${name}`);
  return `${MEDIA_PATH.slice(1)}${hash}/${name}`;
};

/** The largest image accepted (a product photo exported for the web is far smaller). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** What an upload route reads: above IMAGE_MAX_BYTES, so a file over it is refused as a 400 naming the field. */
export const UPLOAD_BODY_LIMIT = 12 * 1024 * 1024;
/** pictures uploaded before variants existed: `/media/u/<sha1>.<ext>`, still served */
export const LOCAL_FILE_RE = /^[0-9a-f]{40}\.(jpeg|png|webp|avif)$/;

export const localMediaDir = (config: Pick<Config, 'DATA_DIR'>) => path.resolve(config.DATA_DIR, 'media');

/** Written aside then renamed: a reader never sees half a file. */
async function writeWhole(dir: string, name: string, bytes: Buffer) {
  await mkdir(dir, { recursive: true });
  const tmp = path.join(dir, `.${name}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`);
  await writeFile(tmp, bytes);
  await rename(tmp, path.join(dir, name));
}

/** `dir` is DATA_DIR/media: old single files directly in it, uploaded images under i/<hash>/. */
export function createLocalImageStore(dir: string): ImageStore {
  return {
    mediaUrl: (hash) => `${MEDIA_PATH}${hash}`,
    async putMedia(hash, name, bytes) {
      mediaKey(hash, name);
      await writeWhole(path.join(dir, 'i', hash), name, bytes);
    },
    async getMedia(hash, name) {
      mediaKey(hash, name);
      return readFile(path.join(dir, 'i', hash, name)).catch(() => null);
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
  const publicUrl = c.publicUrl.replace(/\/+$/, '');
  return {
    mediaUrl: (hash) => `${publicUrl}${MEDIA_PATH}${hash}`,
    async putMedia(hash, name, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: c.bucket,
          Key: mediaKey(hash, name),
          Body: bytes,
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async getMedia(hash, name) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: c.bucket, Key: mediaKey(hash, name) }));
        return out.Body ? Buffer.from(await out.Body.transformToByteArray()) : null;
      } catch (err) {
        if ((err as { name?: string }).name === 'NoSuchKey') return null;
        throw err;
      }
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
