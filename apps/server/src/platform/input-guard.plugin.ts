import fp from 'fastify-plugin';
import { textProblem } from '@remit/contract/text';
import { AppError } from './errors';
import { requestLanguage } from './language';
import { validationText } from './validation-messages';

/** Deeper than any request the contract describes; a deeper body is refused before anything walks it. */
export const MAX_DEPTH = 16;

type Finding = { path: string; message: string };

/**
 * The contract's text rule applied to every string of a request (body, query, path), keys included,
 * however the route's schema describes it: a free-form filter or a field a schema forgot still cannot
 * carry NUL, another control character (line breaks and tabs aside) or a lone surrogate to the database.
 * Field schemas apply the stricter single-line rule and their own length limits on top.
 */
export const findTextProblem = (value: unknown, root: string): Finding | null => {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: root, depth: 0 }];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (typeof item.value === 'string') {
      const problem = textProblem(item.value, true);
      if (problem) return { path: item.path, message: `validation.${problem}` };
      continue;
    }
    if (item.value === null || typeof item.value !== 'object') continue;
    if (item.depth >= MAX_DEPTH) return { path: item.path, message: 'validation.nesting' };
    const entries = Array.isArray(item.value)
      ? item.value.map((v, i) => [String(i), v] as const)
      : Object.entries(item.value);
    for (const [key, child] of entries) {
      const path = item.path ? `${item.path}.${key}` : key;
      const keyProblem = textProblem(key, false);
      if (keyProblem) return { path: item.path || '_', message: `validation.${keyProblem}` };
      stack.push({ value: child, path, depth: item.depth + 1 });
    }
  }
  return null;
};

export default fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      const finding =
        findTextProblem(request.body, '') ??
        findTextProblem(request.query, '') ??
        findTextProblem(request.params, '');
      if (!finding) return;
      const text = validationText(finding.message, requestLanguage(request));
      const field = finding.path || '_';
      throw new AppError('VALIDATION', { detail: `${field}: ${text}` }, { [field]: [text] });
    });
  },
  { name: 'input-guard', dependencies: ['envelope', 'session'] },
);
