import type { z } from 'zod';

/** Process-style settings without their empty ones: an empty value is an unset one (its default applies). */
export const setValues = (env: NodeJS.ProcessEnv) =>
  Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));

/** A plugin's settings, read by `schema` from `env` (the process's when left out), empty values unset. */
export const parseEnv = <S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv = process.env): z.output<S> =>
  schema.parse(setValues(env));
