import { describe, expect, it } from 'vitest';
import { isEmailAddress } from './email-address';
import { emailField, isValidEmail } from './validation';

const label63 = 'a'.repeat(63);
const local64 = 'l'.repeat(64);

describe('email addresses (RFC 5321/5322)', () => {
  it.each([
    'simple@example.com',
    'very.common@example.com',
    'first.last+tag@sub-domain.example.co.uk',
    "o'brien_{x}=1@example.org",
    'x@example.io',
    '"john..doe"@example.org',
    '"a@b"@example.com',
    '"quoted \\"pair\\""@example.com',
    'user@example.xn--p1ai',
    'user@xn--80ak6aa92e.com',
    'user@[192.0.2.1]',
    `${local64}@example.com`,
    `user@${label63}.com`,
    'USER@EXAMPLE.COM',
  ])('accepts %s', (address) => expect(isEmailAddress(address)).toBe(true));

  it.each([
    ['a domain label starting with a hyphen', 'user@-example.com'],
    ['a domain label ending with a hyphen', 'user@example-.com'],
    ['a top-level label starting with a hyphen', 'user@example.-com'],
    ['a local part over 64 characters', `${local64}l@example.com`],
    ['a domain label over 63 characters', `user@${label63}a.com`],
    ['an address over 254 characters', `user@${`${label63}.`.repeat(4)}com`],
    ['no @', 'Abc.example.com'],
    ['an @ outside quotes', 'a@b@example.com'],
    ['specials outside quotes', 'a"b(c)d,e:f;g<h>i[j\\k]l@example.com'],
    ['quotes inside an atom', 'just"not"right@example.com'],
    ['a leading dot', '.user@example.com'],
    ['a trailing dot', 'user.@example.com'],
    ['two dots in a row', 'us..er@example.com'],
    ['an empty domain label', 'user@example..com'],
    ['a space', 'user name@example.com'],
    ['a space in the domain', 'user@exa mple.com'],
    ['a domain without a dot', 'user@localhost'],
    ['a one-letter top-level label', 'user@example.c'],
    ['a numeric top-level label', 'user@example.123'],
    ['a bad address literal', 'user@[300.1.1.1]'],
    ['an empty local part', '@example.com'],
    ['an underscore in the domain', 'user@exa_mple.com'],
    ['a NEL after the address', 'user@example.com\u0085'],
    ['non-ASCII in the local part', 'usér@example.com'],
  ])('refuses %s', (_, address) => expect(isEmailAddress(address)).toBe(false));

  it('is the rule of every email field and list', () => {
    expect(isValidEmail(['a@example.com', 'b@example.com'])).toBe(true);
    expect(isValidEmail(['a@example.com', 'b@-example.com'])).toBe(false);
    expect(isValidEmail('')).toBe(true);
    expect(emailField.safeParse('  user@example.xn--p1ai ').data).toBe('user@example.xn--p1ai');
    expect(emailField.safeParse('user@-example.com').error?.issues[0]?.message).toBe('validation.email');
  });
});
