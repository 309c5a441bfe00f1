import { describe, expect, it } from 'vitest';
import { changedOnly } from './changed-only';

describe('changedOnly', () => {
  it('keeps only the named fields whose value changed', () => {
    const values = { name: 'Ann', role: 'r1', sort: 3 };
    expect(changedOnly(values, { name: 'Ann', role: 'r2' }, ['name', 'role'])).toEqual({ role: 'r1' });
    expect(changedOnly(values, { name: 'Ann', role: 'r1' }, ['name', 'role'])).toEqual({});
  });
});
