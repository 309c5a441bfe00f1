import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cardApplyRecords, merchants } from '../../db/schema/index';
import { expectEnvelope } from '../../../test/helpers/app';
import { useCardApp, VISA_PRODUCT } from '../../../test/helpers/cards';
import { approvedMerchant } from '../../../test/helpers/merchants';
import { partnerIdByName } from '../../../test/helpers/orders';

const { t, tokens } = useCardApp('100');

const apply = (merchantId: string, cardholderName: string, language?: string) =>
  t.cms(tokens.admin, 'card', 'create', {
    merchantId,
    productId: VISA_PRODUCT,
    model: 'virtual',
    cardType: 'commercial',
    funding: 'shared',
    currency: 'USD',
    cardholderName,
    ...(language ? { language } : {}),
  });

describe('the name printed on a card cannot disguise itself', () => {
  it('refuses emoji, formulas and accents with the embossing rule, in English and Chinese', async () => {
    const merchantId = await approvedMerchant(t.db, await partnerIdByName(t.db, 'Demo Trading Co.'));
    for (const name of ['WEI CHEN \ud83d\ude00', '=2*21', 'ZOË']) {
      const en = await apply(merchantId, name);
      expect(en.statusCode, name).toBe(400);
      expect(expectEnvelope(en).msg).toContain(
        "The name on the card takes only the letters A–Z, digits, spaces and . - ' / (at most 26 characters)",
      );
    }
    const zh = await apply(merchantId, 'WEI \ud83d\ude00', 'zh_CN');
    expect(zh.statusCode).toBe(400);
    expect(expectEnvelope(zh).msg).toContain(
      "卡面姓名只能使用字母 A–Z、数字、空格和 . - ' /（最多 26 个字符）",
    );
  });

  it('refuses right-to-left overrides and zero-width characters as disguising text, in both languages', async () => {
    const merchantId = await approvedMerchant(t.db, await partnerIdByName(t.db, 'Demo Trading Co.'));
    const en = await apply(merchantId, 'WEI\u202eNEHC');
    expect(en.statusCode).toBe(400);
    expect(expectEnvelope(en).msg).toMatch(/invisible or text-direction character/);
    const zh = await apply(merchantId, 'WEI\u200bCHEN', 'zh_CN');
    expect(zh.statusCode).toBe(400);
    expect(expectEnvelope(zh).msg).toMatch(/不可见字符或文字方向控制字符/);
    const applied = await t.db
      .select()
      .from(cardApplyRecords)
      .where(eq(cardApplyRecords.merchantId, merchantId));
    expect(applied).toEqual([]);
  });

  it("prints a typed name in capitals, and a merchant's name only as far as the embossing set holds it", async () => {
    const merchantId = await approvedMerchant(t.db, await partnerIdByName(t.db, 'Demo Trading Co.'));
    expect((await apply(merchantId, "wei o'brien-chen")).statusCode).toBe(200);
    await t.db
      .update(merchants)
      .set({ firstName: 'Zoë \ud83d\ude00', lastName: '张 Núñez' })
      .where(eq(merchants.id, merchantId));
    expect((await apply(merchantId, '')).statusCode).toBe(200);
    const names = (
      await t.db.select().from(cardApplyRecords).where(eq(cardApplyRecords.merchantId, merchantId))
    ).map((a) => a.cardholderName);
    expect(names.sort()).toEqual(["WEI O'BRIEN-CHEN", 'ZOE NUNEZ']);
  });
});
