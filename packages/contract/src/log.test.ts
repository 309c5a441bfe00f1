import { describe, expect, it } from 'vitest';
import { textOf } from './local-text';
import { auditActionText, auditSubjectText } from './log';
import { MODULES } from './permission';

describe('audit action and module texts', () => {
  it('name every action and module in English and in Chinese, the two different', () => {
    for (const [action, text] of [...Object.entries(auditActionText), ...Object.entries(auditSubjectText)]) {
      expect(text.en.trim(), action).not.toBe('');
      expect(text.zh_CN.trim(), action).not.toBe('');
      expect(text.zh_CN, action).not.toBe(text.en);
    }
  });

  it('knows the table’s actions and nothing else', () => {
    expect(textOf(auditActionText, 'login.failed')).toBeDefined();
    expect(textOf(auditActionText, 'toString')).toBeUndefined();
    expect(textOf(auditActionText, 'no-such-action')).toBeUndefined();
    expect(textOf(auditSubjectText, 'cardAuthorization')).toBeDefined();
    expect(textOf(auditSubjectText, 'hasOwnProperty')).toBeUndefined();
  });

  it('names every permission module (an export is logged under its list’s module)', () => {
    for (const module of MODULES) expect(textOf(auditSubjectText, module), module).toBeDefined();
  });
});
