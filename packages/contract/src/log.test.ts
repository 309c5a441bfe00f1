import { describe, expect, it } from 'vitest';
import { auditActionText, auditSubjectText, isAuditAction, isAuditSubject } from './log';
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
    expect(isAuditAction('login.failed')).toBe(true);
    expect(isAuditAction('toString')).toBe(false);
    expect(isAuditAction('no-such-action')).toBe(false);
    expect(isAuditSubject('cardAuthorization')).toBe(true);
    expect(isAuditSubject('hasOwnProperty')).toBe(false);
  });

  it('names every permission module (an export is logged under its list’s module)', () => {
    for (const module of MODULES) expect(isAuditSubject(module), module).toBe(true);
  });
});
