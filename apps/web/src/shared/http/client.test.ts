import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const notifyError = vi.fn();
const endSessionAfterUnauthorized = vi.fn();
vi.mock('../ui/notify', () => ({ notifyError, notifySuccess: vi.fn(), notifyInfo: vi.fn() }));
vi.mock('../session/end-session', () => ({ endSessionAfterUnauthorized, clearSession: vi.fn() }));
vi.mock('../session/session-store', () => ({ getSession: () => ({ token: 'tok-123' }) }));

const { apiRequest } = await import('./client');
const { ApiError } = await import('./api-error');

type Call = { url: string; method: string; headers: Headers; body: unknown };
let calls: Call[] = [];
let answers: Array<() => Response> = [];

const json = (status: number, body: unknown) => () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  calls = [];
  answers = [];
  notifyError.mockReset();
  endSessionAfterUnauthorized.mockReset();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      init.signal?.throwIfAborted();
      calls.push({
        url: String(input),
        method: init.method ?? 'GET',
        headers: new Headers(init.headers),
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      });
      const next = answers.shift();
      if (!next) throw new TypeError('Failed to fetch');
      return next();
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('sends the token header and adds language to a POST body', async () => {
    answers.push(json(200, { code: '10000', msg: 'ok', data: 1 }));
    await apiRequest('/api/x', { method: 'POST', body: { a: 1 } });
    expect(calls[0]?.headers.get('access_token')).toBe('tok-123');
    expect(calls[0]?.body).toEqual({ a: 1, language: 'en' });
  });

  it('turns a code other than 10000 into an error with the server message', async () => {
    answers.push(json(200, { code: '40003', msg: 'The current password is incorrect.', data: null }));
    const error = await apiRequest('/api/x', { method: 'POST' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'envelope',
      code: '40003',
      message: 'The current password is incorrect.',
    });
    expect(notifyError).toHaveBeenCalledWith('The current password is incorrect.');
  });

  it('never retries a POST, even on 503', async () => {
    answers.push(json(503, { code: '50300', msg: 'Service Currently Unavailable', data: null }));
    answers.push(json(200, { code: '10000', msg: 'ok', data: null }));
    await expect(apiRequest('/api/x', { method: 'POST' })).rejects.toMatchObject({ status: 503 });
    expect(calls).toHaveLength(1);
    expect(notifyError).toHaveBeenCalledWith('Service Currently Unavailable');
  });

  it('retries a GET once on 503', async () => {
    answers.push(json(503, { code: '50300', msg: 'busy', data: null }));
    answers.push(json(200, { code: '10000', msg: 'ok', data: 2 }));
    await expect(apiRequest('/api/x')).resolves.toMatchObject({ data: 2 });
    expect(calls).toHaveLength(2);
  });

  it('does not retry a GET on 400', async () => {
    answers.push(json(400, { code: '40000', msg: 'bad', data: null }));
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ status: 400 });
    expect(calls).toHaveLength(1);
  });

  it('ends the session on a 401 from an authenticated call, with the server message', async () => {
    answers.push(json(401, { code: '40101', msg: 'Your session has expired.', data: null }));
    await expect(apiRequest('/api/x', { method: 'POST' })).rejects.toMatchObject({ status: 401 });
    expect(endSessionAfterUnauthorized).toHaveBeenCalledWith('Your session has expired.');
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('only toasts a 401 from sign-in', async () => {
    answers.push(
      json(401, { code: '40102', msg: 'Login failed, please check username or password.', data: null }),
    );
    await expect(
      apiRequest('/api/login', { method: 'POST', unauthorizedEndsSession: false }),
    ).rejects.toThrow();
    expect(endSessionAfterUnauthorized).not.toHaveBeenCalled();
    expect(notifyError).toHaveBeenCalledWith('Login failed, please check username or password.');
  });

  it('does not toast the refusals of a session held at a password change or a two-factor enrolment', async () => {
    answers.push(
      json(403, {
        code: '40311',
        msg: 'Please change your temporary password before continuing.',
        data: null,
      }),
      json(403, { code: '40312', msg: 'Your organisation requires two-factor sign-in.', data: null }),
      json(403, { code: '40300', msg: 'You do not have permission to do this.', data: null }),
    );
    for (const code of ['40311', '40312', '40300'])
      await expect(apiRequest('/api/x', { method: 'POST' })).rejects.toMatchObject({ code });
    expect(notifyError.mock.calls).toEqual([['You do not have permission to do this.']]);
    expect(endSessionAfterUnauthorized).not.toHaveBeenCalled();
  });

  it('sends the query in the URL and tries a GET again once when nothing answers', async () => {
    const pending = apiRequest('/api/x', { query: { page: '2', q: 'a b&c' } });
    await expect(pending).rejects.toMatchObject({ kind: 'network' });
    expect(calls.map((call) => call.url)).toEqual(['/api/x?page=2&q=a+b%26c', '/api/x?page=2&q=a+b%26c']);
    answers.push(json(200, { code: '10000', msg: 'ok', data: 7 }));
    await expect(apiRequest('/api/y', { query: {} })).resolves.toMatchObject({ data: 7 });
    expect(calls.at(-1)?.url).toBe('/api/y');
  });

  it('says "Network Error" when nothing answers', async () => {
    await expect(apiRequest('/api/x', { method: 'POST' })).rejects.toMatchObject({ kind: 'network' });
    expect(notifyError).toHaveBeenCalledWith('Network Error');
  });

  it('stays quiet when the screen that asked went away', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(apiRequest('/api/x', { method: 'POST', signal: controller.signal })).rejects.toMatchObject({
      kind: 'canceled',
      message: 'Request canceled',
    });
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('stays quiet when the screen goes away while the call is on the wire', async () => {
    const controller = new AbortController();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_input: RequestInfo | URL, init: RequestInit = {}) =>
          new Promise<Response>((_resolve, reject) => {
            init.signal?.addEventListener('abort', () =>
              reject(new DOMException('signal is aborted without reason', 'AbortError')),
            );
          }),
      ),
    );
    const pending = apiRequest('/api/x', { method: 'POST', signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'canceled', message: 'Request canceled' });
    expect(notifyError).not.toHaveBeenCalled();
  });
});
