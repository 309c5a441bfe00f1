import { describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES } from '@remit/contract/upload';
import { merchantInput, type MerchantRecord } from '@remit/contract/merchant';
import { fileProblem, fileSizeText, isImage } from '../../../shared/http/file-check';
import { EMPTY_MERCHANT, formValuesOf, isFormPath, merchantBody } from './merchant-form';
import { merchantPageSearch, merchantReviewPageSearch } from './merchant-search';
import { sharesTotal } from './shares';

describe('sharesTotal', () => {
  it('adds shares in hundredths, never through a float', () => {
    expect(sharesTotal(['33.33', '33.33', '33.34'])).toEqual({ text: '100.00', over: false });
    expect(sharesTotal(['0.1', '0.2'])).toEqual({ text: '0.30', over: false });
  });
  it('flags a total above 100 %', () => {
    expect(sharesTotal(['60', '40.01'])).toEqual({ text: '100.01', over: true });
  });
  it('counts a share that is not a share yet as 0', () => {
    expect(sharesTotal(['50', 'abc', '', '101', '12.345'])).toEqual({ text: '50.00', over: false });
    expect(sharesTotal([])).toEqual({ text: '0.00', over: false });
  });
});

describe('fileProblem', () => {
  const file = (size: number, type: string, name = 'x.pdf') => ({ size, type, name });
  it('takes PDF, JPEG and PNG up to exactly 1 MB', () => {
    expect(fileProblem(file(MAX_FILE_BYTES, 'application/pdf'))).toBeNull();
    expect(fileProblem(file(10, 'image/jpeg', 'a.jpg'))).toBeNull();
    expect(fileProblem(file(10, 'image/png', 'a.png'))).toBeNull();
  });
  it('refuses one byte over 1 MB, an empty file and other types', () => {
    expect(fileProblem(file(MAX_FILE_BYTES + 1, 'application/pdf'))).toBe('tooLarge');
    expect(fileProblem(file(0, 'application/pdf'))).toBe('empty');
    expect(fileProblem(file(10, 'application/x-msdownload', 'setup.exe'))).toBe('type');
    expect(fileProblem(file(10, 'image/gif', 'a.gif'))).toBe('type');
  });
  it('falls back to the name when the browser gives no type', () => {
    expect(fileProblem(file(10, '', 'scan.PDF'))).toBeNull();
    expect(fileProblem(file(10, '', 'scan.docx'))).toBe('type');
  });
  it('previews images only, and sizes files for people', () => {
    expect(isImage('image/png')).toBe(true);
    expect(isImage('application/pdf')).toBe(false);
    expect(fileSizeText(300)).toBe('1 KB');
    expect(fileSizeText(MAX_FILE_BYTES)).toBe('1.0 MB');
  });
});

const record: MerchantRecord = {
  id: '0190a000-0000-7000-8000-000000000001',
  merchantNo: 'M000001',
  status: 'rejected',
  merchantType: 1,
  name: 'Ana Ruiz',
  firstName: 'Ana',
  middleName: '',
  lastName: 'Ruiz',
  email: 'ana@example.com',
  mobile: '+525512345678',
  gender: 'female',
  dateOfBirth: '1980-02-03',
  nationality: 'MX',
  idType: 'passport',
  idNumber: 'P123',
  idIssueDate: '2020-01-01',
  idExpiryDate: '2030-01-01',
  residenceAddress: 'Calle 1',
  residenceCountry: 'MX',
  registrationCode: 'R1',
  vatCode: '',
  registrationDate: '2010-05-05',
  businessScope: 'Trade',
  legalPerson: 'Ana Ruiz',
  shareholders: [{ name: 'Ana Ruiz', share: '100' }],
  riskLevel: 'lower',
  registrationAddress: 'Calle 2',
  registrationCountry: 'MX',
  rejectionReasons: ['idPicture'],
  rejectionComment: 'Blurred',
  submittedAt: null,
  createdAt: '2025-01-01T00:00:00Z',
  updatedAt: '2025-01-01T00:00:00Z',
};

describe('merchant form values', () => {
  it('bring a saved corporation back into a form the contract accepts', () => {
    const values = formValuesOf(record);
    expect(values.merchantType).toBe(1);
    expect(values.shareholders).toEqual([{ name: 'Ana Ruiz', share: '100' }]);
    expect(Object.keys(values).sort()).toEqual(Object.keys(EMPTY_MERCHANT).sort());
    expect(merchantInput.safeParse(values).success).toBe(true);
  });
  it('send no corporation data for an individual', () => {
    const parsed = merchantInput.parse({ ...formValuesOf(record), merchantType: 2 });
    const body = merchantBody(parsed);
    expect(body.registrationCode).toBe('');
    expect(body.shareholders).toEqual([]);
    expect(body.riskLevel).toBeUndefined();
    expect(body.firstName).toBe('Ana');
  });
  it('know which server error paths are form fields', () => {
    expect(isFormPath('shareholders.0.share')).toBe(true);
    expect(isFormPath('email')).toBe(true);
    expect(isFormPath('partnerId')).toBe(false);
  });
});

describe('merchant page search', () => {
  it('keeps the list filter and the opened merchant, and drops what the contract refuses', () => {
    const kept = {
      status: 'rejected',
      merchantType: 1,
      createdFrom: '2025-01-01',
      id: record.id,
      tab: 'documents',
      page: 2,
    };
    expect(merchantPageSearch(kept)).toEqual({ ...kept, size: 10 });
    expect(merchantPageSearch({ status: 'nope', id: '1', tab: 'x' })).toEqual({
      page: 1,
      size: 10,
      id: undefined,
      tab: undefined,
    });
  });
  it('drops the end of a created range that ends before it starts', () => {
    const search = merchantPageSearch({ createdFrom: '2025-02-01', createdTo: '2025-01-01' });
    expect(search.createdFrom).toBe('2025-02-01');
    expect(search.createdTo).toBeUndefined();
  });
  it('keeps the review queue status from the link', () => {
    expect(merchantReviewPageSearch({ status: 'approved', search: 'Ana' })).toMatchObject({
      status: 'approved',
      search: 'Ana',
    });
  });
});
