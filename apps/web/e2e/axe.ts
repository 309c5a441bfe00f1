import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);

export type AxeFinding = { rule: string; impact: string; help: string; targets: string[] };

let source: Promise<string> | undefined;
const axeSource = () => (source ??= readFile(require.resolve('axe-core/axe.min.js'), 'utf8'));

/**
 * axe-core run inside the page as it is now, for WCAG 2.0/2.1 A and AA and axe's best practices,
 * experimental rules included (label-content-name-mismatch is one). The script is evaluated through the
 * browser's debugging protocol, which the page's Content-Security-Policy does not govern.
 */
export const runAxe = async (page: Page): Promise<AxeFinding[]> => {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(await axeSource());
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const results = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      rules: { 'label-content-name-mismatch': { enabled: true } },
      resultTypes: ['violations'],
    });
    return results.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      targets: violation.nodes
        .slice(0, 5)
        .map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)} — ${node.failureSummary ?? ''}`),
    }));
  });
};

export const describeFindings = (findings: { where: string; finding: AxeFinding }[]) =>
  findings
    .map(
      ({ where, finding }) =>
        `${where}: [${finding.impact}] ${finding.rule} — ${finding.help}\n${finding.targets.map((t) => `    ${t.replace(/\n/g, ' ')}`).join('\n')}`,
    )
    .join('\n');

/** axe's findings that fail a screen: serious or critical. */
export const isBlocking = (finding: AxeFinding) =>
  finding.impact === 'serious' || finding.impact === 'critical';

/** axe's serious and critical findings on the page as it is now (dialogs included), described; '' when none. */
export const seriousFindings = async (page: Page, where: string) =>
  describeFindings((await runAxe(page)).filter(isBlocking).map((finding) => ({ where, finding })));
