import type { LocalText } from '@remit/contract/local-text';
import { AppError } from './errors';

/** Every review in the product, by what a refusal calls the thing reviewed. */
const REVIEWED = {
  merchant: { en: 'merchant', zh_CN: '商户' },
  material: { en: 'trade material', zh_CN: '贸易材料' },
  materialLink: { en: 'material link', zh_CN: '材料关联' },
  virtualAccount: { en: 'virtual account application', zh_CN: '虚拟账户申请' },
} satisfies Record<string, LocalText>;

export type Reviewed = keyof typeof REVIEWED | 'order';

/**
 * Maker ≠ checker, the one rule for every review desk: whoever made or submitted a
 * thing never approves, rejects, opens or confirms it, not even an operator who may do everything else.
 * Orders keep their own words (MAKER_CANNOT_APPROVE, the approval desk's); everything else is
 * MAKER_CANNOT_REVIEW naming the thing. `makers` are the users who made it (null: the system).
 */
export const refuseSelfReview = (
  actor: { userId: string },
  thing: Reviewed,
  ...makers: (string | null | undefined)[]
) => {
  if (!makers.includes(actor.userId)) return;
  if (thing === 'order') throw new AppError('MAKER_CANNOT_APPROVE');
  throw new AppError('MAKER_CANNOT_REVIEW', { thing: REVIEWED[thing].en, thingZh: REVIEWED[thing].zh_CN });
};
