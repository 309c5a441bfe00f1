import { describe, expect, it } from 'vitest';
import { RETRY_STATUS_CODES, retriesFor, shouldRetry, type HttpMethod } from './retry';

describe('retry rule (spec §7)', () => {
  it('retries a GET once on each listed status', () => {
    for (const status of RETRY_STATUS_CODES) {
      expect(shouldRetry('GET', status, 0)).toBe(true);
      expect(shouldRetry('GET', status, 1)).toBe(false);
    }
  });

  it('never retries a GET on other statuses', () => {
    for (const status of [400, 401, 403, 404, 413, 422, 501])
      expect(shouldRetry('GET', status, 0)).toBe(false);
  });

  it.each<HttpMethod>(['POST', 'PUT', 'PATCH', 'DELETE'])('never retries %s', (method) => {
    expect(retriesFor(method)).toBe(0);
    for (const status of RETRY_STATUS_CODES) expect(shouldRetry(method, status, 0)).toBe(false);
  });

  it('lists exactly the spec statuses', () => {
    expect([...RETRY_STATUS_CODES]).toEqual([408, 409, 425, 429, 500, 502, 503, 504]);
  });
});
