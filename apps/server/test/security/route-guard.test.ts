import { beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { auditLog } from '../../src/db/schema/index';
import type { LightMyRequestResponse } from 'fastify';
import { errorTable } from '@remit/contract/errors';
import { DOCUMENT_KINDS } from '@remit/contract/merchant';
import { routeTable, type RouteAuth } from '../../src/platform/session.plugin';
import { demo, useSignedIn, useTestApp } from '../helpers/app';
import { expectReconciled } from '../helpers/orders';
import { multipart, type UploadFile } from '../helpers/multipart';
import { changedTables, tableCounts } from '../helpers/table-counts';

/**
 * Every operation of the app's own route table (session.plugin records each route as it is registered, so a
 * route added later is covered here without anyone listing it), with the request schema its OpenAPI document
 * publishes, gets a fixed set of hostile bodies — each field with the wrong type, NUL, a lone surrogate, a
 * 1 MB string, 20-digit, negative and exponent numbers, another partner's ids; and whole bodies of invalid
 * JSON, the wrong content type, deep nesting — as an administrator and as a viewer. No answer may be a 500,
 * carry a stack trace or SQL, or refuse a field without naming it; a refused call changes no table.
 */
type Route = { method: string; url: string; auth: RouteAuth | undefined; fileParts?: readonly string[] };
type Schema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  minimum?: number;
  minLength?: number;
};

const NUL = 'a\u0000b';
const LONE = 'x\ud800y';
const MB = 'a'.repeat(1024 * 1024);
const FAKE_ID = '01890000-0000-7000-8000-000000000000';
/** Routes that end the caller's session run last, so the others keep theirs. */
const SESSION_ENDING = new Set(['/api/dashboard/logout']);
/** What an answer must never show: a stack frame, a module path or SQL. */
const LEAK =
  /\n\s+at |node_modules|\.ts:\d+|Failed query|\bselect\b.+\bfrom\b|\binsert into\b|\bupdate\b.+\bset\b|violates|SQLSTATE|duplicate key/i;

let foreignIds: string[] = [];
let schemas: Record<
  string,
  Record<string, { requestBody?: { content?: Record<string, { schema?: Schema }> } }>
>;

// A wrong password or code at a prompt counts toward the lockout: the guessing bodies sent here
// must not lock the guard's own users out halfway through.
const t = useTestApp({ AUTH_RATE_LIMIT: '100000', LOCKOUT_THRESHOLD: '100000' });
const tokens = useSignedIn(t, 'admin', 'viewer');
beforeAll(async () => {
  schemas = (t.app.swagger() as { paths: typeof schemas }).paths;
  // Another partner's ids, from what its own lists show it.
  const other = await t.login(demo.other);
  const ids = new Set<string>();
  for (const route of apiRoutes().filter((r) => /\/(page|list)$/.test(r.url))) {
    const res = await t.cms(other, route.url.split('/').at(-2)!, route.url.split('/').at(-1)!);
    for (const m of res.body.matchAll(/[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}/g))
      ids.add(m[0]);
  }
  foreignIds = [...ids].slice(0, 6);
});

const apiRoutes = (): Route[] => {
  const seen = new Map<string, Route>();
  for (const r of routeTable)
    if (r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.method !== 'HEAD')
      seen.set(`${r.method} ${r.url}`, r);
  return [...seen.values()].sort(
    (a, b) => Number(SESSION_ENDING.has(a.url)) - Number(SESSION_ENDING.has(b.url)),
  );
};

const bodySchema = (route: Route): Schema => {
  const path = route.url.replace(/:(\w+)/g, '{$1}');
  return (
    schemas[path]?.[route.method.toLowerCase()]?.requestBody?.content?.['application/json']?.schema ?? {}
  );
};

const branch = (s: Schema): Schema => (s.anyOf ?? s.oneOf)?.find((b) => b.type !== 'null') ?? s;
const typeOf = (s: Schema) => {
  const b = branch(s);
  return (
    [b.type].flat().find((x) => x && x !== 'null') ?? (b.enum || b.const !== undefined ? 'enum' : 'unknown')
  );
};

/** A plausible value for a field, so a body's other fields pass and the hostile one reaches as far as it can. */
const plausible = (name: string, s: Schema, n: number): unknown => {
  const b = branch(s);
  if (b.const !== undefined) return b.const;
  if (b.enum) return b.enum[0];
  switch (typeOf(b)) {
    case 'string':
      if (b.format === 'uuid') return foreignIds[n % Math.max(foreignIds.length, 1)] ?? FAKE_ID;
      if (b.format === 'email' || /email/i.test(name)) return 'guard@nowhere.test';
      if (/amount|threshold|fixed/i.test(name)) return '10.00';
      if (/currency/i.test(name)) return 'USD';
      if (/idempotency/i.test(name)) return `guard-key-${n}`;
      if (/password/i.test(name)) return 'Guard#Pass2026';
      return 'Guard text';
    case 'number':
    case 'integer':
      return b.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return {};
    default:
      return 'Guard text';
  }
};

/** The hostile values for one field, by its type; every field gets NUL and a lone surrogate. */
const hostile = (s: Schema): { label: string; value: unknown; mustRefuse: boolean }[] => {
  const type = typeOf(s);
  const text = [
    { label: 'NUL', value: NUL, mustRefuse: true },
    { label: 'lone surrogate', value: LONE, mustRefuse: true },
  ];
  const common = [
    ...text,
    { label: '1 MB string', value: MB, mustRefuse: false },
    { label: '20-digit string', value: '99999999999999999999', mustRefuse: false },
  ];
  switch (type) {
    case 'number':
    case 'integer':
      return [
        ...common,
        { label: '20-digit number', value: Number('99999999999999999999'), mustRefuse: true },
        { label: 'negative', value: -1, mustRefuse: false },
        { label: 'exponent', value: 1e21, mustRefuse: true },
        { label: 'fraction', value: 1.5, mustRefuse: false },
      ];
    case 'array':
      return [...common, { label: 'array of NUL', value: [NUL], mustRefuse: true }];
    case 'object':
      return [...common, { label: 'NUL key', value: { [NUL]: 1 }, mustRefuse: true }];
    default:
      return [
        ...common,
        { label: 'wrong type (number)', value: 12345, mustRefuse: false },
        { label: 'negative', value: '-1', mustRefuse: false },
        { label: 'exponent', value: '1e5', mustRefuse: false },
        { label: 'wrong type (object)', value: { a: 1 }, mustRefuse: false },
        ...(branch(s).format === 'uuid'
          ? foreignIds.slice(0, 2).map((id) => ({ label: 'foreign id', value: id, mustRefuse: false }))
          : []),
      ];
  }
};

/** The fields every gateway body carries; the same rule guards them everywhere, so they get NUL only. */
const COMMON_FIELDS = new Set(['dtoName', 'language']);
let rotation = 0;
/**
 * Every field gets NUL, a lone surrogate and the first wrong-type value; of the rest, the administrator's
 * calls take two in turn (so across the routes every value meets every kind of field) and the viewer's one.
 */
const sample = (values: ReturnType<typeof hostile>, name: string, who: 'admin' | 'viewer') => {
  if (COMMON_FIELDS.has(name)) return values.filter((v) => v.label === 'NUL');
  const always = values.filter((v) => v.label === 'NUL' || v.label === 'lone surrogate' || v.value === MB);
  const rest = values.filter((v) => !always.includes(v));
  const take = who === 'admin' ? 3 : 1;
  const picked = Array.from({ length: Math.min(take, rest.length) }, () => rest[rotation++ % rest.length]!);
  return [...always, ...new Set(picked)];
};

/**
 * Row counts as "a refusal changes no table" reads them: the audit entry of a wrong password or code at a prompt
 * is written on purpose (it counts toward the lockout), so it is not a refused call's change.
 */
const PROMPT_AUDITS = ['prompt.password-failed', 'prompt.code-failed'] as const;
const refusalCounts = async () => {
  const counts = await tableCounts(t.db);
  const prompts = await t.db
    .select()
    .from(auditLog)
    .where(inArray(auditLog.action, [...PROMPT_AUDITS]));
  return { ...counts, audit_log: (counts.audit_log ?? 0) - prompts.length };
};

const deep = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

// The upload routes first: the sweep below ends its sessions (the logout route runs last).
/** A PDF any upload route takes by its bytes: the hostile part is its name or the body's shape, never its type. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const pdf = (name: string): UploadFile => ({ name, type: 'application/pdf', bytes: PDF });

describe('every upload route against hostile file names and multipart parts', () => {
  it('refuses NUL, bidi controls and zero-width characters in file names, odd parts, and never answers 500', async () => {
    const uploads = apiRoutes().filter((r) => r.fileParts?.length);
    expect(uploads.map((r) => r.url)).toEqual(
      expect.arrayContaining([
        '/api/portal/cms/card/upload',
        '/api/portal/cms/merchant/upload',
        '/api/portal/cms/material/create',
      ]),
    );
    const page = await t.cms(tokens.admin, 'merchant', 'page', { page: 1, size: 10 });
    const ownMerchantId = (page.json() as { data: { records: { id: string }[] } }).data.records[0]!.id;
    const failures: string[] = [];
    const before = await tableCounts(t.db);
    for (const route of uploads) {
      const part = route.fileParts![0]!;
      // Fields every upload route takes as valid (the caller's own merchant, a known kind), so the file is reached.
      const fields = {
        id: ownMerchantId,
        kind: DOCUMENT_KINDS[0],
        name: 'Guard text',
        currency: 'USD',
        amount: '10.00',
      };
      const cases: {
        label: string;
        fields: Record<string, string>;
        files: Record<string, UploadFile>;
        refuse: 400 | true;
      }[] = [
        { label: 'NUL in the file name', fields, files: { [part]: pdf('invoice\u0000.pdf') }, refuse: 400 },
        {
          label: 'right-to-left override',
          fields,
          files: { [part]: pdf('invoice\u202efdp.exe') },
          refuse: 400,
        },
        { label: 'left-to-right isolate', fields, files: { [part]: pdf('a\u2066b.pdf') }, refuse: 400 },
        { label: 'zero-width space', fields, files: { [part]: pdf('in\u200bvoice.pdf') }, refuse: 400 },
        { label: 'byte order mark', fields, files: { [part]: pdf('\ufeffinvoice.pdf') }, refuse: 400 },
        { label: 'control character', fields, files: { [part]: pdf('in\u001bvoice.pdf') }, refuse: 400 },
        {
          label: 'a 4,000-character name',
          fields,
          files: { [part]: pdf(`${'a'.repeat(4000)}.pdf`) },
          refuse: 400,
        },
        { label: 'no file part', fields, files: {}, refuse: true },
        {
          label: 'an extra file part',
          fields,
          files: { [part]: pdf('a.pdf'), extra: pdf('b.pdf') },
          refuse: true,
        },
        { label: 'a wrong part name', fields, files: { upload: pdf('a.pdf') }, refuse: true },
        {
          label: 'the same part twice',
          fields,
          files: { [part]: pdf('a.pdf'), [`${part}\u0000`]: pdf('b.pdf') },
          refuse: true,
        },
        {
          label: 'NUL in every field',
          fields: Object.fromEntries(Object.keys(fields).map((k) => [k, NUL])),
          files: { [part]: pdf('a.pdf') },
          refuse: true,
        },
      ];
      for (const who of ['admin', 'viewer'] as const) {
        for (const c of cases) {
          const what = `${who} ${route.url} ${c.label}`;
          const { payload, contentType } = multipart(c.fields, c.files);
          const res = await t.app.inject({
            method: 'POST',
            url: route.url,
            payload,
            headers: { access_token: tokens[who], 'content-type': contentType },
          });
          const body = (() => {
            try {
              return res.json() as { code?: string; msg?: string };
            } catch {
              return {};
            }
          })();
          if (res.statusCode >= 500) failures.push(`${what}: ${res.statusCode} ${res.body.slice(0, 200)}`);
          else if (res.statusCode < 400) failures.push(`${what}: accepted (${res.statusCode})`);
          else if (!body.code || body.code === '10000' || !body.msg)
            failures.push(`${what}: no error envelope`);
          if (LEAK.test(res.body)) failures.push(`${what}: leaks ${res.body.slice(0, 300)}`);
          // The administrator may upload: a hostile name is refused as a field error on the part, by the text rule.
          if (who === 'admin' && c.refuse === 400 && res.statusCode === 400) {
            const named = Object.keys(
              (res.json() as { data?: { fieldErrors?: object } }).data?.fieldErrors ?? {},
            );
            if (!named.includes(part))
              failures.push(`${what}: refusal names ${named.join(',') || 'nothing'}`);
          }
          if (who === 'admin' && c.refuse === 400 && res.statusCode !== 400)
            failures.push(`${what}: ${res.statusCode} instead of 400`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(changedTables(before, await tableCounts(t.db))).toEqual([]);
  }, 300_000);
});

describe('every route against hostile input', () => {
  it('never answers 500, never leaks a stack or SQL, names the refused field, and a refusal changes no table', async () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(60);
    const failures: string[] = [];
    let calls = 0;
    const check = (what: string, res: LightMyRequestResponse, field?: string, mustRefuse = false) => {
      calls++;
      if (res.statusCode >= 500) failures.push(`${what}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      if (LEAK.test(res.body)) failures.push(`${what}: leaks ${res.body.slice(0, 300)}`);
      if (mustRefuse && res.statusCode < 400) failures.push(`${what}: accepted (${res.statusCode})`);
      if (res.statusCode === 400 && String(res.headers['content-type']).includes('json')) {
        const body = res.json() as {
          code: string;
          msg: string;
          data: { fieldErrors?: Record<string, string[]> };
        };
        if (body.code === errorTable.VALIDATION.code) {
          const named = Object.keys(body.data?.fieldErrors ?? {});
          if (named.length === 0) failures.push(`${what}: validation refusal naming no field: ${body.msg}`);
          if (field && mustRefuse && !named.some((f) => f === field || f.startsWith(`${field}.`)))
            failures.push(`${what}: refusal names ${named.join(',')} instead of ${field}`);
        }
      }
    };

    for (const route of routes) {
      const schema = bodySchema(route);
      const props = schema.properties ?? {};
      const base = Object.fromEntries(
        (schema.required ?? []).map((name, i) => [name, plausible(name, props[name] ?? {}, i)]),
      );
      const url = route.url.replace(/:\w+/g, foreignIds[0] ?? FAKE_ID);
      const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
      for (const who of ['admin', 'viewer'] as const) {
        const headers = { access_token: tokens[who] };
        const before = await refusalCounts();
        let accepted = false;
        const send = async (what: string, payload: string | object | undefined, extra: object = {}) => {
          const res = await t.app.inject({
            method: route.method as 'POST',
            url,
            headers: { ...headers, ...extra },
            ...(payload === undefined ? {} : { payload }),
          });
          if (res.statusCode < 300) accepted = true;
          return res;
        };
        const tag = `${who} ${route.method} ${route.url}`;
        if (hasBody) {
          // A caller the route refuses (401/403 before its body is validated) gets a sample, not every value.
          const probe = await send(`${tag} probe`, base);
          check(`${tag} probe`, probe);
          const refusedCaller = probe.statusCode === 401 || probe.statusCode === 403;
          let bigSent = false;
          for (const [name, fieldSchema] of Object.entries(props)) {
            const values = sample(hostile(fieldSchema), name, who);
            for (const h of values) {
              if (refusedCaller && h.label !== 'NUL') continue;
              // The 1 MB string once per route: it costs time, and what it proves does not depend on the field.
              if (h.value === MB && (bigSent || refusedCaller)) continue;
              if (h.value === MB) bigSent = true;
              const res = await send(`${tag} ${name}=${h.label}`, { ...base, [name]: h.value });
              check(`${tag} ${name}=${h.label}`, res, name, h.mustRefuse && !refusedCaller);
            }
          }
          const json = { 'content-type': 'application/json' };
          check(`${tag} invalid JSON`, await send('', '{"a":', json));
          check(`${tag} wrong content type`, await send('', 'a=1', { 'content-type': 'text/plain' }));
          check(`${tag} deep nesting`, await send('', deep(5000), json));
          if (!refusedCaller) {
            check(`${tag} array body`, await send('', '[1,2]', json));
            check(`${tag} empty body`, await send('', '', json));
          }
        } else {
          check(`${tag} no body`, await send('', undefined));
          const q = await t.app.inject({
            method: route.method as 'GET',
            url: `${url}?q=%00&s=%ED%A0%80`,
            headers,
          });
          check(`${tag} NUL in query`, q);
        }
        if (!accepted && route.auth !== 'public') {
          const changed = changedTables(before, await refusalCounts());
          if (changed.length > 0) failures.push(`${tag}: refused calls changed ${changed.join('; ')}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(calls).toBeGreaterThan(800);
    await expectReconciled(t.db);
  }, 900_000);
});
