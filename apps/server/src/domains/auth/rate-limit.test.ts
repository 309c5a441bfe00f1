import { expect, it } from 'vitest';
import { useTestApp, demo } from '../../../test/helpers/app';

const t = useTestApp({ AUTH_RATE_LIMIT: '3' });

it.each([
  ['/api/dashboard/login-remittance', { email: demo.admin, password: 'Wrong#123' }],
  ['/api/dashboard/forgot-password-booster', { email: 'ghost@nowhere.test' }],
  [
    '/api/dashboard/verify-reset-code-booster',
    { email: demo.admin, code: '123456', password: 'Fresh#Pass2026' },
  ],
])('limits %s per address with a clear 429', async (url, body) => {
  for (let i = 0; i < 3; i++) expect((await t.call('POST', url, body)).statusCode).not.toBe(429);
  // The limit answers before the body is read, so the language comes from the browser's Accept-Language.
  const limited = await t.call('POST', url, body, { 'accept-language': 'zh-CN,zh;q=0.9' });
  expect(limited.statusCode).toBe(429);
  expect(limited.json()).toEqual({ code: '42900', msg: '请求过于频繁，请稍后再试。', data: null });
});
