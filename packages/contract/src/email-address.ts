/*
 * An email address as RFC 5321/5322 define one for mail the portal sends, with the limits a well-kept
 * validator (validator.js isEmail, by default) applies:
 * - local part: a dot-atom (runs of atext joined by single dots) or a quoted string, at most 64 octets
 *   (RFC 5321 §4.5.3.1.1);
 * - domain: host-name labels of letters, digits and hyphens, none starting or ending with a hyphen, each
 *   at most 63 octets (RFC 1035 §2.3.4), at most 253 in all; the top-level label is letters (2 or more)
 *   or an IDNA A-label (xn--…), never digits; or an IPv4 address literal such as [192.0.2.1];
 * - the whole address at most 254 octets (the 256-octet path less its angle brackets).
 * Internationalised domains are written in their ASCII (xn--) form; UTF-8 addresses (RFC 6531) are not
 * accepted, as mail is sent without SMTPUTF8. Written here rather than imported because the web bundle
 * carries it: validator's isEmail brings its FQDN, IP and byte-length modules along for the same rule.
 */
const ATEXT = /^[A-Za-z0-9!#$%&'*+\-/=?^_`{|}~]+$/;
const QUOTED_STRING = /^"(?:[\x20\x21\x23-\x5b\x5d-\x7e]|\\[\x20-\x7e])*"$/;
const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const TOP_LEVEL = /^(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;
const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4_LITERAL = new RegExp(`^\\[${OCTET}(?:\\.${OCTET}){3}\\]$`);

export const isEmailAddress = (value: string): boolean => {
  if (value.length > 254) return false;
  const at = value.lastIndexOf('@');
  if (at < 1) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (local.length > 64) return false;
  if (!QUOTED_STRING.test(local) && !local.split('.').every((atom) => ATEXT.test(atom))) return false;
  if (IPV4_LITERAL.test(domain)) return true;
  if (domain.length > 253) return false;
  const labels = domain.split('.');
  return labels.length > 1 && labels.every((label) => LABEL.test(label)) && TOP_LEVEL.test(labels.at(-1)!);
};
