import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// s3rver ships no types: a local S3-compatible server the test starts and stops.
// @ts-expect-error no declaration file
import S3rver from 's3rver';
import type { Storage } from './storage';
import { createLocalStorage } from './storage.local';
import { createS3Storage } from './storage.s3';

let dir: string;
let s3: { close(): Promise<void> };
const stores: Record<string, Storage> = {};

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'remit-storage-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: path.join(dir, 's3'),
    configureBuckets: [{ name: 'remit-test', configs: [] }],
  });
  const address = (await server.run()) as AddressInfo;
  s3 = server;
  stores.local = createLocalStorage(path.join(dir, 'local'));
  stores.s3 = createS3Storage({
    bucket: 'remit-test',
    endpoint: `http://127.0.0.1:${address.port}`,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    prefix: 'test/',
  });
});
afterAll(async () => {
  await s3?.close();
  await rm(dir, { recursive: true, force: true });
});

const read = async (stream: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.from(c as Uint8Array));
  return Buffer.concat(chunks);
};

describe.each(['local', 's3'])('storage port: %s', (name) => {
  it('puts, gets, streams, replaces and deletes; a missing key is null', async () => {
    const store = stores[name]!;
    const key = `merchant/p1/${name}-doc`;
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3, 255]);
    await store.put(key, bytes, 'image/png');
    expect(await store.get(key)).toEqual(bytes);
    expect(await read((await store.stream(key))!)).toEqual(bytes);
    await store.put(key, Buffer.from('second'), 'application/pdf');
    expect((await store.get(key))!.toString()).toBe('second');
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    expect(await store.stream(key)).toBeNull();
    await store.delete(key); // deleting twice is fine
  });
  it('refuses keys that could climb out of their root', async () => {
    const store = stores[name]!;
    await expect(store.put('../escape', Buffer.from('x'), 'text/plain')).rejects.toThrow(
      'invalid storage key',
    );
    await expect(store.get('/etc/passwd')).rejects.toThrow('invalid storage key');
  });
});
