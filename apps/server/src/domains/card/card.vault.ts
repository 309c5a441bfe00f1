import { createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { seal, unseal } from '../../platform/crypto';
import { parseEnv } from '../../platform/env';

const key32 = z
  .string()
  .refine((v) => Buffer.from(v, 'base64').length === 32, { message: 'must be 32 bytes in base64' });

/**
 * Card-data secrets from the environment (DESIGN §6):
 * CARD_DATA_KEY       32 bytes (base64) sealing PANs with AES-256-GCM
 * CARD_DATA_KEY_ID    the name of that key, kept beside each PAN for rotation (default "env-1")
 * CARD_DATA_OLD_KEYS  earlier keys still able to open older PANs: "id:base64,id:base64"
 * CARD_CVV_KEY        32 bytes (base64), a separate secret: CVV2 and the PAN fingerprint derive from it
 * Unset, both keys are made once in DATA_DIR/card-keys.json (owner-only) and the start-up log says so.
 */
export const cardKeysEnv = z.object({
  CARD_DATA_KEY: key32.optional(),
  CARD_DATA_KEY_ID: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,32}$/)
    .default('env-1'),
  CARD_DATA_OLD_KEYS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
        .map((pair) => {
          const [id, b64] = pair.split(':');
          return { id: id ?? '', key: Buffer.from(b64 ?? '', 'base64') };
        }),
    )
    .refine(
      (list) => list.every((k) => k.id && k.key.length === 32),
      'must be id:base64 pairs of 32-byte keys',
    ),
  CARD_CVV_KEY: key32.optional(),
});
export type CardKeysEnv = z.infer<typeof cardKeysEnv>;

type KeyFile = { keyId: string; dataKey: string; cvvKey: string };

/** Reads or makes DATA_DIR/card-keys.json; `created` tells the caller to say so in the log. */
export const localCardKeys = (dataDir: string) => {
  const file = path.join(dataDir, 'card-keys.json');
  const read = () => JSON.parse(readFileSync(file, 'utf8')) as KeyFile;
  try {
    return { file, created: false, keys: read() };
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const keys: KeyFile = {
      keyId: `local-${randomBytes(3).toString('hex')}`,
      dataKey: randomBytes(32).toString('base64'),
      cvvKey: randomBytes(32).toString('base64'),
    };
    try {
      // 'wx': two processes starting together cannot overwrite each other's keys; 0600: the owner only.
      writeFileSync(file, JSON.stringify(keys), { mode: 0o600, flag: 'wx' });
      return { file, created: true, keys };
    } catch {
      return { file, created: false, keys: read() };
    }
  }
};

export type CardVault = {
  keyId: string;
  sealPan(pan: string): { panEncrypted: string; keyId: string };
  openPan(sealed: string, keyId: string): string;
  /** A keyed fingerprint (HMAC-SHA256): finds a card by its PAN without storing the PAN. */
  fingerprint(pan: string): string;
  /** CVV2, derived at read time from the PAN and expiry under the CVV secret; never stored. */
  cvv2(pan: string, expiryMonth: number, expiryYear: number): string;
};

export const createCardVault = (opts: {
  keyId: string;
  dataKey: Buffer;
  cvvKey: Buffer;
  oldKeys?: { id: string; key: Buffer }[];
}): CardVault => {
  const keys = new Map<string, Buffer>([...(opts.oldKeys ?? []).map((k) => [k.id, k.key] as const)]);
  keys.set(opts.keyId, opts.dataKey);
  // Two purposes, two keys: a fingerprint never reveals anything about a CVV2 and the reverse.
  const sub = (label: string) => Buffer.from(hkdfSync('sha256', opts.cvvKey, Buffer.alloc(0), label, 32));
  const fpKey = sub('remit card pan fingerprint v1');
  const cvvKey = sub('remit card cvv2 v1');
  return {
    keyId: opts.keyId,
    sealPan: (pan) => ({ panEncrypted: seal(pan, opts.dataKey), keyId: opts.keyId }),
    openPan(sealed, keyId) {
      const key = keys.get(keyId);
      if (!key) throw new Error(`card data key ${keyId} is not configured`);
      return unseal(sealed, key);
    },
    fingerprint: (pan) => createHmac('sha256', fpKey).update(pan).digest('hex'),
    cvv2(pan, month, year) {
      const mac = createHmac('sha256', cvvKey)
        .update(`${pan}|${String(month).padStart(2, '0')}${String(year % 100).padStart(2, '0')}`)
        .digest();
      return String(mac.readUInt32BE(0) % 1000).padStart(3, '0');
    },
  };
};

/** The vault from the environment, else from the local key file (with a line in the log saying where). */
export const cardVaultFrom = (env: CardKeysEnv, dataDir: string, log: (msg: string) => void): CardVault => {
  if (!env.CARD_DATA_KEY !== !env.CARD_CVV_KEY)
    throw new Error('CARD_DATA_KEY and CARD_CVV_KEY are set together, or neither (a local key file)');
  if (env.CARD_DATA_KEY && env.CARD_CVV_KEY)
    return createCardVault({
      keyId: env.CARD_DATA_KEY_ID,
      dataKey: Buffer.from(env.CARD_DATA_KEY, 'base64'),
      cvvKey: Buffer.from(env.CARD_CVV_KEY, 'base64'),
      oldKeys: env.CARD_DATA_OLD_KEYS,
    });
  const { file, created, keys } = localCardKeys(dataDir);
  log(
    created
      ? `card data keys created in ${file} (owner-only); set CARD_DATA_KEY and CARD_CVV_KEY in production`
      : `card data keys read from ${file}; set CARD_DATA_KEY and CARD_CVV_KEY in production`,
  );
  return createCardVault({
    keyId: keys.keyId,
    dataKey: Buffer.from(keys.dataKey, 'base64'),
    cvvKey: Buffer.from(keys.cvvKey, 'base64'),
    oldKeys: env.CARD_DATA_OLD_KEYS,
  });
};

/** The vault from process-style settings (empty values unset), as the card plugin and the demo seed read them. */
export const cardVaultFromEnv = (env: NodeJS.ProcessEnv, dataDir: string, log: (msg: string) => void) =>
  cardVaultFrom(parseEnv(cardKeysEnv, env), dataDir, log);
