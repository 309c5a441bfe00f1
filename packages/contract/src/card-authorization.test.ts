import { describe, expect, it } from 'vitest';
import { CARD_STATUSES, cardActionsFrom, type CardUserAction } from './card';
import { declineText, statusDecline } from './card-authorization';

/** Words that promise a limit above the one in force: spec §5 lets a limit only be lowered. */
const RAISING = { en: /\b(raise|increase|higher|lift|adjust)\w*/i, zh_CN: /提高|调高|上调|提升|调整限额/ };
/** The card moves an advice may name, by the words that name them in each language. */
const NAMED_MOVES: Record<
  Exclude<CardUserAction, 'block' | 'loss' | 'revoke'>,
  { en: RegExp; zh_CN: RegExp }
> = {
  activate: { en: /\bactivate/i, zh_CN: /激活/ },
  unblock: { en: /\bunblock/i, zh_CN: /解冻/ },
  unloss: { en: /recover it from loss/i, zh_CN: /解除挂失/ },
};

describe('decline advice', () => {
  it.each(Object.entries(declineText))('%s has a reason and a next step in both languages', (_key, text) => {
    for (const lang of ['en', 'zh_CN'] as const) {
      expect(text.reason[lang].trim()).not.toBe('');
      expect(text.next[lang].trim()).not.toBe('');
    }
  });

  it.each(Object.entries(declineText))('%s never advises raising a limit', (_key, text) => {
    expect(text.next.en).not.toMatch(RAISING.en);
    expect(text.next.zh_CN).not.toMatch(RAISING.zh_CN);
  });

  it.each(CARD_STATUSES.filter((s) => statusDecline(s)))(
    'a card that is %s is declined with a next step its status allows',
    (status) => {
      const text = declineText[statusDecline(status)!]!;
      const allowed = cardActionsFrom(status);
      for (const [move, words] of Object.entries(NAMED_MOVES)) {
        const named = words.en.test(text.next.en);
        expect(words.zh_CN.test(text.next.zh_CN)).toBe(named);
        if (named) expect(allowed).toContain(move);
      }
    },
  );

  it('a Normal card is not declined for its status', () => {
    expect(statusDecline('normal')).toBeUndefined();
  });
});
