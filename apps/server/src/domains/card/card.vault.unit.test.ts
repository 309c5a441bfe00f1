import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { cardKeysEnv, cardVaultFrom, createCardVault } from './card.vault';

const dir = mkdtempSync(path.join(tmpdir(), 'card-vault-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const key = () => randomBytes(32);

describe('card vault', () => {
  it('seals a PAN so that only its key opens it, and an old key still opens older PANs', () => {
    const old = createCardVault({ keyId: 'k1', dataKey: key(), cvvKey: key() });
    const sealed = old.sealPan('4999990112345678');
    expect(sealed.panEncrypted).not.toContain('4999990112345678');
    expect(old.openPan(sealed.panEncrypted, 'k1')).toBe('4999990112345678');
    const oldKey = (old as unknown as { keyId: string }).keyId;
    expect(oldKey).toBe('k1');
  });

  it('rotates: a new key seals, the previous one named in CARD_DATA_OLD_KEYS still opens', () => {
    const [k1, k2, cvv] = [key(), key(), key()];
    const before = createCardVault({ keyId: 'k1', dataKey: k1, cvvKey: cvv });
    const sealed = before.sealPan('5599990100000004');
    const after = createCardVault({
      keyId: 'k2',
      dataKey: k2,
      cvvKey: cvv,
      oldKeys: [{ id: 'k1', key: k1 }],
    });
    expect(after.openPan(sealed.panEncrypted, 'k1')).toBe('5599990100000004');
    expect(after.sealPan('5599990100000004').keyId).toBe('k2');
    // The fingerprint and CVV2 depend on the CVV secret only: rotation keeps look-ups working.
    expect(after.fingerprint('5599990100000004')).toBe(before.fingerprint('5599990100000004'));
    expect(() =>
      createCardVault({ keyId: 'k3', dataKey: key(), cvvKey: cvv }).openPan(sealed.panEncrypted, 'k1'),
    ).toThrow();
  });

  it('derives a stable 3-digit CVV2 per PAN and expiry', () => {
    const v = createCardVault({ keyId: 'k', dataKey: key(), cvvKey: key() });
    const a = v.cvv2('4999990112345678', 6, 2030);
    expect(a).toMatch(/^\d{3}$/);
    expect(v.cvv2('4999990112345678', 6, 2030)).toBe(a);
    const others = new Set(
      Array.from({ length: 50 }, (_, i) => v.cvv2('4999990112345678', (i % 12) + 1, 2030 + i)),
    );
    expect(others.size).toBeGreaterThan(10);
  });

  it('without keys in the environment, makes an owner-only key file once and says so', () => {
    const lines: string[] = [];
    const env = cardKeysEnv.parse({});
    const first = cardVaultFrom(env, dir, (m) => lines.push(m));
    const file = path.join(dir, 'card-keys.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(lines[0]).toContain('created');
    const second = cardVaultFrom(env, dir, (m) => lines.push(m));
    expect(second.keyId).toBe(first.keyId);
    expect(second.openPan(first.sealPan('4999990100000001').panEncrypted, first.keyId)).toBe(
      '4999990100000001',
    );
  });

  it('refuses one card key without the other', () => {
    const env = cardKeysEnv.parse({ CARD_DATA_KEY: key().toString('base64') });
    expect(() => cardVaultFrom(env, dir, () => undefined)).toThrow(/CARD_CVV_KEY/);
  });
});
