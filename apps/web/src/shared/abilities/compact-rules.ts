import type { AppRule } from './ability-types';

type Plain = { action: string | string[]; subject: string | string[]; inverted?: boolean };

const asList = (value: string | string[]) => (Array.isArray(value) ? value : [value]);
const isPlain = (rule: AppRule) => !rule.conditions && !rule.fields && !rule.reason;

/** Merges one run of unconditional rules of the same kind: actions per subject, then subjects per action set. */
const mergeRun = (run: AppRule[], inverted: boolean): AppRule[] => {
  const actionsBySubject = new Map<string, Set<string>>();
  for (const rule of run)
    for (const subject of asList(rule.subject as string | string[]))
      for (const action of asList(rule.action as string | string[])) {
        const set = actionsBySubject.get(subject) ?? new Set<string>();
        set.add(action);
        actionsBySubject.set(subject, set);
      }
  const subjectsByActions = new Map<string, string[]>();
  for (const [subject, actions] of actionsBySubject) {
    const key = [...actions].sort().join(',');
    subjectsByActions.set(key, [...(subjectsByActions.get(key) ?? []), subject]);
  }
  return [...subjectsByActions].map(([actions, subjects]) => {
    const list = actions.split(',');
    const rule: Plain = {
      action: list.length === 1 ? (list[0] ?? '') : list,
      subject: subjects.length === 1 ? (subjects[0] ?? '') : subjects,
      ...(inverted ? { inverted: true } : {}),
    };
    return rule as AppRule;
  });
};

/**
 * The same rules in fewer bytes, for the `userAbilityRules` cookie (a browser drops a cookie over
 * 4 KB, and an administrator's one-rule-per-permission list is larger). CASL accepts arrays of
 * actions and subjects. Only neighbouring unconditional rules of the same kind are merged, because
 * a later rule overrides an earlier one and that order must survive.
 */
export const compactRules = (rules: AppRule[]): AppRule[] => {
  const out: AppRule[] = [];
  let run: AppRule[] = [];
  let runInverted = false;
  const flush = () => {
    if (run.length) out.push(...mergeRun(run, runInverted));
    run = [];
  };
  for (const rule of rules) {
    const inverted = !!rule.inverted;
    if (!isPlain(rule)) {
      flush();
      out.push(rule);
      continue;
    }
    if (run.length && inverted !== runInverted) flush();
    runInverted = inverted;
    run.push(rule);
  }
  flush();
  return out;
};
