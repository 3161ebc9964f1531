import type { LocalizedDoc } from './types.ts';

export const exchangeDoc: LocalizedDoc = {
  hk: {
    title: '退換貨政策',
    description:
      '改變主意？未開封貨品可於 14 天內退回。了解換貨、貨品損壞、療程及定期訂購的安排，以及退款所需時間。',
    intro: '希望你喜歡每一件選購的產品。如有任何不妥，以下是退貨或換貨的方法，以及退款需時多久。',
    sections: [
      {
        heading: '14 天內退貨',
        blocks: [
          {
            kind: 'p',
            text: '貨品送達（或於門市取貨）後 14 天內，只要未經開封、未曾使用，並保持原有包裝及封條完整，即可退貨。',
          },
          {
            kind: 'p',
            text: '基於衞生理由，已開封的護膚、頭皮及身體護理產品恕不接受退貨，貨品損壞或有瑕疵則除外。',
          },
        ],
      },
      {
        heading: '換貨',
        blocks: [
          {
            kind: 'p',
            text: '想換另一款容量、規格或產品？未開封的貨品同樣可於 14 天內換貨，視乎存貨而定。如新貨品價錢較高，我們會傳送付款連結讓你補回差額；如價錢較低，差額會退回原付款方式。',
          },
          { kind: 'p', text: '在香港，最快捷的方法是帶同貨品及訂單編號到任何一間門市辦理。' },
        ],
      },
      {
        heading: '貨品損壞、有瑕疵或寄錯',
        blocks: [
          {
            kind: 'p',
            text: '如包裹送達時有損壞、產品漏液，或我們寄錯貨品，請於收貨後 48 小時內聯絡我們，並附上訂單編號及貨品和包裝的相片。我們會補寄新貨或全數退款（包括運費），如有需要亦會安排上門收回貨品。',
          },
          {
            kind: 'p',
            text: '如使用產品後皮膚或頭皮出現不適，請先停用並與我們聯絡，我們的護膚顧問會按個別情況跟進。',
          },
        ],
      },
      {
        heading: '護理療程',
        blocks: [
          {
            kind: 'list',
            items: [
              '未使用的療程套票可於購買後 14 天內申請退款，前提是尚未預約或使用任何一節療程。',
              '已使用任何一節後，餘下療程恕不退款，但可轉讓一次予親友使用。',
              '如需更改預約，請最少提前 24 小時通知；未有通知而缺席，該節療程將作已使用論。',
            ],
          },
        ],
      },
      {
        heading: '定期訂購',
        blocks: [
          {
            kind: 'list',
            items: [
              '定期訂購的每次送貨都是一張獨立訂單，同樣適用 14 天未開封退貨安排。',
              '你可於續訂前最少 1 天更改產品或送貨周期，並於出貨前最少 3 天更改送貨地址，全部可在帳戶內自行處理。',
              '定期訂購須完成最少兩次送貨後方可取消。取消只會停止之後的續訂，已寄出的訂單仍按一般退貨安排處理。',
            ],
          },
        ],
      },
      {
        heading: '如何申請退換貨',
        blocks: [
          {
            kind: 'list',
            items: [
              '透過「聯絡我們」頁面或 WhatsApp 任何一間門市，告訴我們訂單編號及想退換的貨品。',
              '我們會在一個工作天內回覆，並提供退貨編號及寄回方法。',
              '將貨品妥善包好，並把退貨編號放入包裹內。香港顧客可交到任何一間門市或以順豐寄回；海外顧客請使用可追蹤的郵寄服務。',
              '除貨品損壞、有瑕疵或寄錯外，寄回運費須由你自行承擔。',
            ],
          },
        ],
      },
      {
        heading: '退款',
        blocks: [
          {
            kind: 'p',
            text: '我們收到並檢查退回的貨品後，會於 5 個工作天內安排退款至原付款方式。信用卡及支付寶退款一般需 7 至 14 天入賬，視乎發卡銀行而定；PayMe 及轉數快退款會退回原帳戶；銀行轉賬的款項則會存入付款人的銀行戶口。',
          },
          {
            kind: 'p',
            text: '訂單所用的現金回贈（Cash Dollar）會退回你的錢包；優惠碼如仍在有效期內，會重新發出。原有運費只會在因我們出錯而退貨時退還。',
          },
        ],
      },
    ],
  },

  zh: {
    title: '退換貨說明',
    description:
      '改變心意了嗎？未拆封商品可於 14 天內退貨。說明換貨、商品破損、療程與定期購的規定，以及退款所需時間。',
    intro: '希望您收到的每一件商品都滿意。如果有任何問題，以下說明退貨與換貨的方式，以及退款需要多久。',
    sections: [
      {
        heading: '14 天內退貨',
        blocks: [
          {
            kind: 'p',
            text: '商品送達（或門市取貨）後 14 天內，只要未拆封、未使用，且外包裝及封膜完整，即可申請退貨。',
          },
          {
            kind: 'p',
            text: '基於衛生考量，已拆封的肌膚、頭皮與身體保養品恕不受理退貨，商品瑕疵或運送破損除外。',
          },
        ],
      },
      {
        heading: '換貨',
        blocks: [
          {
            kind: 'p',
            text: '想換其他容量、規格或商品嗎？未拆封的商品同樣可在 14 天內換貨，依庫存狀況而定。若新商品價格較高，我們會寄送付款連結讓您補差額；若價格較低，差額將退回原付款方式。',
          },
          { kind: 'p', text: '如果您人在香港，帶著商品與訂單編號到任一門市辦理最快。' },
        ],
      },
      {
        heading: '商品破損、瑕疵或寄錯',
        blocks: [
          {
            kind: 'p',
            text: '若包裹送達時有破損、商品漏液，或我們寄錯商品，請於收貨後 48 小時內與我們聯繫，並提供訂單編號及商品與包裝的照片。我們會補寄新品或全額退款（含運費），必要時也會安排到府收回。',
          },
          {
            kind: 'p',
            text: '若使用後肌膚或頭皮感到不適，請先暫停使用並與我們聯繫，我們的保養顧問會依個別狀況協助處理。',
          },
        ],
      },
      {
        heading: '護理療程',
        blocks: [
          {
            kind: 'list',
            items: [
              '未使用的療程方案可於購買後 14 天內申請退款，前提是尚未預約或使用任何一次療程。',
              '使用過一次後，剩餘療程恕不退款，但可轉讓給親友一次。',
              '如需更改預約，請至少於 24 小時前通知；未事先通知而未到，該次療程視同已使用。',
            ],
          },
        ],
      },
      {
        heading: '定期購',
        blocks: [
          {
            kind: 'list',
            items: [
              '定期購的每一次出貨都是一筆獨立訂單，同樣適用 14 天未拆封退貨規定。',
              '您可在續訂前至少 1 天更改商品或配送週期，並在出貨前至少 3 天修改收件地址，都能在會員帳號中自行操作。',
              '定期購須至少完成兩次配送後才能取消。取消後將停止後續續訂，已寄出的訂單仍依一般退貨規定辦理。',
            ],
          },
        ],
      },
      {
        heading: '如何申請退換貨',
        blocks: [
          {
            kind: 'list',
            items: [
              '透過「聯絡我們」頁面或門市 WhatsApp，告訴我們訂單編號及想退換的商品。',
              '我們會在一個工作天內回覆，並提供退貨編號與寄回方式。',
              '請將商品妥善包裝，並把退貨編號放進包裹內。人在香港可送至任一門市或以順豐寄回；其他地區請使用可追蹤的寄送服務。',
              '除商品瑕疵、破損或寄錯外，寄回運費需由您自行負擔。',
            ],
          },
        ],
      },
      {
        heading: '退款',
        blocks: [
          {
            kind: 'p',
            text: '收到並確認退回的商品後，我們會在 5 個工作天內退款至原付款方式。信用卡與支付寶退款通常需 7 至 14 天入帳，依發卡銀行作業時間而定；PayMe 與轉數快（FPS）退款會退回原帳戶；銀行轉帳的款項則退回付款帳戶。',
          },
          {
            kind: 'p',
            text: '訂單中折抵的購物金（Cash Dollar）會退回您的錢包；優惠碼若仍在有效期限內，將重新發送。原運費僅在因我方疏失而退貨時退還。',
          },
        ],
      },
    ],
  },

  cn: {
    title: '退换货政策',
    description:
      '改变主意了？未拆封商品可在 14 天内退货。了解换货、商品破损、疗程和订阅的规则，以及退款到账时间。',
    intro: '希望您满意收到的每一件商品。如有任何问题，以下是退货和换货的流程，以及退款需要多长时间。',
    sections: [
      {
        heading: '14 天退货',
        blocks: [
          {
            kind: 'p',
            text: '商品签收（或门店自提）后 14 天内，只要未拆封、未使用，且包装和封膜完好，即可申请退货。',
          },
          {
            kind: 'p',
            text: '出于卫生考虑，已拆封的护肤、头皮及身体护理产品不支持退货，商品质量问题或运输破损除外。',
          },
        ],
      },
      {
        heading: '换货',
        blocks: [
          {
            kind: 'p',
            text: '想换其他容量、规格或商品？未拆封的商品同样可以在 14 天内换货，视库存情况而定。新商品价格较高的，我们会发送付款链接补差价；价格较低的，差价将原路退回。',
          },
          { kind: 'p', text: '如果您在香港，带上商品和订单号到任意门店办理最快。' },
        ],
      },
      {
        heading: '商品破损、质量问题或发错货',
        blocks: [
          {
            kind: 'p',
            text: '如包裹送达时破损、商品漏液，或我们发错了商品，请在签收后 48 小时内联系我们，并提供订单号以及商品和包装的照片。我们会为您补发或全额退款（含运费），必要时安排上门取件。',
          },
          {
            kind: 'p',
            text: '如使用后皮肤或头皮出现不适，请立即停用并联系我们，护肤顾问会根据具体情况跟进处理。',
          },
        ],
      },
      {
        heading: '护理疗程',
        blocks: [
          {
            kind: 'list',
            items: [
              '未使用的疗程套餐可在购买后 14 天内申请退款，前提是尚未预约或使用任何一次疗程。',
              '已使用一次后，剩余疗程不予退款，但可转让给亲友一次。',
              '如需改约，请至少提前 24 小时通知；未提前通知而缺席的，该次疗程视为已使用。',
            ],
          },
        ],
      },
      {
        heading: '订阅商品',
        blocks: [
          {
            kind: 'list',
            items: [
              '订阅的每一次发货都是一笔独立订单，同样适用 14 天未拆封退货规则。',
              '您可以在续订前至少 1 天更换商品或配送周期，在发货前至少 3 天修改收货地址，均可在账户中自行操作。',
              '订阅需至少完成两次配送后才能取消。取消后将停止后续续订，已发出的订单仍按常规退货规则处理。',
            ],
          },
        ],
      },
      {
        heading: '如何申请退换货',
        blocks: [
          {
            kind: 'list',
            items: [
              '通过“联系我们”页面或门店 WhatsApp 告诉我们订单号和需要退换的商品。',
              '我们会在一个工作日内回复，并提供退货编号和寄回方式。',
              '请将商品妥善包装，并把退货编号放入包裹。在香港可送至任意门店或通过顺丰寄回；其他地区请使用可追踪的寄送服务。',
              '除质量问题、破损或发错货外，寄回运费需由您承担。',
            ],
          },
        ],
      },
      {
        heading: '退款',
        blocks: [
          {
            kind: 'p',
            text: '我们收到并检查退回的商品后，会在 5 个工作日内原路退款。银行卡和支付宝退款一般需 7–14 天到账，具体以发卡银行为准；PayMe 和 FPS 转数快退款将退回原账户；银行转账的款项将退回付款账户。',
          },
          {
            kind: 'p',
            text: '订单中抵扣的返现余额（Cash Dollar）会退回您的钱包；优惠码如仍在有效期内，将重新发放。原运费仅在因我方原因退货时退还。',
          },
        ],
      },
    ],
  },

  en: {
    title: 'Returns & Exchanges',
    description:
      'Changed your mind? Return unopened items within 14 days. How exchanges, damaged parcels, treatments, subscriptions and refunds work.',
    intro:
      'We want you to love what you bought. If something isn’t right, here’s how to send it back or swap it — and how soon you’ll see your money.',
    sections: [
      {
        heading: 'Returns within 14 days',
        blocks: [
          {
            kind: 'p',
            text: 'You can return products within 14 days of delivery (or of collecting them from our shop), as long as they are unopened, unused and in their original packaging with the seals intact.',
          },
          {
            kind: 'p',
            text: 'For hygiene reasons we can’t take back opened skin, scalp or body-care products unless they arrived damaged or faulty.',
          },
        ],
      },
      {
        heading: 'Exchanges',
        blocks: [
          {
            kind: 'p',
            text: 'Would a different size, variant or product suit you better? Unopened items can be exchanged within the same 14 days, subject to stock. If the new item costs more, we’ll send you a payment link for the difference; if it costs less, we refund the difference to your original payment method.',
          },
          {
            kind: 'p',
            text: 'In Hong Kong, the quickest way is to bring the item and your order number to any of our shops.',
          },
        ],
      },
      {
        heading: 'Damaged, faulty or wrong items',
        blocks: [
          {
            kind: 'p',
            text: 'If your parcel arrives damaged, a product has leaked or we’ve sent the wrong item, tell us within 48 hours of delivery with your order number and a photo of the item and its packaging. We’ll send a replacement or refund you in full, delivery included, and arrange a collection if needed.',
          },
          {
            kind: 'p',
            text: 'If a product doesn’t agree with your skin or scalp, stop using it and get in touch. Our skin advisers will look at each case individually.',
          },
        ],
      },
      {
        heading: 'Treatments',
        blocks: [
          {
            kind: 'list',
            items: [
              'Unused treatment packages can be refunded within 14 days of purchase, as long as no session has been booked or taken.',
              'Once a session has been taken, the rest of the package can’t be refunded, but you can transfer it once to a friend or family member.',
              'To reschedule, give us at least 24 hours’ notice. A session missed without notice counts as used.',
            ],
          },
        ],
      },
      {
        heading: 'Subscriptions',
        blocks: [
          {
            kind: 'list',
            items: [
              'Each subscription delivery is an order in its own right, so the 14-day rule for unopened items applies to it.',
              'You can change products or frequency up to 1 day before renewal, and your address up to 3 days before shipment, all from your account.',
              'A subscription can be cancelled once at least two deliveries have been made. Cancelling stops future renewals; deliveries already sent follow the usual return rules.',
            ],
          },
        ],
      },
      {
        heading: 'How to start a return',
        blocks: [
          {
            kind: 'list',
            items: [
              'Write to us through Contact Us, or WhatsApp any of our shops, with your order number and the items you’d like to return or exchange.',
              'We’ll reply within one working day with a return reference and instructions.',
              'Pack the items securely with the reference inside. In Hong Kong, drop them at any of our shops or send them by SF Express; from elsewhere, please use a tracked service.',
              'Return postage is yours to cover, unless the item was damaged, faulty or sent in error.',
            ],
          },
        ],
      },
      {
        heading: 'Refunds',
        blocks: [
          {
            kind: 'p',
            text: 'We refund within 5 working days of receiving and checking your return, to the original payment method. Card and Alipay refunds usually appear within 7–14 days, depending on your bank; PayMe and FPS refunds go back to the same account; bank-transfer refunds go to the account that paid.',
          },
          {
            kind: 'p',
            text: 'Cash dollars used on the order go back to your wallet, and coupon codes still within their validity are reissued. The original delivery fee is refunded only when the return is down to our mistake.',
          },
        ],
      },
    ],
  },
};
