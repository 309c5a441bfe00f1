import path from 'node:path';
import type { Config } from '../../config';
import type { Storage } from './storage';
import { createLocalStorage } from './storage.local';
import { createS3Storage } from './storage.s3';

/** The S3-compatible bucket when STORAGE_S3_BUCKET is set, else the folder DATA_DIR/files. */
export const storageFromConfig = (config: Config): Storage =>
  config.STORAGE_S3_BUCKET
    ? createS3Storage({
        bucket: config.STORAGE_S3_BUCKET,
        endpoint: config.STORAGE_S3_ENDPOINT,
        region: config.STORAGE_S3_REGION,
        accessKeyId: config.STORAGE_S3_ACCESS_KEY_ID,
        secretAccessKey: config.STORAGE_S3_SECRET_ACCESS_KEY,
        forcePathStyle: config.STORAGE_S3_FORCE_PATH_STYLE,
        prefix: config.STORAGE_S3_PREFIX,
      })
    : createLocalStorage(path.join(config.DATA_DIR, 'files'));
