import type { LocalizedDoc } from './types.ts';

export const shippingDoc: LocalizedDoc = {
  hk: {
    title: '運送資料',
    description:
      '送貨地區、派送方式、免運費門檻及預計送達時間。現貨訂單於 48 小時內寄出，送貨至香港、澳門及另外十個國家。',
    intro:
      '每張訂單都在香港親手包裝，並於 48 小時內寄出。以下是我們的送貨地區、所需時間，以及收件時要留意的事項。',
    sections: [
      {
        heading: '送貨地區',
        blocks: [
          {
            kind: 'p',
            text: '我們送貨至香港及澳門，亦寄送至台灣、新加坡、日本、澳洲、美國、加拿大、英國、瑞士、馬來西亞及南韓。',
          },
          {
            kind: 'p',
            text: 'Oxygen Ceuticals 及 Big Pi 的產品可寄送至以上所有地區；網上市集內的合作品牌貨品只限送貨至香港及澳門地址。如貨品未能寄送至你所選的國家，產品頁及購物袋會在結帳前清楚註明。',
          },
          { kind: 'p', text: '價錢及貨幣會按頁面頂部所選的送貨國家顯示，購物前請先選好收件地區。' },
        ],
      },
      {
        heading: '出貨及派送方式',
        blocks: [
          {
            kind: 'p',
            text: '現貨訂單會在確認付款後 48 小時內寄出；以銀行轉賬付款的訂單，會在款項確認後安排出貨。',
          },
          {
            kind: 'list',
            items: [
              '順豐速運送貨上門：適用於香港及澳門，可送到府上、順豐智能櫃或服務點。',
              '門市自取：免費，可於中環、尖沙咀或銅鑼灣門市取貨，貨品準備好後我們會通知你。',
              '國際追蹤速遞：適用於其他地區，送達時須簽收。',
            ],
          },
          { kind: 'p', text: '運費會按你的地址在結帳頁顯示，確認付款前一目了然。' },
        ],
      },
      {
        heading: '免運費',
        blocks: [
          {
            kind: 'p',
            text: '訂單金額超過下表所列的門檻，即可免運費。在香港購物時，購物袋會顯示尚差多少即可享免運。',
          },
          { kind: 'free_shipping_table' },
          {
            kind: 'p',
            text: '門檻以你所選貨幣的購物袋總額計算。定期訂購與單次購買會分開出貨，因此亦分開計算。',
          },
        ],
      },
      {
        heading: '預計送達時間',
        blocks: [
          { kind: 'p', text: '由寄出當日起計，以工作天計算：' },
          {
            kind: 'list',
            items: [
              '香港：1–2 個工作天',
              '澳門：2–3 個工作天',
              '台灣：3–5 個工作天',
              '新加坡、馬來西亞、日本及南韓：4–7 個工作天',
              '澳洲：5–8 個工作天',
              '美國、加拿大、英國及瑞士：6–10 個工作天',
            ],
          },
          {
            kind: 'p',
            text: '購物袋會為每件貨品顯示預計送達日期。惡劣天氣、公眾假期及海關檢查或會令送達時間延遲一至兩天。',
          },
        ],
      },
      {
        heading: '預訂貨品及截單日期',
        blocks: [
          {
            kind: 'p',
            text: '部分產品以小批量生產，以預訂形式發售。產品頁會列明今批貨的截單日期（日/月）及預計出貨時間。',
          },
          {
            kind: 'list',
            items: [
              '於截單日期或之前訂購，貨品會隨該批次寄出。',
              '截單後的訂單會撥入下一批次，新的出貨日期會在付款前顯示。',
              '如訂單同時有預訂及現貨貨品，我們會待預訂貨品到貨後一併寄出。如想先收到現貨，請分開訂購。',
            ],
          },
        ],
      },
      {
        heading: '關稅及清關',
        blocks: [
          {
            kind: 'p',
            text: '寄往香港及澳門的訂單毋須繳付進口關稅。寄往其他地區的訂單，進口關稅、稅項及清關費用由當地海關釐定，並由收件人於收貨時繳付。我們會如實申報每件包裹的價值，恕不能申報為禮物。',
          },
          {
            kind: 'p',
            text: '台灣海關規定收件人須提供真實姓名及身份證或護照號碼；我們會在結帳時收集，只作清關用途。',
          },
          {
            kind: 'p',
            text: '如包裹被拒收或逾期未領而退回，我們會在收到退件後退還貨品款項，惟原有運費及退件費用將會扣除。',
          },
        ],
      },
      {
        heading: '追蹤訂單',
        blocks: [
          {
            kind: 'p',
            text: '包裹寄出後，我們會以電郵通知你追蹤編號及查詢連結，你亦可在帳戶的「訂單」頁查看。以訪客身份結帳？追蹤連結已附在出貨通知電郵內。',
          },
          { kind: 'p', text: '如追蹤狀態五個工作天仍未更新，請聯絡我們，我們會代你向速遞公司跟進。' },
        ],
      },
    ],
  },

  zh: {
    title: '運送說明',
    description:
      '配送地區、運送方式、免運門檻與預計到貨時間。現貨訂單 48 小時內出貨，配送至台灣、港澳及其他九個國家。',
    intro:
      '每一筆訂單都在香港以手工包裝，並於 48 小時內出貨。以下說明我們配送的地區、到貨所需時間，以及收件時需要留意的事項。',
    sections: [
      {
        heading: '配送地區',
        blocks: [
          {
            kind: 'p',
            text: '我們配送至香港與澳門，以及台灣、新加坡、日本、澳洲、美國、加拿大、英國、瑞士、馬來西亞和韓國。',
          },
          {
            kind: 'p',
            text: 'Oxygen Ceuticals 與 Big Pi 的商品可配送至上述所有地區；線上市集中的合作品牌商品僅配送至香港及澳門地址。若商品無法寄送至您選擇的國家，商品頁與購物車會在結帳前清楚標示。',
          },
          { kind: 'p', text: '價格與幣別依頁面上方所選的配送國家顯示，建議您先選好收件地區再開始選購。' },
        ],
      },
      {
        heading: '出貨與配送方式',
        blocks: [
          {
            kind: 'p',
            text: '現貨訂單於付款確認後 48 小時內出貨；選擇銀行轉帳的訂單，將於款項入帳後安排出貨。',
          },
          {
            kind: 'list',
            items: [
              '順豐速運宅配：適用於香港及澳門，可送至府上、順豐智能櫃或服務點。',
              '門市取貨：免運費，可至香港中環、尖沙咀或銅鑼灣門市領取，商品備妥後我們會通知您。',
              '國際快遞（附貨件追蹤）：適用於其他地區，送達時需簽收。',
            ],
          },
          { kind: 'p', text: '運費會依您的收件地址在結帳頁面顯示，付款前即可確認。' },
        ],
      },
      {
        heading: '免運優惠',
        blocks: [
          { kind: 'p', text: '訂單金額超過下表所列門檻，即享免運費。' },
          { kind: 'free_shipping_table' },
          { kind: 'p', text: '門檻以您所選幣別的購物車總額計算。定期購與單次購買分開出貨，因此也分開計算。' },
        ],
      },
      {
        heading: '預計到貨時間',
        blocks: [
          { kind: 'p', text: '自出貨日起算，以工作天計：' },
          {
            kind: 'list',
            items: [
              '香港：1–2 個工作天',
              '澳門：2–3 個工作天',
              '台灣：3–5 個工作天',
              '新加坡、馬來西亞、日本與韓國：4–7 個工作天',
              '澳洲：5–8 個工作天',
              '美國、加拿大、英國與瑞士：6–10 個工作天',
            ],
          },
          {
            kind: 'p',
            text: '購物車會顯示每件商品的預計到貨日期。遇到颱風等天候因素、國定假日或海關查驗時，可能延後一至兩天。',
          },
        ],
      },
      {
        heading: '預購商品與截止日',
        blocks: [
          {
            kind: 'p',
            text: '部分商品採小批量生產，以預購方式販售。商品頁會標示本批次的截止日（日/月）與預計出貨時間。',
          },
          {
            kind: 'list',
            items: [
              '在截止日前完成訂購，商品將隨該批次出貨。',
              '截止日後成立的訂單會排入下一批次，新的出貨日期會在付款前顯示。',
              '若訂單同時包含預購與現貨商品，將待預購商品到貨後一併寄出；如希望先收到現貨，請分開下單。',
            ],
          },
        ],
      },
      {
        heading: '關稅與通關',
        blocks: [
          {
            kind: 'p',
            text: '寄往香港及澳門的訂單無須繳納進口關稅。寄往其他地區時，進口關稅、稅金與通關費用依當地海關規定，由收件人於收貨時支付。我們會如實申報每件包裹的價值，無法以禮品名義申報。',
          },
          {
            kind: 'p',
            text: '寄往台灣的包裹，依海關規定須提供收件人的真實姓名及身分證字號（或護照號碼），並可能需要透過「EZ WAY 易利委」完成實名認證。這些資料於結帳時填寫，僅用於通關。',
          },
          {
            kind: 'p',
            text: '若包裹遭拒收或逾期未領而退回，我們會在收到退件後退還商品金額，但原運費及退件費用恕不退還。',
          },
        ],
      },
      {
        heading: '訂單追蹤',
        blocks: [
          {
            kind: 'p',
            text: '包裹出貨後，我們會以電子郵件通知您追蹤碼與查詢連結，您也可以在會員帳號的「訂單」頁面查看。以訪客身分結帳的話，追蹤連結就在出貨通知信中。',
          },
          { kind: 'p', text: '若物流狀態連續五個工作天沒有更新，請與我們聯繫，我們會協助向物流業者查詢。' },
        ],
      },
    ],
  },

  cn: {
    title: '配送说明',
    description:
      '配送范围、配送方式、包邮门槛与预计送达时间。现货订单 48 小时内发货，可配送至港澳台地区及九个国家。',
    intro:
      '每一笔订单都在香港手工打包，并在 48 小时内发货。以下是配送范围、送达时效以及收货时需要注意的事项。',
    sections: [
      {
        heading: '配送范围',
        blocks: [
          {
            kind: 'p',
            text: '我们可配送至香港、澳门及台湾地区，以及新加坡、日本、澳大利亚、美国、加拿大、英国、瑞士、马来西亚和韩国。目前暂未开通中国大陆地址的配送。',
          },
          {
            kind: 'p',
            text: 'Oxygen Ceuticals 与 Big Pi 的商品可配送至以上所有地区；平台内合作品牌的商品仅限配送至香港和澳门地址。如商品无法配送至您选择的国家或地区，商品页和购物袋会在结算前明确提示。',
          },
          { kind: 'p', text: '价格和币种按页面顶部选择的收货国家或地区显示，建议先选好收货地再下单。' },
        ],
      },
      {
        heading: '发货与配送方式',
        blocks: [
          {
            kind: 'p',
            text: '现货订单在付款确认后 48 小时内发货；选择银行转账的订单，将在款项到账后安排发货。',
          },
          {
            kind: 'list',
            items: [
              '顺丰速运送货上门：适用于香港和澳门，可送至家中、顺丰智能柜或服务点。',
              '门店自提：免费，可在香港中环、尖沙咀或铜锣湾门店提货，备货完成后我们会通知您。',
              '国际快递（全程可追踪）：适用于其他国家和地区，需本人签收。',
            ],
          },
          { kind: 'p', text: '运费将根据您的收货地址在结算页显示，付款前即可确认。' },
        ],
      },
      {
        heading: '包邮标准',
        blocks: [
          { kind: 'p', text: '订单金额超过下表对应币种的门槛，即可享受包邮。' },
          { kind: 'free_shipping_table' },
          { kind: 'p', text: '门槛按您所选币种的购物袋总额计算。订阅商品与单次购买分开发货，因此分开计算。' },
        ],
      },
      {
        heading: '预计送达时间',
        blocks: [
          { kind: 'p', text: '自发货之日起计算，按工作日计：' },
          {
            kind: 'list',
            items: [
              '香港：1–2 个工作日',
              '澳门：2–3 个工作日',
              '台湾地区：3–5 个工作日',
              '新加坡、马来西亚、日本和韩国：4–7 个工作日',
              '澳大利亚：5–8 个工作日',
              '美国、加拿大、英国和瑞士：6–10 个工作日',
            ],
          },
          {
            kind: 'p',
            text: '购物袋中会显示每件商品的预计送达日期。恶劣天气、节假日或海关查验可能导致延迟一至两天。',
          },
        ],
      },
      {
        heading: '预售商品与截单日期',
        blocks: [
          {
            kind: 'p',
            text: '部分商品为小批量生产，以预售形式销售。商品页会标注本批次的截单日期（日/月）及预计发货时间。',
          },
          {
            kind: 'list',
            items: [
              '在截单日期前下单，商品将随本批次发货。',
              '截单后的订单将顺延至下一批次，新的发货日期会在付款前显示。',
              '如订单中同时包含预售和现货商品，我们会在预售商品到货后一并发出；如希望先收到现货，请分开下单。',
            ],
          },
        ],
      },
      {
        heading: '关税与清关',
        blocks: [
          {
            kind: 'p',
            text: '寄往香港和澳门的订单无需缴纳进口关税。寄往其他国家和地区时，进口关税、税费及清关费用由目的地海关确定，由收件人在收货时支付。我们会如实申报每个包裹的价值，无法按礼品申报。',
          },
          {
            kind: 'p',
            text: '按台湾地区海关要求，收件人需提供真实姓名及身份证号或护照号码。我们会在结算时收集，仅用于清关。',
          },
          {
            kind: 'p',
            text: '如包裹被拒收或逾期未取而退回，我们会在收到退件后退还商品款项，原运费及退件费用将予扣除。',
          },
        ],
      },
      {
        heading: '物流跟踪',
        blocks: [
          {
            kind: 'p',
            text: '包裹发出后，我们会通过电子邮件发送物流单号和查询链接，您也可以在账户的“订单”页面查看。以游客身份下单？查询链接就在发货通知邮件中。',
          },
          { kind: 'p', text: '如物流信息连续五个工作日没有更新，请联系我们，我们会帮您向快递公司跟进。' },
        ],
      },
    ],
  },

  en: {
    title: 'Shipping',
    description:
      'Where we ship, how fast and what it costs: Hong Kong, Macau and ten more countries, dispatched within 48 hours, free over a set amount.',
    intro:
      'Every order is packed by hand in Hong Kong and leaves us within 48 hours. Here is where we ship, how long it takes, and what to expect when it arrives.',
    sections: [
      {
        heading: 'Where we ship',
        blocks: [
          {
            kind: 'p',
            text: 'We deliver to Hong Kong and Macau, and to Taiwan, Singapore, Japan, Australia, the United States, Canada, the United Kingdom, Switzerland, Malaysia and South Korea.',
          },
          {
            kind: 'p',
            text: 'Oxygen Ceuticals and Big Pi products travel to every destination on that list. Products from our partner brands in the marketplace ship to Hong Kong and Macau addresses only. If an item can’t reach the country you’ve chosen, the product page and your bag will tell you before checkout.',
          },
          {
            kind: 'p',
            text: 'Prices and currency follow the ship-to country selected at the top of the page, so it’s worth setting that before you shop.',
          },
        ],
      },
      {
        heading: 'Dispatch and delivery methods',
        blocks: [
          {
            kind: 'p',
            text: 'In-stock orders leave us within 48 hours of payment being confirmed. Orders paid by bank transfer are dispatched once the transfer has cleared.',
          },
          {
            kind: 'list',
            items: [
              'SF Express home delivery — Hong Kong and Macau, to your door, an SF Locker or an SF service point.',
              'Pick-up at our shops — free, from Central, Tsim Sha Tsui or Causeway Bay. We’ll message you when your order is ready.',
              'International tracked courier — every other destination, signed for on delivery.',
            ],
          },
          { kind: 'p', text: 'The delivery fee for your address is shown at checkout, before you pay.' },
        ],
      },
      {
        heading: 'Free shipping',
        blocks: [
          {
            kind: 'p',
            text: 'Delivery is on us when your order total goes over the amount below for your currency. Shopping in Hong Kong? Your bag shows how much more you need as you go.',
          },
          { kind: 'free_shipping_table' },
          {
            kind: 'p',
            text: 'The amount is checked against your bag total in the currency you’re shopping in. Subscriptions and one-off purchases ship separately, so each is counted on its own.',
          },
        ],
      },
      {
        heading: 'Estimated delivery times',
        blocks: [
          { kind: 'p', text: 'Counted from dispatch, in working days:' },
          {
            kind: 'list',
            items: [
              'Hong Kong: 1–2 working days',
              'Macau: 2–3 working days',
              'Taiwan: 3–5 working days',
              'Singapore, Malaysia, Japan and South Korea: 4–7 working days',
              'Australia: 5–8 working days',
              'United States, Canada, United Kingdom and Switzerland: 6–10 working days',
            ],
          },
          {
            kind: 'p',
            text: 'Your bag shows an estimated delivery window for each item. Typhoons, public holidays and customs checks can add a day or two.',
          },
        ],
      },
      {
        heading: 'Pre-orders and cut-off dates',
        blocks: [
          {
            kind: 'p',
            text: 'Some products are made in small batches and sold on pre-order. The product page shows the cut-off date (DD/MM) for the current batch and when it’s expected to ship.',
          },
          {
            kind: 'list',
            items: [
              'Order by the cut-off date and your item ships with that batch.',
              'Orders placed after the cut-off join the next batch; the new date is shown before you pay.',
              'If an order mixes pre-order and in-stock items, we send everything together once the pre-order item is ready. Order them separately if you’d like the in-stock items sooner.',
            ],
          },
        ],
      },
      {
        heading: 'Customs, duties and taxes',
        blocks: [
          {
            kind: 'p',
            text: 'Orders to Hong Kong and Macau carry no import duty. Elsewhere, import duties, taxes and clearance fees are set by the destination country and paid by the recipient on arrival. We declare the real value of every parcel and can’t mark orders as gifts.',
          },
          {
            kind: 'p',
            text: 'Taiwan customs requires the recipient’s real name and national ID or passport number. We ask for these at checkout and use them for customs clearance only.',
          },
          {
            kind: 'p',
            text: 'If a parcel is refused or left uncollected and comes back to us, we refund the products once it arrives, less the original delivery fee and any return charges.',
          },
        ],
      },
      {
        heading: 'Tracking your order',
        blocks: [
          {
            kind: 'p',
            text: 'As soon as your parcel leaves us, we email you the tracking number and a link to follow it. You’ll also find it in your account under Orders. Checked out as a guest? The link is in your dispatch email.',
          },
          {
            kind: 'p',
            text: 'If tracking hasn’t moved for five working days, get in touch and we’ll chase the courier for you.',
          },
        ],
      },
    ],
  },
};
