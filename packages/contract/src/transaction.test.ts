import { describe, expect, it } from 'vitest';
import {
  TRANSACTION_STATUSES,
  TRANSACTION_STATUS_TEXT,
  TRANSACTION_TYPES,
  TRANSACTION_TYPE_TEXT,
  transactionStatusText,
  transactionTypeText,
} from './transaction';

const bareNumber = /^\s*\d+\s*$/;
const codeInWords = /\b(type|status)\s*\d+/i;

describe('transaction type and status words', () => {
  it('name every type the ledger can write in English and in Chinese, never as a number', () => {
    for (const code of Object.values(TRANSACTION_TYPES)) {
      const text = transactionTypeText(code);
      expect(TRANSACTION_TYPE_TEXT[code], `type ${code}`).toBe(text);
      for (const words of [text.en, text.zh_CN]) {
        expect(words.trim(), `type ${code}`).not.toBe('');
        expect(words, `type ${code}`).not.toMatch(bareNumber);
        expect(words, `type ${code}`).not.toMatch(codeInWords);
      }
      expect(text.zh_CN, `type ${code}`).not.toBe(text.en);
    }
  });

  it('name every status in both languages, never as a number', () => {
    for (const code of Object.values(TRANSACTION_STATUSES)) {
      const text = transactionStatusText(code);
      expect(TRANSACTION_STATUS_TEXT[code], `status ${code}`).toBe(text);
      for (const words of [text.en, text.zh_CN]) {
        expect(words.trim(), `status ${code}`).not.toBe('');
        expect(words, `status ${code}`).not.toMatch(bareNumber);
      }
      expect(text.zh_CN, `status ${code}`).not.toBe(text.en);
    }
  });

  it('knows no code beyond the dictionaries, and words an unknown stored code instead of printing it', () => {
    expect(Object.keys(TRANSACTION_TYPE_TEXT).map(Number).sort()).toEqual(
      Object.values(TRANSACTION_TYPES).sort(),
    );
    expect(Object.keys(TRANSACTION_STATUS_TEXT).map(Number).sort()).toEqual(
      Object.values(TRANSACTION_STATUSES).sort(),
    );
    for (const text of [transactionTypeText(999), transactionStatusText(99)]) {
      expect(text.en).not.toMatch(/\d/);
      expect(text.zh_CN).not.toMatch(/\d/);
    }
  });

  it('calls a card purchase, a card refund and a card withdrawal what they are', () => {
    expect(transactionTypeText(TRANSACTION_TYPES.CARD_PURCHASE).en).toBe('Card purchase');
    expect(transactionTypeText(TRANSACTION_TYPES.CARD_REFUND).en).toBe('Card refund');
    expect(transactionTypeText(TRANSACTION_TYPES.CARD_RETURN).en).toBe('Card withdrawal');
  });
});
