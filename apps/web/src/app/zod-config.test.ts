import './zod-config';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

describe('zod runs jitless on the web', () => {
  it('is what z.config() reads, set before zod was loaded', () => {
    expect(z.config().jitless).toBe(true);
  });
});
