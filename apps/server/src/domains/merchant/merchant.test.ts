import { beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { auditLog, merchantDocuments, merchants } from '../../db/schema/index';
import { samplePdf, samplePng } from '../../db/seed/merchant.seed';
import { useTestApp, useSignedIn, expectEnvelope } from '../../../test/helpers/app';
import { balanceOf, expectReconciled, partnerIdByName, setAvailable } from '../../../test/helpers/orders';
import { multipart } from '../../../test/helpers/multipart';

let partnerId: string;

const today = new Date().toISOString().slice(0, 10);
const yearsAgo = (n: number) => `${Number(today.slice(0, 4)) - n}${today.slice(4)}`;
const yearsAhead = (n: number) => `${Number(today.slice(0, 4)) + n}${today.slice(4, 8)}01`;

const corporation = {
  merchantType: 1,
  firstName: 'Ana',
  lastName: 'Silva',
  email: 'ana.silva@atlantico.example',
  mobile: '+5511987654321',
  gender: 'female',
  dateOfBirth: '1985-05-20',
  nationality: 'BR',
  idType: 'idCard',
  idNumber: 'RG123456789',
  idIssueDate: yearsAgo(2),
  idExpiryDate: yearsAhead(5),
  residenceAddress: 'Rua Augusta 100, São Paulo',
  residenceCountry: 'BR',
  registrationCode: '12.345.678/0001-90',
  vatCode: 'BR12345678',
  registrationDate: '2015-03-01',
  businessScope: 'Import of textiles',
  legalPerson: 'Ana Silva',
  shareholders: [
    { name: 'Ana Silva', share: '70.5' },
    { name: 'João Souza', share: '29.5' },
  ],
  riskLevel: 'medium',
  registrationAddress: 'Rua Augusta 100, São Paulo',
  registrationCountry: 'BR',
};

const upload = (
  token: string,
  id: string,
  kind: string,
  file?: { name: string; type: string; bytes: Buffer },
) => {
  const { payload, contentType } = multipart({ id, kind }, file ? { file } : {});
  return t.app.inject({
    method: 'POST',
    url: '/api/portal/cms/merchant/upload',
    payload,
    headers: { access_token: token, 'content-type': contentType },
  });
};
const png = () => ({ name: 'front.png', type: 'image/png', bytes: samplePng([10, 20, 30]) });
const pdf = () => ({ name: 'bill.pdf', type: 'application/pdf', bytes: samplePdf(['Bill', 'Ana Silva']) });

const call = (token: string, id: string, action: string) => t.cms(token, 'merchant', 'call', { id, action });
const review = (token: string, body: object) => t.cms(token, 'merchant-review', 'call', body);
const get = async (token: string, id: string) => (await t.cms(token, 'merchant', 'get', { id })).json().data;
/** A corporation merchant created by `token`: `corporation` with `changes`, as the answer's record. */
const newCorporation = async (token: string, changes: object) =>
  (await t.cms(token, 'merchant', 'create', { ...corporation, ...changes })).json().data;

const t = useTestApp({ AUTH_RATE_LIMIT: '1000' });
const tokens = useSignedIn(t, 'admin', 'finance', 'viewer', 'other', 'operator');
beforeAll(async () => {
  partnerId = await partnerIdByName(t.db, 'Demo Trading Co.');
});

describe('onboarding a corporation end to end', () => {
  it('draft → documents → submit → reject → fix → resubmit → approve opens accounts → payment → reconciled', async () => {
    const created = await t.cms(tokens.admin, 'merchant', 'create', corporation);
    expect(created.statusCode).toBe(200);
    const m = created.json().data;
    expect(m).toMatchObject({ status: 'toBeUploaded', name: 'Ana Silva', merchantType: 1 });
    expect(m.merchantNo).toMatch(/^M\d{6}$/);

    // Submitting without documents names what is missing.
    const early = await call(tokens.admin, m.id, 'submit');
    expect(early.statusCode).toBe(400);
    expect(early.json().msg).toBe('Upload the ID front, ID back and proof of address before submitting.');

    expect((await upload(tokens.admin, m.id, 'idFront', png())).statusCode).toBe(200);
    expect((await upload(tokens.admin, m.id, 'idBack', png())).statusCode).toBe(200);
    const bill = await upload(tokens.admin, m.id, 'proofOfAddress', pdf());
    expect(bill.json().data).toMatchObject({ kind: 'proofOfAddress', contentType: 'application/pdf' });

    const submitted = await call(tokens.admin, m.id, 'submit');
    expect(submitted.json().data.status).toBe('underReview');

    // Under review the merchant is read-only, for data and documents.
    const edit = await t.cms(tokens.admin, 'merchant', 'update', {
      ...corporation,
      id: m.id,
      firstName: 'Anna',
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().msg).toBe(
      'The merchant is Under Review: its data and documents cannot be changed now.',
    );
    expect((await upload(tokens.admin, m.id, 'idFront', png())).statusCode).toBe(409);

    // The desk sees it, across partners, oldest first, with the partner's name.
    const queue = (await t.cms(tokens.operator, 'merchant-review', 'page', {})).json().data;
    const mine = queue.records.find((r: { id: string }) => r.id === m.id);
    expect(mine).toMatchObject({ partnerName: 'Demo Trading Co.', status: 'underReview' });
    const submittedAts = queue.records.map((r: { submittedAt: string }) => r.submittedAt);
    expect([...submittedAts].sort()).toEqual(submittedAts);

    // Rejection needs a reason.
    const noReason = await review(tokens.operator, { id: m.id, action: 'reject', comment: 'x' });
    expect(noReason.statusCode).toBe(400);
    const rejected = await review(tokens.operator, {
      id: m.id,
      action: 'reject',
      reasons: ['proofOfAddress', 'idPicture'],
      comment: 'The bill is older than three months.',
    });
    expect(rejected.json().data.status).toBe('rejected');
    const seen = await get(tokens.admin, m.id);
    expect(seen.rejectionReasons).toEqual(['proofOfAddress', 'idPicture']);
    expect(seen.rejectionComment).toBe('The bill is older than three months.');

    // The partner fixes and resubmits.
    expect((await upload(tokens.admin, m.id, 'proofOfAddress', pdf())).statusCode).toBe(200);
    expect((await call(tokens.admin, m.id, 'resubmit')).json().data.status).toBe('underReview');

    const approved = await review(tokens.operator, { id: m.id, action: 'approve' });
    expect(approved.json().data.status).toBe('approved');
    const detail = await get(tokens.admin, m.id);
    expect(detail.rejectionReasons).toEqual([]);
    expect(detail.accounts.map((a: { currency: string }) => a.currency)).toEqual([
      'BRL',
      'EUR',
      'MXN',
      'USD',
    ]);
    expect(detail.accounts.every((a: { balance: string }) => a.balance.startsWith('0'))).toBe(true);
    // Timeline: who, what, why — in order.
    expect(detail.timeline.map((e: { action: string }) => e.action)).toEqual([
      'create',
      'upload',
      'upload',
      'upload',
      'submit',
      'reject',
      'upload',
      'resubmit',
      'approve',
    ]);
    const rejectStep = detail.timeline.find((e: { action: string }) => e.action === 'reject');
    expect(rejectStep).toMatchObject({
      actorName: 'Platform Operator',
      reasons: ['proofOfAddress', 'idPicture'],
      fromStatus: 'underReview',
      toStatus: 'rejected',
    });

    // The payment form now offers it, by name; paying it moves money on the ledger.
    await setAvailable(t.db, partnerId, 'USD', '1000.00');
    const accounts = (await t.cms(tokens.admin, 'order-merchant', 'list', {})).json().data;
    expect(accounts).toContainEqual(
      expect.objectContaining({
        merchantId: m.id,
        merchantName: 'Ana Silva',
        currency: 'USD',
        available: '0.00',
      }),
    );
    const pay = (amount: string, idempotencyKey: string) =>
      t.cms(tokens.admin, 'payment-order', 'create', {
        merchantId: m.id,
        direction: 'toMerchant',
        currency: 'USD',
        amount,
        idempotencyKey,
      });
    const usdBalance = async () =>
      (await get(tokens.admin, m.id)).accounts.find((a: { currency: string }) => a.currency === 'USD')
        .balance;
    expect((await pay('250.00', `pay-${m.id}`)).statusCode).toBe(200);
    expect((await balanceOf(t.db, partnerId, 'merchant', 'USD')).balance).toBeGreaterThanOrEqual(25000n);
    expect(await usdBalance()).toBe('250.00');
    await expectReconciled(t.db);

    // Closing keeps the accounts and their history; no new payments.
    expect((await call(tokens.admin, m.id, 'close')).json().data.status).toBe('closed');
    expect(await usdBalance()).toBe('250.00');
    expect((await pay('1.00', `pay2-${m.id}`)).statusCode).toBe(409);

    // The dashboard lists it with a count per status.
    const dash = (await t.cms(tokens.admin, 'dashboard', 'get', {})).json().data;
    expect(dash.merchants.map((x: { id: string }) => x.id)).toContain(m.id);
    expect(dash.merchants[0]).toMatchObject({ id: m.id, name: 'Ana Silva', status: 'closed' });
    const counted = Object.fromEntries(
      dash.merchantCounts.map((c: { status: string; count: number }) => [c.status, c.count]),
    );
    expect(counted).toMatchObject({ closed: 2, approved: 2, underReview: 2, rejected: 1, toBeUploaded: 1 });
  });
});

describe('the state machine, pair by pair', () => {
  it('answers 409 naming the current state for every forbidden move', async () => {
    const m = await newCorporation(tokens.admin, { email: 'sm@example.com' });
    const conflict = async (token: string, action: string, status: string) => {
      const res =
        action === 'approve' || action === 'reject'
          ? await review(token, { id: m.id, action, reasons: ['failedAml'] })
          : await call(token, m.id, action);
      expect(res.statusCode, `${action} from ${status}`).toBe(409);
      expect(res.json().msg).toContain(status);
    };
    // To Be Uploaded: only submit.
    for (const a of ['resubmit', 'close']) await conflict(tokens.admin, a, 'To Be Uploaded');
    for (const a of ['approve', 'reject']) await conflict(tokens.operator, a, 'To Be Uploaded');
    for (const k of ['idFront', 'idBack', 'proofOfAddress'])
      await upload(tokens.admin, m.id, k, k === 'proofOfAddress' ? pdf() : png());
    await call(tokens.admin, m.id, 'submit');
    // Under Review: only approve or reject.
    for (const a of ['submit', 'resubmit', 'close']) await conflict(tokens.admin, a, 'Under Review');
    await review(tokens.operator, { id: m.id, action: 'reject', reasons: ['failedAml'] });
    // Rejected: only resubmit.
    for (const a of ['submit', 'close']) await conflict(tokens.admin, a, 'Rejected');
    for (const a of ['approve', 'reject']) await conflict(tokens.operator, a, 'Rejected');
    await call(tokens.admin, m.id, 'resubmit');
    await review(tokens.operator, { id: m.id, action: 'approve' });
    // Approved: only close.
    for (const a of ['submit', 'resubmit']) await conflict(tokens.admin, a, 'Approved');
    for (const a of ['approve', 'reject']) await conflict(tokens.operator, a, 'Approved');
    await call(tokens.admin, m.id, 'close');
    // Closed: nothing.
    for (const a of ['submit', 'resubmit', 'close']) await conflict(tokens.admin, a, 'Closed');
    for (const a of ['approve', 'reject']) await conflict(tokens.operator, a, 'Closed');
    const zh = await t.call(
      'POST',
      '/api/portal/cms/merchant/call',
      { id: m.id, action: 'close', language: 'zh_CN' },
      {
        access_token: tokens.admin,
      },
    );
    expect(zh.json().msg).toBe('该商户当前状态为“已关闭”，不能关闭。');
  });
});

describe('uploads', () => {
  let id: string;
  beforeAll(async () => {
    id = (await newCorporation(tokens.admin, { email: 'up@example.com' })).id;
  });

  it('accepts exactly 1 MB, refuses one byte more, empty files and renamed executables, naming the limit', async () => {
    const base = samplePng([1, 2, 3]);
    const exact = Buffer.concat([base, Buffer.alloc(1024 * 1024 - base.length)]);
    expect(
      (await upload(tokens.admin, id, 'idFront', { name: 'a.png', type: 'image/png', bytes: exact }))
        .statusCode,
    ).toBe(200);
    const big = await upload(tokens.admin, id, 'idFront', {
      name: 'a.png',
      type: 'image/png',
      bytes: Buffer.concat([exact, Buffer.alloc(1)]),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().msg).toBe('The file is larger than the 1 MB limit (1,048,576 bytes).');
    const empty = await upload(tokens.admin, id, 'idFront', {
      name: 'a.png',
      type: 'image/png',
      bytes: Buffer.alloc(0),
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().msg).toBe('The file is empty.');
    // An executable named like a picture: the bytes decide.
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(200, 1)]);
    const renamed = await upload(tokens.admin, id, 'idFront', {
      name: 'photo.png',
      type: 'image/png',
      bytes: exe,
    });
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json().msg).toMatch(/^Only PDF, JPEG or PNG files are accepted; this file is /);
    const text = await upload(tokens.admin, id, 'idFront', {
      name: 'x.pdf',
      type: 'application/pdf',
      bytes: Buffer.from('hello'),
    });
    expect(text.statusCode).toBe(415);
    const jpeg = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]),
      Buffer.alloc(64),
    ]);
    const ok = await upload(tokens.admin, id, 'idBack', {
      name: 'back.bin',
      type: 'application/octet-stream',
      bytes: jpeg,
    });
    expect(ok.json().data).toMatchObject({ kind: 'idBack', contentType: 'image/jpeg' });
    expect(ok.json().msg).toBe('Upload Successful'); // spec §8's literal message
    // No file, no multipart, an unknown kind: clear 400s.
    expect((await upload(tokens.admin, id, 'idFront')).json().msg).toMatch(/^No file was sent/);
    expect((await t.cms(tokens.admin, 'merchant', 'upload', { id, kind: 'idFront' })).statusCode).toBe(400);
    expect((await upload(tokens.admin, id, 'selfie', png())).statusCode).toBe(400);
    // Only the accepted files are stored: one per kind, the refused ones leave nothing.
    const docs = await t.db.select().from(merchantDocuments).where(eq(merchantDocuments.merchantId, id));
    expect(docs.map((d) => d.kind).sort()).toEqual(['idBack', 'idFront']);
    for (const d of docs) expect(await t.storage.get(d.storageKey)).not.toBeNull();
  });

  it('a new upload replaces the old file; downloads answer the bytes with their type', async () => {
    const first = (await upload(tokens.admin, id, 'proofOfAddress', pdf())).json().data;
    const [old] = await t.db.select().from(merchantDocuments).where(eq(merchantDocuments.id, first.id));
    const oldKey = old!.storageKey;
    const second = (await upload(tokens.admin, id, 'proofOfAddress', pdf())).json().data;
    expect(await t.storage.get(oldKey)).toBeNull();
    const file = await t.cms(tokens.admin, 'merchant', 'download', { id, documentId: second.id });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await t.cms(tokens.admin, 'merchant', 'download', { id, documentId: first.id })).statusCode).toBe(
      404,
    );
  });

  it('a passport has no back side', async () => {
    const p = await newCorporation(tokens.admin, { idType: 'passport', email: 'pp@example.com' });
    const back = await upload(tokens.admin, p.id, 'idBack', png());
    expect(back.statusCode).toBe(400);
    expect(back.json().msg).toMatch(/^A passport has no back side/);
    await upload(tokens.admin, p.id, 'idFront', png());
    const early = await call(tokens.admin, p.id, 'submit');
    expect(early.json().msg).toBe('Upload the proof of address before submitting.');
  });
});

describe('validation', () => {
  it('refuses a minor, an expired ID, bad phones and countries, and shares above 100 %, in the caller’s language', async () => {
    const res = await t.cms(tokens.admin, 'merchant', 'create', {
      ...corporation,
      dateOfBirth: yearsAgo(17),
      idExpiryDate: yearsAgo(1),
      idIssueDate: yearsAgo(3),
      mobile: '12345',
      nationality: 'XX',
      shareholders: [
        { name: 'A', share: '60' },
        { name: 'B', share: '40.01' },
      ],
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json().data.fieldErrors;
    expect(fields.dateOfBirth).toEqual(['The merchant must be at least 18 years old']);
    expect(fields.idExpiryDate).toEqual(['The ID has expired']);
    expect(fields.nationality).toEqual(['Not an ISO country code']);
    expect(fields.shareholders).toEqual(["The shareholders' shares add up to more than 100 %"]);
    expect(fields.mobile).toBeDefined();
    const zh = await t.call(
      'POST',
      '/api/portal/cms/merchant/create',
      { ...corporation, dateOfBirth: yearsAgo(10), language: 'zh_CN' },
      { access_token: tokens.admin },
    );
    expect(zh.json().data.fieldErrors.dateOfBirth).toEqual(['商户须年满 18 周岁']);
    // A corporation needs its registration data; an individual does not.
    const { registrationCode: _r, ...noReg } = corporation;
    expect(
      (await t.cms(tokens.admin, 'merchant', 'create', noReg)).json().data.fieldErrors.registrationCode,
    ).toBeDefined();
    const person = await t.cms(tokens.admin, 'merchant', 'create', {
      ...noReg,
      merchantType: 2,
      email: 'p@example.com',
    });
    expect(person.statusCode).toBe(200);
    expect(person.json().data).toMatchObject({ shareholders: [], legalPerson: '', riskLevel: null });
  });
});

describe('phones as people type them', () => {
  it('takes a mobile typed with spaces, dashes, dots or brackets and stores it in E.164', async () => {
    const typed = [
      ['+44 7911 123456', '+447911123456'],
      ['+55 (11) 98765-4321', '+5511987654321'],
      ['0033 6.12.34.56.78', '+33612345678'],
    ];
    for (const [mobile, stored] of typed) {
      const res = await t.cms(tokens.admin, 'merchant', 'create', {
        ...corporation,
        email: `typed-${stored!.slice(1)}@example.com`,
        mobile,
      });
      expect(res.statusCode, mobile).toBe(200);
      expect((await get(tokens.admin, res.json().data.id)).mobile).toBe(stored);
    }
    const wrong = await t.cms(tokens.admin, 'merchant', 'create', { ...corporation, mobile: '+44 12' });
    expect(wrong.json().data.fieldErrors.mobile).toEqual(['The format of phone number is incorrect']);
  });

  it('every demo merchant can be saved again with its mobile as shown', async () => {
    const page = (await t.cms(tokens.admin, 'merchant', 'page', { page: 1, size: 100 })).json().data;
    expect(page.records.length).toBeGreaterThan(0);
    for (const m of page.records as { id: string; mobile: string }[]) {
      const res = await t.cms(tokens.admin, 'merchant', 'create', {
        ...corporation,
        email: `again-${m.id.slice(-8)}@example.com`,
        mobile: m.mobile.replace(/^(\+\d{2})(\d{4})/, '$1 $2 '),
      });
      expect(res.statusCode, m.mobile).toBe(200);
    }
  });
});

describe('who may do what', () => {
  it('another partner gets 404 on every call and on files; viewers read only; only the operator reviews', async () => {
    const seeded = (await t.cms(tokens.admin, 'merchant', 'page', { status: 'approved' })).json().data
      .records[0];
    const detail = await get(tokens.admin, seeded.id);
    const doc = detail.documents[0];
    expect(doc).toBeDefined();
    for (const [op, body] of [
      ['get', { id: seeded.id }],
      ['update', { ...corporation, id: seeded.id }],
      ['call', { id: seeded.id, action: 'close' }],
      ['download', { id: seeded.id, documentId: doc.id }],
    ] as const) {
      const res = await t.cms(tokens.other, 'merchant', op, body);
      expect(res.statusCode, op).toBe(404);
      expectEnvelope(res);
    }
    expect((await upload(tokens.other, seeded.id, 'idFront', png())).statusCode).toBe(404);
    const otherList = (await t.cms(tokens.other, 'merchant', 'page', { size: 100 })).json().data.records;
    expect(otherList.every((r: { email: string }) => !r.email.endsWith('aurora-trading.example'))).toBe(true);

    expect((await t.cms(tokens.viewer, 'merchant', 'get', { id: seeded.id })).statusCode).toBe(200);
    expect((await t.cms(tokens.viewer, 'merchant', 'create', corporation)).statusCode).toBe(403);
    expect((await upload(tokens.viewer, seeded.id, 'idFront', png())).statusCode).toBe(403);
    // A partner administrator is not the operator: the desk does not exist for it.
    expect((await t.cms(tokens.admin, 'merchant-review', 'page', {})).statusCode).toBe(404);
    expect((await review(tokens.admin, { id: seeded.id, action: 'approve' })).statusCode).toBe(404);
    expect((await get(tokens.admin, seeded.id)).status).toBe('approved');
    expect((await t.cms(tokens.finance, 'merchant', 'create', corporation)).statusCode).toBe(403);
    // The operator reads any partner's documents from the desk.
    const file = await t.cms(tokens.operator, 'merchant-review', 'download', {
      id: seeded.id,
      documentId: doc.id,
    });
    expect(file.statusCode).toBe(200);
  });

  it('the maker of a submission never reviews it', async () => {
    // The operator onboards a merchant of its own and submits it: it cannot approve it itself.
    const m = await newCorporation(tokens.operator, { email: 'op@example.com' });
    for (const k of ['idFront', 'idBack', 'proofOfAddress'])
      await upload(tokens.operator, m.id, k, k === 'proofOfAddress' ? pdf() : png());
    expect((await call(tokens.operator, m.id, 'submit')).statusCode).toBe(200);
    const self = await review(tokens.operator, { id: m.id, action: 'approve' });
    expect(self.statusCode).toBe(403);
    expect(self.json().msg).toBe('You made or submitted this merchant, so another user must review it.');
    expect((await get(tokens.operator, m.id)).status).toBe('underReview');
  });

  it('screening shows the reviewer a near-spelling of a listed name', async () => {
    const queue = (await t.cms(tokens.operator, 'merchant-review', 'page', { search: 'Blackwod' })).json()
      .data.records;
    expect(queue[0].screeningHits[0]).toMatchObject({
      listedName: 'Viktor Blackwood',
      matchedName: 'Viktor Blackwod',
    });
    expect(queue[0].screeningHits[0].score).toBeGreaterThanOrEqual(70);
  });

  it('keeps ID numbers and dates of birth out of logs and the audit trail', async () => {
    const m = await newCorporation(tokens.admin, {
      idNumber: 'SECRET-ID-99887766',
      email: 'pii@example.com',
    });
    expect(m.idNumber).toBe('SECRET-ID-99887766');
    expect(t.logLines.join('\n')).not.toContain('SECRET-ID-99887766');
    expect(t.logLines.join('\n')).not.toContain('1985-05-20');
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.subjectId, m.id));
    const trail = JSON.stringify(audits.map((a) => [a.before, a.after]));
    expect(trail).toContain('…7766');
    expect(trail).not.toContain('SECRET-ID-99887766');
    expect(trail).not.toContain('1985-05-20');
  });
});

describe('the list', () => {
  it('searches by name, email or number, filters by type, status and created date, pages and exports', async () => {
    const all = (await t.cms(tokens.admin, 'merchant', 'page', { size: 100 })).json().data;
    expect(all.total).toBeGreaterThanOrEqual(7);
    const byName = (await t.cms(tokens.admin, 'merchant', 'page', { search: 'gonzález' })).json().data
      .records;
    expect(byName.map((r: { name: string }) => r.name)).toEqual(['María José González']);
    const byNo = (await t.cms(tokens.admin, 'merchant', 'page', { search: byName[0].merchantNo })).json().data
      .records;
    expect(byNo).toHaveLength(1);
    const corps = (await t.cms(tokens.admin, 'merchant', 'page', { merchantType: 1, size: 100 })).json().data
      .records;
    expect(corps.every((r: { merchantType: number }) => r.merchantType === 1)).toBe(true);
    const rejected = (await t.cms(tokens.admin, 'merchant', 'page', { status: 'rejected' })).json().data
      .records;
    expect(rejected.every((r: { status: string }) => r.status === 'rejected')).toBe(true);
    const future = (await t.cms(tokens.admin, 'merchant', 'page', { createdFrom: yearsAhead(1) })).json()
      .data;
    expect(future).toMatchObject({ total: 0, records: [] });
    const page2 = (await t.cms(tokens.admin, 'merchant', 'page', { page: 2, size: 10 })).json().data;
    expect(page2.records[0].id).toBe(all.records[10].id);
    const bad = await t.cms(tokens.admin, 'merchant', 'page', {
      createdFrom: '2026-02-01',
      createdTo: '2026-01-01',
    });
    expect(bad.statusCode).toBe(400);

    const csv = await t.cms(tokens.admin, 'export', 'export', {
      kind: 'merchants',
      format: 'csv',
      filter: { status: 'approved' },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Merchant No.');
    expect(csv.body).toContain('Wei Chen');
    expect(csv.body).not.toContain('440301198403120031');
    const n = await t.db.select({ n: count() }).from(merchants).where(eq(merchants.partnerId, partnerId));
    expect(n[0]!.n).toBe(all.total);
  });
});
