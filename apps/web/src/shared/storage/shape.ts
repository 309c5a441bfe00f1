/**
 * What a stored or fetched value must look like, checked without a schema library: the first load (the
 * stored session, the ability rules, the configuration) must not bring zod, which the forms load with their
 * own screens. A shape is written against the contract's type (`satisfies ShapeOf<T>`), so a field added to
 * or removed from the contract fails the typecheck until the shape follows.
 */
export type Kind =
  | 'string'
  | 'boolean'
  | 'number'
  | 'string|null'
  | 'string|string[]'
  | 'string[]'
  | 'number[]'
  | 'object?'
  | 'string[]?'
  | 'boolean?';

export type ShapeOf<T> = { readonly [K in keyof Required<T>]: Kind };

const isStrings = (value: unknown) => Array.isArray(value) && value.every((item) => typeof item === 'string');

const fits: Record<Kind, (value: unknown) => boolean> = {
  string: (value) => typeof value === 'string',
  boolean: (value) => typeof value === 'boolean',
  number: (value) => typeof value === 'number' && Number.isFinite(value),
  'string|null': (value) => value === null || typeof value === 'string',
  'string|string[]': (value) => typeof value === 'string' || isStrings(value),
  'string[]': isStrings,
  'number[]': (value) =>
    Array.isArray(value) && value.every((item) => typeof item === 'number' && Number.isFinite(item)),
  'object?': (value) =>
    value === undefined || (typeof value === 'object' && value !== null && !Array.isArray(value)),
  'string[]?': (value) => value === undefined || isStrings(value),
  'boolean?': (value) => value === undefined || typeof value === 'boolean',
};

/** True when `value` is an object whose every field of `shape` has its kind. */
export const hasShape = <T>(value: unknown, shape: ShapeOf<T>): value is T =>
  typeof value === 'object' &&
  value !== null &&
  Object.entries(shape).every(([key, kind]) => fits[kind as Kind]((value as Record<string, unknown>)[key]));
