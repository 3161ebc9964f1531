import type { ProductPageCatalogue } from './product-page.en.ts';

/** 產品頁各部分（香港書面語）；併入 messages.hk.ts。 */
export const productPageHk: ProductPageCatalogue = {
  'pdp.tiers_quantity': '數量',
  'pdp.tiers_each': '每件價錢',
  'pdp.tiers_saving': '節省',
  'pdp.tiers_saving_value': '{amount}（{percent}%）',
  'pdp.tiers_note': '會員價，放入購物袋時自動計算。',
  'pdp.shipping': '送貨資訊',
  'pdp.delivery': '預計送達 {from} – {to}',
  'pdp.care_hours': '客戶服務時間',
  'pdp.before': '使用前',
  'pdp.after': '使用後',
  'pdp.compare': '比較使用前後',
  'pdp.compare_value': '顯示 {percent}% 使用後',
  'pdp.before_alt': '{name}：使用前',
  'pdp.after_alt': '{name}：使用後',
  'pdp.illustration': '示意圖，按測試結果繪製。',
  'pdp.add_on_note': '與{name}同買享配搭價；如購物袋未有{name}，會一併加入。',
  'pdp.add_on_add': '加購',
  'pdp.add_on_unavailable': '請先選擇有貨的{name}規格，方可加購。',
};
