import type { ProductPageCatalogue } from './product-page.en.ts';

/** 商品页各板块（简体中文）；并入 messages.cn.ts。 */
export const productPageCn: ProductPageCatalogue = {
  'pdp.tiers_quantity': '数量',
  'pdp.tiers_each': '单件价格',
  'pdp.tiers_saving': '立省',
  'pdp.tiers_saving_value': '{amount}（{percent}%）',
  'pdp.tiers_note': '会员价，加入购物袋时自动生效。',
  'pdp.shipping': '配送信息',
  'pdp.delivery': '预计送达 {from} – {to}',
  'pdp.care_hours': '客服时间',
  'pdp.before': '使用前',
  'pdp.after': '使用后',
  'pdp.compare': '对比使用前后',
  'pdp.compare_value': '显示 {percent}% 使用后',
  'pdp.before_alt': '{name}：使用前',
  'pdp.after_alt': '{name}：使用后',
  'pdp.illustration': '示意图，根据测试结果绘制。',
  'pdp.add_on_note': '与{name}一起购买享加购价；购物袋里还没有{name}的话，会一并加入。',
  'pdp.add_on_add': '加购',
  'pdp.add_on_unavailable': '请先选择有货的{name}规格，才能加购。',
};
