import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/**
 * The key that seals secrets at rest: ENCRYPTION_KEY when set, else one made on first use in
 * DATA_DIR/secret.key (readable by the server's user only). Read lazily, so a server that never seals
 * anything never writes the file.
 */
export const secretKeyFrom = (config: { ENCRYPTION_KEY?: string; DATA_DIR: string }) => {
  let key: Buffer | undefined;
  return (): Buffer => {
    if (key) return key;
    const configured = config.ENCRYPTION_KEY;
    if (configured) {
      key = /^[0-9a-fA-F]{64}$/.test(configured)
        ? Buffer.from(configured, 'hex')
        : Buffer.from(configured, 'base64');
      return key;
    }
    const file = path.join(config.DATA_DIR, 'secret.key');
    try {
      key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
    } catch {
      mkdirSync(config.DATA_DIR, { recursive: true });
      const fresh = randomBytes(32);
      // 'wx': two processes starting together cannot overwrite each other's key.
      try {
        writeFileSync(file, fresh.toString('base64'), { mode: 0o600, flag: 'wx' });
        key = fresh;
      } catch {
        key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
      }
    }
    if (key.length !== 32) throw new Error(`${file} does not hold a 32-byte key`);
    return key;
  };
};
