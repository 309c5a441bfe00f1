import { describe, expect, it } from 'vitest';
import { amountProblem } from './order';
import { moneyString } from './money';
import { amountField, amountInRange, BIGINT_MAX, fileNameField, textField, textProblem } from './text';
import { toMinor } from './money';

describe('the text rule', () => {
  it('refuses NUL and other control characters, allowing line breaks and tabs only where asked', () => {
    for (const bad of ['a\u0000b', 'a\u0007', '\u001b[31m', 'x\u007f'])
      expect(textProblem(bad), JSON.stringify(bad)).toBe('control');
    expect(textProblem('two\nlines')).toBe('control');
    expect(textProblem('two\r\nlines\tand a tab', true)).toBeNull();
    expect(textProblem('a\u0000b', true)).toBe('control');
  });

  it('refuses lone surrogates and keeps real pairs (emoji, CJK)', () => {
    expect(textProblem('x\ud800y')).toBe('surrogate');
    expect(textProblem('x\udc00')).toBe('surrogate');
    expect(textProblem('\ud83d\ude00 张伟 Zoë')).toBeNull();
  });

  it('refuses bidi controls and zero-width characters that make text read as something else', () => {
    const disguises = [
      'invoice\u202efdp.exe',
      'a\u202ab',
      '\u2066x\u2069',
      'left\u200emark',
      'r\u200f',
      'zero\u200bwidth',
      'z\u200cw',
      'j\u200dn',
      'w\u2060j',
      '\ufeffbom',
      'a\u061cb',
    ];
    for (const bad of disguises) expect(textProblem(bad, true), JSON.stringify(bad)).toBe('invisible');
    expect(textField(40).safeParse('ACME\u202eLTD').error?.issues[0]?.message).toBe('validation.invisible');
    expect(textProblem("Zoë Müller 张伟 \ud83d\ude00 O'Brien-Smith")).toBeNull();
  });

  it('trims, limits the length and says which rule failed', () => {
    const field = textField(5);
    expect(field.parse('  abc  ')).toBe('abc');
    expect(field.safeParse('abcdef').error?.issues[0]?.message).toBe('validation.tooLong');
    expect(field.safeParse('a\u0000').error?.issues[0]?.message).toBe('validation.control');
    expect(field.safeParse('a\ud800').error?.issues[0]?.message).toBe('validation.surrogate');
    expect(textField(20, { multiline: true }).parse('line one\nline two')).toBe('line one\nline two');
  });
});

describe('the amount rule', () => {
  it('keeps every accepted amount within the bigint column, in any currency', () => {
    const largest = '999999999999999.999';
    expect(amountInRange(largest)).toBe(true);
    expect(toMinor(largest, 'KWD') <= BIGINT_MAX).toBe(true);
    expect(amountInRange('0000000000000000001.00')).toBe(true);
    expect(amountInRange('1000000000000000')).toBe(false);
    expect(amountInRange('99999999999999999999')).toBe(false);
  });

  it('refuses exponents, signs where none is allowed and 20 digits, each with its own key', () => {
    const unsigned = amountField();
    expect(unsigned.parse(' 12.50 ')).toBe('12.50');
    for (const bad of ['1e5', '-1', '+1', '0x10', '1,000', ''])
      expect(unsigned.safeParse(bad).error?.issues[0]?.message, bad).toBe('validation.amount');
    expect(unsigned.safeParse('99999999999999999999').error?.issues[0]?.message).toBe(
      'validation.amountRange',
    );
    expect(amountField({ signed: true }).parse('-3.00')).toBe('-3.00');
    expect(moneyString.safeParse('99999999999999999999').error?.issues[0]?.message).toBe(
      'validation.amountRange',
    );
    expect(amountProblem('99999999999999999999', 'USD')).toBe('tooLarge');
    expect(amountProblem('1e5', 'USD')).toBe('format');
    expect(amountProblem('999999999999999.99', 'USD')).toBeNull();
  });
});

describe('the file-name rule', () => {
  it('keeps ordinary names in any script and refuses names that disguise themselves', () => {
    for (const ok of ['invoice.pdf', '发票 2026.pdf', 'façade (1).png', ''])
      expect(fileNameField.safeParse(ok).success, ok).toBe(true);
    const refused = (name: string) => fileNameField.safeParse(name).error?.issues[0]?.message;
    expect(refused('invoice\u202efdp.exe')).toBe('validation.invisible');
    for (const c of [
      '\u202a',
      '\u202d',
      '\u2066',
      '\u2069',
      '\u200e',
      '\u200f',
      '\u200b',
      '\u200d',
      '\u2060',
      '\ufeff',
    ])
      expect(refused(`a${c}b.pdf`), c.codePointAt(0)!.toString(16)).toBe('validation.invisible');
    expect(refused('a\u0000b.pdf')).toBe('validation.control');
    expect(refused('x\ud800.pdf')).toBe('validation.surrogate');
    expect(refused(`${'a'.repeat(252)}.pdf`)).toBe('validation.tooLong');
  });
});
