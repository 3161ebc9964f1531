import type { ProductPageCatalogue } from './product-page.en.ts';

/** 商品頁各區塊（台灣用語）；併入 messages.zh.ts。 */
export const productPageZh: ProductPageCatalogue = {
  'pdp.tiers_quantity': '數量',
  'pdp.tiers_each': '單件價格',
  'pdp.tiers_saving': '現省',
  'pdp.tiers_saving_value': '{amount}（{percent}%）',
  'pdp.tiers_note': '會員價，加入購物車時自動套用。',
  'pdp.shipping': '配送資訊',
  'pdp.delivery': '預計送達 {from} – {to}',
  'pdp.care_hours': '客服時間',
  'pdp.before': '使用前',
  'pdp.after': '使用後',
  'pdp.compare': '比較使用前後',
  'pdp.compare_value': '顯示 {percent}% 使用後',
  'pdp.before_alt': '{name}：使用前',
  'pdp.after_alt': '{name}：使用後',
  'pdp.illustration': '示意圖，依測試結果繪製。',
  'pdp.add_on_note': '搭配{name}購買享加購價；購物車裡還沒有{name}的話，會一起加入。',
  'pdp.add_on_add': '加購',
  'pdp.add_on_unavailable': '請先選擇有庫存的{name}規格，才能加購。',
};
