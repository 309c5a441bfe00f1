import { describe, expect, it } from 'vitest';
import { errorTable } from './errors';
import {
  isAdult,
  bornInPast,
  idIssuedBeforeExpiry,
  idNotExpired,
  isMerchantEditable,
  MERCHANT_ACTIONS,
  MERCHANT_STATUSES,
  merchantActionsFrom,
  merchantCallRequest,
  merchantCreateRequest,
  merchantCrossChecks,
  merchantFields,
  merchantReviewCallRequest,
  missingDocuments,
  nextMerchantStatus,
  requiredDocuments,
  shareHundredths,
  sharesWithinTotal,
  type MerchantAction,
  type MerchantStatus,
} from './merchant';
import { z } from 'zod';

const individual = {
  merchantType: 2,
  firstName: 'Ana',
  lastName: 'García',
  email: 'ana@example.com',
  mobile: '+525512345678',
  gender: 'female',
  dateOfBirth: '1990-04-12',
  nationality: 'MX',
  idType: 'passport',
  idNumber: 'G12345678',
  idIssueDate: '2020-01-10',
  idExpiryDate: '2035-01-09',
  residenceAddress: 'Av. Reforma 100, CDMX',
  residenceCountry: 'MX',
};
const corporation = {
  ...individual,
  merchantType: 1,
  idType: 'idCard',
  registrationCode: 'RFC-ABC-123',
  vatCode: 'VAT-9',
  registrationDate: '2015-06-01',
  businessScope: 'Wholesale of coffee',
  legalPerson: 'Ana García',
  shareholders: [
    { name: 'Ana García', share: '60' },
    { name: 'Luis Pérez', share: '40.00' },
  ],
  riskLevel: 'medium',
  registrationAddress: 'Calle 5, Monterrey',
  registrationCountry: 'MX',
};

/** The field errors a schema reports, as `path: message`. */
const errors = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('merchant state machine, pair by pair', () => {
  const allowed: Record<string, MerchantStatus> = {
    'toBeUploaded/submit': 'underReview',
    'underReview/approve': 'approved',
    'underReview/reject': 'rejected',
    'rejected/resubmit': 'underReview',
    'approved/close': 'closed',
  };
  const pairs = MERCHANT_STATUSES.flatMap((s) => MERCHANT_ACTIONS.map((a) => [s, a] as const));
  it.each(pairs)('%s + %s', (status: MerchantStatus, action: MerchantAction) => {
    expect(nextMerchantStatus(status, action)).toBe(allowed[`${status}/${action}`] ?? null);
  });
  it('every allowed move is listed by merchantActionsFrom, and Closed is final', () => {
    for (const s of MERCHANT_STATUSES)
      for (const a of merchantActionsFrom(s)) expect(nextMerchantStatus(s, a)).not.toBeNull();
    expect(merchantActionsFrom('closed')).toEqual([]);
  });
  it('is editable only before review and after a rejection', () => {
    expect(MERCHANT_STATUSES.filter(isMerchantEditable)).toEqual(['toBeUploaded', 'rejected']);
  });
});

describe('validators', () => {
  const today = '2026-11-25';
  it('born in the past and adult (18 on the birthday, leap-day births on 1 March)', () => {
    expect(bornInPast('2026-11-25', today)).toBe(false);
    expect(bornInPast('2026-11-24', today)).toBe(true);
    expect(isAdult('2008-11-25', today)).toBe(true);
    expect(isAdult('2008-11-26', today)).toBe(false);
    expect(isAdult('2008-02-29', '2026-02-28')).toBe(false);
    expect(isAdult('2008-02-29', '2026-03-01')).toBe(true);
  });
  it('an ID is issued before it expires and is not expired', () => {
    expect(idIssuedBeforeExpiry('2020-01-01', '2030-01-01')).toBe(true);
    expect(idIssuedBeforeExpiry('2030-01-01', '2030-01-01')).toBe(false);
    expect(idNotExpired('2026-11-25', today)).toBe(true);
    expect(idNotExpired('2026-11-24', today)).toBe(false);
  });
  it('shares are exact percentages summing to at most 100', () => {
    expect(shareHundredths('33.33')).toBe(3333);
    expect(shareHundredths('100')).toBe(10_000);
    for (const bad of ['0', '100.01', '-5', '1e2', '12.345', '', 'abc'])
      expect(shareHundredths(bad)).toBeNull();
    expect(sharesWithinTotal(['33.34', '33.33', '33.33'])).toBe(true);
    expect(sharesWithinTotal(['50', '50.01'])).toBe(false);
  });
  it('documents by ID type: a passport has no back', () => {
    expect(requiredDocuments('passport')).toEqual(['idFront', 'proofOfAddress']);
    expect(requiredDocuments('driverLicense')).toEqual(['idFront', 'idBack', 'proofOfAddress']);
    expect(missingDocuments('idCard', ['idFront'])).toEqual(['idBack', 'proofOfAddress']);
  });
});

describe('merchant create schema', () => {
  it('accepts an individual and a corporation', () => {
    expect(errors(merchantCreateRequest, individual)).toEqual([]);
    expect(errors(merchantCreateRequest, corporation)).toEqual([]);
  });
  it('refuses a bad email, a non-E.164 mobile and unknown countries', () => {
    expect(
      errors(merchantCreateRequest, {
        ...individual,
        email: 'ana@',
        mobile: '5512345678',
        nationality: 'XX',
        residenceCountry: 'ZZ',
      }),
    ).toEqual([
      'email: validation.email',
      'mobile: validation.phone',
      'nationality: validation.country',
      'residenceCountry: validation.country',
    ]);
  });
  it('refuses a minor, an unborn and an expired or inverted ID (cross checks with a fixed today)', () => {
    const check = (v: object) => {
      const schema = z
        .object(merchantFields)
        .superRefine((x, ctx) => merchantCrossChecks(x, ctx, '2026-11-25'));
      return errors(schema, { ...individual, ...v });
    };
    expect(check({ dateOfBirth: '2010-01-01' })).toEqual(['dateOfBirth: validation.adult']);
    expect(check({ dateOfBirth: '2027-01-01' })).toEqual(['dateOfBirth: validation.birthFuture']);
    expect(check({ idExpiryDate: '2026-11-24' })).toEqual(['idExpiryDate: validation.idExpired']);
    expect(check({ idIssueDate: '2030-01-01', idExpiryDate: '2029-01-01' })).toEqual([
      'idIssueDate: validation.idIssuedFuture',
      'idExpiryDate: validation.idDates',
    ]);
  });
  it('a corporation needs its company data and shares of at most 100 %', () => {
    const missing = errors(merchantCreateRequest, { ...individual, merchantType: 1 });
    expect(missing).toEqual([
      'registrationCode: validation.required',
      'registrationDate: validation.required',
      'legalPerson: validation.required',
      'registrationAddress: validation.required',
      'registrationCountry: validation.required',
      'riskLevel: validation.required',
    ]);
    expect(
      errors(merchantCreateRequest, {
        ...corporation,
        shareholders: [
          { name: 'A', share: '60' },
          { name: 'B', share: '40.01' },
        ],
      }),
    ).toEqual(['shareholders: validation.sharesTotal']);
    expect(errors(merchantCreateRequest, { ...corporation, registrationDate: '2999-01-01' })).toEqual([
      'registrationDate: validation.registrationFuture',
    ]);
  });
  it('refuses control characters and over-long names', () => {
    expect(errors(merchantCreateRequest, { ...individual, firstName: 'A\u0000' })).toEqual([
      'firstName: validation.control',
    ]);
    expect(errors(merchantCreateRequest, { ...individual, lastName: 'x'.repeat(65) })).toEqual([
      'lastName: validation.tooLong',
    ]);
  });
});

describe('calls', () => {
  const id = '01936b2e-1f00-7000-8000-000000000001';
  it('a partner submits, resubmits or closes; the operator approves or rejects', () => {
    expect(merchantCallRequest.safeParse({ id, action: 'approve' }).success).toBe(false);
    expect(merchantCallRequest.safeParse({ id, action: 'resubmit' }).success).toBe(true);
    expect(merchantReviewCallRequest.safeParse({ id, action: 'approve' }).success).toBe(true);
  });
  it('a rejection needs at least one of the spec reasons', () => {
    expect(errors(merchantReviewCallRequest, { id, action: 'reject' })).toEqual([
      'reasons: validation.rejectReasons',
    ]);
    expect(errors(merchantReviewCallRequest, { id, action: 'reject', reasons: ['tooUgly'] })).not.toEqual([]);
    expect(
      merchantReviewCallRequest.safeParse({ id, action: 'reject', reasons: ['failedAml'], comment: 'Hit' })
        .success,
    ).toBe(true);
  });
});

describe('error table', () => {
  it('codes stay unique with the merchant and upload codes added', () => {
    const codes = Object.values(errorTable).map((e) => e.code);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
