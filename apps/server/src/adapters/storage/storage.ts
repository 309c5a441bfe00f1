import type { Readable } from 'node:stream';

/**
 * The storage port (DESIGN §2 files): where uploaded files live. Keys are made by the caller (random,
 * never a user's file name) and look like `merchant/<partner>/<uuid>`. A local folder under DATA_DIR is
 * the default; an S3-compatible bucket (AWS S3, MinIO) when several server instances must share files.
 */
export interface Storage {
  /** Writes the bytes under the key, replacing what was there. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  /** The bytes as a stream, or null when nothing is stored under the key. */
  stream(key: string): Promise<Readable | null>;
  /** Removes the key; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}

/** Keys are path-like but never climb out of their root: letters, digits, `-`, `_`, `.` and `/` only. */
const KEY_PATTERN = /^(?!.*\.\.)(?!\/)[A-Za-z0-9/_.-]{1,200}$/;
export const assertStorageKey = (key: string) => {
  if (!KEY_PATTERN.test(key)) throw new Error('invalid storage key');
  return key;
};
