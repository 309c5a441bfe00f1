import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { IBAN_LENGTHS } from './iban-registry';
import { ISO_3166_ALPHA2, USER_ASSIGNED_COUNTRIES } from './iso3166';
import { ISO_4217_CURRENT, ISO_4217_FUNDS, ISO_4217_WITHDRAWN } from './iso4217';

/**
 * The shipped reference tables against snapshots of the registries (fixtures/*.tsv, each saying where it
 * comes from). A new registry edition is one fixture file away: replace its rows and this test names every
 * code the tables must add, drop or change.
 */
const rows = (file: string) =>
  readFileSync(new URL(`./fixtures/${file}`, import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => line.split('\t'));

const sorted = <T>(list: Iterable<T>) => [...list].sort();

describe('IBAN countries follow the SWIFT IBAN registry', () => {
  const registry = Object.fromEntries(
    rows('swift-iban-registry.tsv').map(([code, length]) => [code, Number(length)]),
  );

  it('lists exactly the registry countries, with its IBAN lengths', () => {
    expect(Object.keys(registry).length).toBeGreaterThan(80);
    expect(IBAN_LENGTHS).toEqual(registry);
  });
});

describe('currencies follow ISO 4217 List One', () => {
  const list = rows('iso4217-list-one.tsv').map(([code, minor, fund]) => ({
    code,
    minor,
    fund: fund === 'fund',
  }));
  const withMinorUnit = list.filter((c) => c.minor !== 'N.A.');

  it('offers every current currency the list has, with its minor unit, and nothing else', () => {
    const expected = withMinorUnit.filter((c) => !c.fund).map((c) => [c.code, Number(c.minor)]);
    expect(sorted(ISO_4217_CURRENT.map(([code, exponent]) => [code, exponent]))).toEqual(sorted(expected));
  });

  it('knows the fund codes with their minor units, apart from what is offered', () => {
    const expected = withMinorUnit.filter((c) => c.fund).map((c) => [c.code, Number(c.minor)]);
    expect(sorted(ISO_4217_FUNDS.map(([code, exponent]) => [code, exponent]))).toEqual(sorted(expected));
  });

  it('keeps as withdrawn only codes the list no longer has', () => {
    const current = new Set(list.map((c) => c.code));
    expect(ISO_4217_WITHDRAWN.filter(([code]) => current.has(code))).toEqual([]);
    for (const [, , , , successor] of ISO_4217_WITHDRAWN) expect(current.has(successor)).toBe(true);
  });
});

describe('countries follow ISO 3166-1 alpha-2', () => {
  const registry = rows('iso3166-1-alpha2.tsv').map(([code]) => code);

  it('lists exactly the officially assigned codes', () => {
    expect(registry).toHaveLength(249);
    expect(sorted(ISO_3166_ALPHA2)).toEqual(sorted(registry));
  });

  it('adds only user-assigned codes beside them', () => {
    for (const code of USER_ASSIGNED_COUNTRIES) {
      expect(registry).not.toContain(code);
      expect(code).toMatch(/^(AA|Q[M-Z]|X[A-Z]|ZZ)$/);
    }
  });

  it('has a country for every IBAN prefix', () => {
    const countries = new Set([...ISO_3166_ALPHA2, ...USER_ASSIGNED_COUNTRIES]);
    expect(Object.keys(IBAN_LENGTHS).filter((code) => !countries.has(code))).toEqual([]);
  });
});
