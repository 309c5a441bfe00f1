/** One language's interface text: nested keys down to strings. */
export type Tree = { [key: string]: string | Tree };

export const merge = (target: Tree, source: Tree, path = ''): Tree => {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (typeof value === 'object' && typeof existing === 'object') merge(existing, value, `${path}${key}.`);
    else if (existing !== undefined) throw new Error(`locale key ${path}${key} is defined twice`);
    else target[key] = typeof value === 'object' ? merge({}, value, `${path}${key}.`) : value;
  }
  return target;
};

/** The shell's file and every feature's file (sorted by path) merged into one tree. */
export const mergeLocale = (shell: Tree, features: Record<string, { default: Tree }>) =>
  Object.entries(features)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([, module]) => module.default)
    .reduce<Tree>((all, file) => merge(all, file), merge({}, shell));
