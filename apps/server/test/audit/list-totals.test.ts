import { beforeAll, describe, expect, it } from 'vitest';
import { routeTable } from '../../src/platform/session.plugin';
import { useSignedIn, useTestApp } from '../helpers/app';

/**
 * CONVENTIONS §17: a list's rows over all its pages add up to its `total`, with no duplicate ids. Every paged list
 * of the app's own route table is found here by what its OpenAPI document says it answers (`data.records` and
 * `data.total`), so a list added later is covered without anyone naming it. Each is walked as the demo
 * administrator and as the platform operator (who alone sees the review desks and the permission catalogue):
 * page by page at the smallest size, and again by its cursor where it offers one (`nextCursor` with `page + 1`), once per value of a field
 * that chooses which rows the list is (`view`, `accountKind`). No list is skipped: none needs a filter.
 */
type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  anyOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
};
type Page = { records: Record<string, unknown>[]; total: number; nextCursor?: string | null };
type List = { service: string; op: string; body: Schema };

/** Body fields whose values choose which rows a list is: each value is a list of its own to walk. */
const CHOOSERS = ['view', 'accountKind'];
const SIZE = 10;
/** A walk that would pass this many pages is not ending (a cursor that goes round, a page that repeats). */
const MAX_PAGES = 500;

const t = useTestApp({ AUTH_RATE_LIMIT: '100000' });
const tokens = useSignedIn(t, 'admin', 'operator');
let lists: List[] = [];

beforeAll(() => {
  const doc = t.app.swagger() as unknown as {
    paths: Record<string, Record<string, Record<string, unknown>>>;
    components?: { schemas?: Record<string, Schema> };
  };
  const resolve = (s: Schema | undefined): Schema =>
    s?.$ref ? (doc.components?.schemas?.[s.$ref.split('/').at(-1)!] ?? {}) : (s ?? {});
  const jsonSchema = (content: unknown) =>
    resolve(
      (content as { 'application/json'?: { schema?: Schema } } | undefined)?.['application/json']?.schema,
    );
  const registered = new Set(routeTable.map((r) => `${r.method} ${r.url}`));
  for (const [path, ops] of Object.entries(doc.paths)) {
    const op = ops.post as {
      requestBody?: { content?: unknown };
      responses?: Record<string, { content?: unknown }>;
    };
    if (!op || !registered.has(`POST ${path}`)) continue;
    const data = resolve(jsonSchema(op.responses?.['200']?.content).properties?.data);
    const shape = [data, ...(data.anyOf ?? []).map(resolve)].find((s) => s.properties?.records);
    if (!shape?.properties?.total) continue;
    const [service, opName] = path.split('/').slice(-2) as [string, string];
    lists.push({ service, op: opName, body: jsonSchema(op.requestBody?.content) });
  }
  lists = lists.sort((a, b) => `${a.service}/${a.op}`.localeCompare(`${b.service}/${b.op}`));
});

/** A record's own id: `id`, else its first `…Id` field (a card balance row is its card's: `cardId`). */
const idOf = (row: Record<string, unknown>) => {
  if ('id' in row) return String(row.id);
  const key = Object.keys(row).find((k) => k.endsWith('Id'));
  return key ? String(row[key]) : JSON.stringify(row);
};

/** The bodies that make each list of a route: none chosen, then each value of each choosing field. */
const variants = (body: Schema): Record<string, unknown>[] => {
  const out: Record<string, unknown>[] = [{}];
  for (const name of CHOOSERS) for (const v of body.properties?.[name]?.enum ?? []) out.push({ [name]: v });
  return out;
};

describe('every paged list of the route table', () => {
  it('finds the lists by their answers (more than the spec’s screens have)', () => {
    expect(lists.map((l) => `${l.service}/${l.op}`)).toEqual(
      expect.arrayContaining(['card/list', 'card/page', 'account-transaction/page', 'statement/page']),
    );
    expect(lists.length).toBeGreaterThanOrEqual(20);
    // None of them needs a filter to answer; a list that did would need a valid one from the demo data here.
    expect(
      lists.filter((l) => (l.body.required ?? []).length > 0).map((l) => `${l.service}/${l.op}`),
    ).toEqual([]);
  });

  it('shows, over all its pages, exactly `total` rows with no id twice — page by page and by cursor', async () => {
    const failures: string[] = [];
    let walked = 0;
    const walk = async (token: string, list: List, chosen: Record<string, unknown>, tag: string) => {
      const ask = async (extra: Record<string, unknown>) => {
        const res = await t.cms(token, list.service, list.op, { ...chosen, size: SIZE, ...extra });
        if (res.statusCode !== 200)
          throw new Error(`${tag} ${JSON.stringify(extra)}: ${res.statusCode} ${res.body}`);
        return (res.json() as { data: Page }).data;
      };
      const first = await ask({ page: 1 });
      const seen: string[] = [];
      const totals = new Set<number>();
      let page = first;
      for (let n = 1; n <= MAX_PAGES;) {
        totals.add(page.total);
        seen.push(...page.records.map(idOf));
        if (page.records.length < SIZE) break;
        page = await ask({ page: ++n });
      }
      check(tag, 'pages', seen, totals);
      if (first.nextCursor !== undefined) {
        const byCursor: string[] = [];
        const cursorTotals = new Set<number>();
        let at = first;
        for (let n = 1; n <= MAX_PAGES; n++) {
          cursorTotals.add(at.total);
          byCursor.push(...at.records.map(idOf));
          if (!at.nextCursor) break;
          // The contract's rule: the answer's `nextCursor` together with `page + 1`.
          at = await ask({ page: n + 1, cursor: at.nextCursor });
        }
        check(tag, 'cursor', byCursor, cursorTotals);
      }
      walked++;
    };
    const check = (tag: string, how: string, seen: string[], totals: Set<number>) => {
      const total = [...totals][0] ?? 0;
      if (totals.size !== 1)
        failures.push(`${tag} (${how}): total changed while walking: ${[...totals].join(', ')}`);
      if (seen.length !== total)
        failures.push(`${tag} (${how}): total says ${total}, its pages show ${seen.length}`);
      const twice = [...new Set(seen.filter((id, i) => seen.indexOf(id) !== i))];
      if (twice.length > 0)
        failures.push(
          `${tag} (${how}): ${twice.length} id(s) on more than one row, e.g. ${twice.slice(0, 3).join(', ')}`,
        );
    };

    for (const list of lists) {
      let answered = false;
      for (const who of ['admin', 'operator'] as const) {
        const probe = await t.cms(tokens[who], list.service, list.op, { page: 1, size: SIZE });
        // A list a user may not open (403, or 404 for an operator's desk) is walked by the user who may.
        if (probe.statusCode === 403 || probe.statusCode === 404) continue;
        answered = true;
        for (const chosen of variants(list.body)) {
          const tag = `${who} ${list.service}/${list.op} ${JSON.stringify(chosen)}`;
          try {
            await walk(tokens[who], list, chosen, tag);
          } catch (e) {
            failures.push((e as Error).message.slice(0, 300));
          }
        }
      }
      if (!answered)
        failures.push(`${list.service}/${list.op}: neither the administrator nor the operator may open it`);
    }
    expect(failures).toEqual([]);
    expect(walked).toBeGreaterThanOrEqual(lists.length);
  });
});
