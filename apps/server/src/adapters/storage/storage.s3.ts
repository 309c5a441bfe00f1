import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertStorageKey, type Storage } from './storage';

export type S3StorageOptions = {
  bucket: string;
  /** An S3-compatible endpoint (MinIO, a local test server); AWS's own when unset. */
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Path-style URLs (`endpoint/bucket/key`), which MinIO and most S3-compatible servers expect. */
  forcePathStyle: boolean;
  /** Key prefix inside the bucket, e.g. `remit/`. */
  prefix?: string;
};

const notFound = (err: unknown) =>
  err instanceof NoSuchKey ||
  (err instanceof S3ServiceException && (err.name === 'NoSuchKey' || err.$metadata.httpStatusCode === 404));

/** Files in an S3-compatible bucket, so every server instance behind a load balancer sees the same files. */
export const createS3Storage = (options: S3StorageOptions): Storage & { client: S3Client } => {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
  });
  const Bucket = options.bucket;
  const keyOf = (key: string) => `${options.prefix ?? ''}${assertStorageKey(key)}`;
  const open = async (key: string) => {
    try {
      const out = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(key) }));
      return out.Body as Readable | undefined;
    } catch (err) {
      if (notFound(err)) return null;
      throw err;
    }
  };
  return {
    client,
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: keyOf(key), Body: body, ContentType: contentType }),
      );
    },
    async get(key) {
      const body = await open(key);
      if (!body) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
      return Buffer.concat(chunks);
    },
    async stream(key) {
      const body = await open(key);
      return body ? Readable.from(body) : null;
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(key) }));
    },
  };
};
