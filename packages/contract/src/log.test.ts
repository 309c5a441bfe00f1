import { describe, expect, it } from 'vitest';
import { auditActionText, isAuditAction } from './log';

describe('audit action texts', () => {
  it('name every action in English and in Chinese, the two different', () => {
    for (const [action, text] of Object.entries(auditActionText)) {
      expect(text.en.trim(), action).not.toBe('');
      expect(text.zh_CN.trim(), action).not.toBe('');
      expect(text.zh_CN, action).not.toBe(text.en);
    }
  });

  it('knows the table’s actions and nothing else', () => {
    expect(isAuditAction('login.failed')).toBe(true);
    expect(isAuditAction('toString')).toBe(false);
    expect(isAuditAction('no-such-action')).toBe(false);
  });
});
