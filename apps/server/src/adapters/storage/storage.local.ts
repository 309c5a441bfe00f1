import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { assertStorageKey, type Storage } from './storage';

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/** Files in a folder (DATA_DIR/files by default). A write lands whole or not at all (temporary file, then rename). */
export const createLocalStorage = (root: string): Storage => {
  const file = (key: string) => path.join(root, assertStorageKey(key));
  return {
    async put(key, body) {
      const target = file(key);
      await mkdir(path.dirname(target), { recursive: true });
      const tmp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(tmp, body, { mode: 0o600 });
      await rename(tmp, target);
    },
    async get(key) {
      try {
        return await readFile(file(key));
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async stream(key) {
      const target = file(key);
      try {
        await stat(target);
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
      return createReadStream(target);
    },
    async delete(key) {
      await rm(file(key), { force: true });
    },
  };
};
