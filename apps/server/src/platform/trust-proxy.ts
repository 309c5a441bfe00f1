import { isIP } from 'node:net';
import { z } from 'zod';

const isAddressOrCidr = (item: string) => {
  const [address = '', bits, ...rest] = item.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
};

/**
 * `TRUST_PROXY`: whose `X-Forwarded-For` the server believes for the client address (rate limits, the
 * audit log). Off by default, since anyone can send the header; `1` (a hop count) behind one load
 * balancer, or the proxies' addresses and CIDRs (`10.0.0.0/8,192.168.1.7`). Fastify's `trustProxy`
 * takes both forms as they are.
 */
export const trustProxySetting = z
  .string()
  .trim()
  .default('false')
  .transform((value, ctx): false | number | string[] => {
    if (['false', '0', 'no', 'off'].includes(value.toLowerCase())) return false;
    if (/^\d{1,2}$/.test(value)) return Number(value);
    const items = value
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean);
    const bad = items.filter((item) => !isAddressOrCidr(item));
    if (items.length === 0 || bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `must be false, a hop count or a comma-separated list of addresses/CIDRs (not ${bad.join(', ') || value})`,
      });
      return z.NEVER;
    }
    return items;
  });
