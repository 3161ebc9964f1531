import type { LocalizedDoc } from './types.ts';

export const termsDoc: LocalizedDoc = {
  hk: {
    title: '條款及細則',
    description:
      '在 Oxygen Ceuticals 購物的條款：帳戶、價錢及貨幣、訂單及付款、定期訂購、會員級別、推薦朋友及評價獎賞。',
    intro:
      '凡使用本網站或向 Oxygen Ceuticals Limited 購物，均受本條款約束。確認訂單即表示你接受本條款，請同時細閱我們的運送資料、退換貨政策及私隱政策。',
    updated: '2026-11-01',
    sections: [
      {
        heading: '使用本網站',
        blocks: [
          {
            kind: 'p',
            text: '你可瀏覽本網站並購物作個人用途。請勿將網站內容或圖片作商業用途、以程式大量擷取資料，或干擾網站的保安。產品資料（包括用法及成分）只供參考，不能取代醫生的專業意見。',
          },
        ],
      },
      {
        heading: '你的帳戶',
        blocks: [
          {
            kind: 'p',
            text: '你須年滿 18 歲方可開設帳戶；未滿 18 歲人士須經父母或監護人同意方可購物。請確保資料準確並妥善保管密碼，帳戶內的一切活動均由你負責。每人只可持有一個帳戶；如帳戶涉及詐騙或濫用優惠，我們有權暫停該帳戶。',
          },
        ],
      },
      {
        heading: '價錢及貨幣',
        blocks: [
          {
            kind: 'list',
            items: [
              '價錢以你所選送貨國家的貨幣顯示；香港及澳門以港幣（HKD）定價。',
              '其他國家的價錢按美元標價及當時匯率換算，並向下捨入至整數。',
              '實際付款金額以結帳時購物袋顯示的為準。匯率會定期更新，價錢或會因此變動。',
              '運費會在結帳時另行列明；香港及澳門以外地區的進口關稅及稅項由收件人繳付。',
              '如貨品標價明顯有誤，我們會與你聯絡，你可選擇以正確價錢購買或取消訂單。',
            ],
          },
        ],
      },
      {
        heading: '訂單及付款',
        blocks: [
          {
            kind: 'p',
            text: '付款成功並收到我們的確認電郵後，訂單即告成立。如貨品缺貨或交易涉嫌詐騙，我們或會取消訂單並全數退款。我們接受以下付款方式：',
          },
          {
            kind: 'list',
            items: [
              '信用卡或扣賬卡',
              'PayMe 及轉數快（以銀行 App 掃描 QR code 付款）',
              '支付寶',
              '銀行轉賬：我們會為你保留貨品 48 小時。請於期限前轉賬全數，並連同訂單編號提交轉賬紀錄；逾期未付款，保留即告失效，訂單亦會取消。',
            ],
          },
          { kind: 'p', text: '療程與一般貨品須分開結帳；如需分開訂購，購物袋會提示你。' },
        ],
      },
      {
        heading: '定期訂購',
        blocks: [
          {
            kind: 'list',
            items: [
              '可選擇每 1 至 6 個月送貨一次。定期訂購會自動續訂，並於每次續訂日從你登記的付款方式扣款。',
              '你可於續訂前最少 1 天更改產品或送貨周期，並於出貨前最少 3 天更改送貨地址。',
              '完成最少兩次送貨後可隨時取消，取消後不再續訂。',
              '如扣款失敗，定期訂購會暫停；更新付款方式後，即可在帳戶內重新啟用。',
            ],
          },
        ],
      },
      {
        heading: '會員、推薦朋友及現金回贈',
        blocks: [
          {
            kind: 'list',
            items: [
              '會員級別（基本會員、V.I.P 及品牌大使）決定你可享的價錢及可選購的貨品。V.I.P 會員購買 Oxygen Ceuticals 產品可享標價的 85%（即八五折），升級條件詳見「會員計劃」頁。',
              '部分貨品只供指定會員級別選購。',
              '推薦朋友：朋友使用你的推薦碼，首次購物可享九折；該訂單完成後，你可獲訂單總額 10% 的現金回贈。不可推薦自己，或開設額外帳戶賺取獎賞。',
              '現金回贈存於你的錢包，可用於日後購物，不可兌換現金。',
            ],
          },
        ],
      },
      {
        heading: '評價獎賞',
        blocks: [
          {
            kind: 'p',
            text: '評價須由你親自撰寫、內容真實，並最少 20 字。所有評價均經審核後才刊登，離題、冒犯性或帶宣傳成分的評價或不獲刊登。每張訂單的評價可獲一次獎賞，須於 60 天內兌換。',
          },
        ],
      },
      {
        heading: '條款修訂及管轄法律',
        blocks: [
          {
            kind: 'p',
            text: '我們或會修訂本條款；每張訂單以你下單時本頁所載的版本為準。本條款受香港特別行政區法律管轄，香港法院具非專屬管轄權。本條款不影響你根據居住地法律享有的消費者權益。',
          },
        ],
      },
    ],
  },

  zh: {
    title: '服務條款',
    description:
      '在 Oxygen Ceuticals 購物的相關條款：會員帳號、價格與幣別、訂單與付款、定期購、會員等級、推薦好友與評價回饋。',
    intro:
      '只要您使用本網站或向 Oxygen Ceuticals Limited 購買商品，即適用本條款。下單即表示您同意本條款，請一併參閱運送說明、退換貨說明及隱私權政策。',
    updated: '2026-11-01',
    sections: [
      {
        heading: '網站使用',
        blocks: [
          {
            kind: 'p',
            text: '您可以瀏覽本網站並購買商品供個人使用。請勿將網站內容或圖片用於商業用途、以程式大量擷取資料，或干擾網站安全。商品資訊（含使用方式與成分）僅供參考，無法取代醫師的專業建議。',
          },
        ],
      },
      {
        heading: '會員帳號',
        blocks: [
          {
            kind: 'p',
            text: '年滿 18 歲才能註冊帳號；未成年人須經法定代理人同意後購買。請確保資料正確並妥善保管密碼，帳號下的所有操作皆由您負責。每人限申請一個帳號；若帳號涉及詐騙或濫用優惠，我們有權停用。',
          },
        ],
      },
      {
        heading: '價格與幣別',
        blocks: [
          {
            kind: 'list',
            items: [
              '價格以您所選配送國家的幣別顯示；香港及澳門以港幣（HKD）計價。',
              '其他國家的價格依美元定價及當時匯率換算，並無條件捨去至整數。',
              '實際付款金額以結帳時購物車顯示為準。匯率會定期更新，價格可能因此調整。',
              '運費於結帳時另行列出；寄往港澳以外地區的進口關稅與稅金由收件人負擔。',
              '若商品標價明顯錯誤，我們會與您聯繫，您可選擇以正確價格購買或取消訂單。',
            ],
          },
        ],
      },
      {
        heading: '訂單與付款',
        blocks: [
          {
            kind: 'p',
            text: '付款成功並收到我們的訂單確認信後，訂單即成立。若商品缺貨或交易疑似詐騙，我們可能取消訂單並全額退款。我們提供以下付款方式：',
          },
          {
            kind: 'list',
            items: [
              '信用卡或金融卡',
              'PayMe 與轉數快（FPS，以銀行 App 掃描 QR Code 付款）',
              '支付寶',
              '銀行轉帳：商品將為您保留 48 小時。請於期限內匯入全額，並附上訂單編號提供轉帳證明；逾期未付款，保留自動失效，訂單也會取消。',
            ],
          },
          { kind: 'p', text: '療程與一般商品須分開結帳；如需分開下單，購物車會提示您。' },
        ],
      },
      {
        heading: '定期購',
        blocks: [
          {
            kind: 'list',
            items: [
              '可選擇每 1 至 6 個月配送一次。定期購會自動續訂，並在每次續訂日從您綁定的付款方式扣款。',
              '您可在續訂前至少 1 天更改商品或配送週期，並在出貨前至少 3 天修改收件地址。',
              '完成至少兩次配送後即可隨時取消，取消後不再續訂。',
              '若扣款失敗，定期購將暫停；更新付款方式後，即可在會員帳號中重新啟用。',
            ],
          },
        ],
      },
      {
        heading: '會員、推薦好友與購物金',
        blocks: [
          {
            kind: 'list',
            items: [
              '會員等級（一般會員、V.I.P 與品牌大使）決定您可享的價格及可購買的商品。V.I.P 會員購買 Oxygen Ceuticals 商品享定價 85 折，升等條件請見「會員制度」頁面。',
              '部分商品僅限特定會員等級購買。',
              '推薦好友：好友使用您的推薦碼，首次購物享 9 折；訂單完成後，您將獲得該筆訂單總額 10% 的購物金。不得推薦自己或另開帳號賺取回饋。',
              '購物金存放於您的錢包，可折抵日後消費，不得兌換現金。',
            ],
          },
        ],
      },
      {
        heading: '評價回饋',
        blocks: [
          {
            kind: 'p',
            text: '評價須由您本人撰寫、內容真實，且至少 20 字。所有評價皆經審核後才會刊登，離題、不當或帶有廣告性質的內容可能不予刊登。每筆訂單的評價可獲得一次回饋，須在 60 天內兌換。',
          },
        ],
      },
      {
        heading: '條款修訂與準據法',
        blocks: [
          {
            kind: 'p',
            text: '我們可能修訂本條款；每筆訂單以您下單時本頁所載版本為準。本條款以香港特別行政區法律為準據法，並以香港法院為非專屬管轄法院。本條款不影響您依居住地法律享有的消費者權益。',
          },
        ],
      },
    ],
  },

  cn: {
    title: '条款及细则',
    description:
      '在 Oxygen Ceuticals 购物的相关条款：账户、价格与币种、订单与支付、订阅、会员等级、推荐好友和评价奖励。',
    intro:
      '您使用本网站或向 Oxygen Ceuticals Limited 购买商品，均适用本条款。下单即表示您同意本条款，请同时阅读配送说明、退换货政策和隐私政策。',
    updated: '2026-11-01',
    sections: [
      {
        heading: '网站使用',
        blocks: [
          {
            kind: 'p',
            text: '您可以浏览本网站并购买商品供个人使用。请勿将网站内容或图片用于商业用途、通过程序批量抓取数据或干扰网站安全。商品信息（包括使用方法和成分）仅供参考，不能替代医生的专业建议。',
          },
        ],
      },
      {
        heading: '账户',
        blocks: [
          {
            kind: 'p',
            text: '年满 18 周岁方可注册账户；未成年人需经父母或监护人同意后购买。请确保信息准确并妥善保管密码，账户下的所有操作均由您负责。每人限注册一个账户；如账户涉及欺诈或滥用优惠，我们有权暂停该账户。',
          },
        ],
      },
      {
        heading: '价格与币种',
        blocks: [
          {
            kind: 'list',
            items: [
              '价格以您所选收货国家或地区的币种显示；香港和澳门以港币（HKD）计价。',
              '其他国家和地区的价格按美元标价及当前汇率换算，并向下取整。',
              '实际支付金额以结算时购物袋显示的金额为准。汇率会定期更新，价格可能随之调整。',
              '运费在结算时单独列出；寄往港澳以外地区的进口关税和税费由收件人承担。',
              '如商品标价明显有误，我们会联系您，您可以选择按正确价格购买或取消订单。',
            ],
          },
        ],
      },
      {
        heading: '订单与支付',
        blocks: [
          {
            kind: 'p',
            text: '支付成功并收到我们的订单确认邮件后，订单即成立。如商品缺货或交易涉嫌欺诈，我们可能取消订单并全额退款。我们支持以下支付方式：',
          },
          {
            kind: 'list',
            items: [
              '信用卡或借记卡',
              'PayMe 和 FPS 转数快（使用银行 App 扫描二维码支付）',
              '支付宝',
              '银行转账：我们将为您保留商品 48 小时。请在期限内转入全款，并提交附有订单号的转账凭证；逾期未付款的，保留自动失效，订单随之取消。',
            ],
          },
          { kind: 'p', text: '疗程与普通商品需分开结算；如需分开下单，购物袋会提示您。' },
        ],
      },
      {
        heading: '订阅',
        blocks: [
          {
            kind: 'list',
            items: [
              '可选择每 1 至 6 个月配送一次。订阅将自动续订，并在每个续订日从您绑定的支付方式扣款。',
              '您可以在续订前至少 1 天更换商品或配送周期，在发货前至少 3 天修改收货地址。',
              '完成至少两次配送后可随时取消，取消后不再续订。',
              '如扣款失败，订阅将暂停；更新支付方式后，即可在账户中重新激活。',
            ],
          },
        ],
      },
      {
        heading: '会员、推荐好友与返现余额',
        blocks: [
          {
            kind: 'list',
            items: [
              '会员等级（普通会员、V.I.P 和品牌大使）决定您可享受的价格和可购买的商品。V.I.P 会员购买 Oxygen Ceuticals 商品可享标价 85 折，升级条件详见“会员计划”页面。',
              '部分商品仅限特定会员等级购买。',
              '推荐好友：好友使用您的推荐码，首单享 9 折；订单完成后，您将获得该订单总额 10% 的返现余额。不得推荐自己或注册多个账户获取奖励。',
              '返现余额存放在您的钱包中，可用于日后购物抵扣，不可提现。',
            ],
          },
        ],
      },
      {
        heading: '评价奖励',
        blocks: [
          {
            kind: 'p',
            text: '评价须由您本人撰写、内容真实，且不少于 20 字。所有评价经审核后方可发布，离题、不当或带有广告性质的内容可能不予发布。每笔订单的评价可获得一次奖励，须在 60 天内兑换。',
          },
        ],
      },
      {
        heading: '条款修订与适用法律',
        blocks: [
          {
            kind: 'p',
            text: '我们可能修订本条款；每笔订单以您下单时本页所载版本为准。本条款受香港特别行政区法律管辖，香港法院拥有非专属管辖权。本条款不影响您根据居住地法律享有的消费者权益。',
          },
        ],
      },
    ],
  },

  en: {
    title: 'Terms & Conditions',
    description:
      'The terms for shopping with Oxygen Ceuticals: accounts, prices and currencies, orders and payment, subscriptions, membership, referrals and rewards.',
    intro:
      'These terms apply whenever you use this website or buy from Oxygen Ceuticals Limited. Placing an order means you accept them, so please read them alongside our Shipping, Returns and Privacy pages.',
    updated: '2026-11-01',
    sections: [
      {
        heading: 'Using our site',
        blocks: [
          {
            kind: 'p',
            text: 'You’re welcome to browse and buy for your own personal use. Please don’t reuse our content or images commercially, scrape the site or interfere with its security. Product information, including directions and ingredients, is for guidance and doesn’t replace advice from your doctor.',
          },
        ],
      },
      {
        heading: 'Your account',
        blocks: [
          {
            kind: 'p',
            text: 'You need to be 18 or over to open an account; younger shoppers may buy with a parent’s or guardian’s consent. Keep your details accurate and your password private — you’re responsible for activity on your account. One account per person. We may suspend accounts used for fraud or to abuse promotions.',
          },
        ],
      },
      {
        heading: 'Prices and currencies',
        blocks: [
          {
            kind: 'list',
            items: [
              'Prices are shown in the currency of the ship-to country you choose. Hong Kong and Macau prices are set in Hong Kong dollars (HKD).',
              'For every other country, prices are converted from our US dollar list price at the current rate and rounded down to a whole unit.',
              'You pay the price shown in your bag at checkout. Rates are reviewed regularly, so prices can change between visits.',
              'Delivery fees are shown separately at checkout. Import duties and taxes outside Hong Kong and Macau are paid by the recipient.',
              'If an item is listed at an obviously wrong price, we’ll contact you, and you can choose to pay the correct price or cancel.',
            ],
          },
        ],
      },
      {
        heading: 'Orders and payment',
        blocks: [
          {
            kind: 'p',
            text: 'Your order is confirmed once payment succeeds and we’ve emailed you a confirmation. We may cancel and refund an order if an item turns out to be unavailable or we suspect fraud. We accept:',
          },
          {
            kind: 'list',
            items: [
              'Credit and debit cards',
              'PayMe and FPS (scan the QR code with your banking app)',
              'Alipay',
              'Bank transfer: we reserve your items for 48 hours. Transfer the full amount within that time and send us the receipt with your order number; after that, the reservation lapses and the order is cancelled.',
            ],
          },
          {
            kind: 'p',
            text: 'Treatments and products are checked out separately; your bag will let you know if something needs its own order.',
          },
        ],
      },
      {
        heading: 'Subscriptions',
        blocks: [
          {
            kind: 'list',
            items: [
              'Choose a delivery every 1 to 6 months. Subscriptions renew automatically and are charged to your saved payment method on each renewal date.',
              'Change products or frequency up to 1 day before a renewal, and your delivery address up to 3 days before a shipment.',
              'You can cancel at any time once at least two deliveries have been made. Cancelling stops all future renewals.',
              'If a payment fails, the subscription is suspended until you update your payment method; you can then reactivate it from your account.',
            ],
          },
        ],
      },
      {
        heading: 'Membership, referrals and cash dollars',
        blocks: [
          {
            kind: 'list',
            items: [
              'Your member group — Basic, V.I.P or Ambassador — decides which prices and items you see. V.I.P members pay 85% of the listed price on Oxygen Ceuticals products (15% off). How to qualify is set out on our Membership page.',
              'Some items are available to selected member groups only.',
              'Referral programme: a friend who uses your code gets 10% off their first order; once that order is completed, you receive 10% of its total as cash dollars. Referring yourself or opening extra accounts to earn rewards isn’t allowed.',
              'Cash dollars sit in your wallet, can be used towards future orders and have no cash value.',
            ],
          },
        ],
      },
      {
        heading: 'Review rewards',
        blocks: [
          {
            kind: 'p',
            text: 'Reviews must be your own, honest and at least 20 characters long. We check every review before publishing and may decline ones that are off-topic, offensive or promotional. A published review earns one reward per order, to be redeemed within 60 days.',
          },
        ],
      },
      {
        heading: 'Changes and governing law',
        blocks: [
          {
            kind: 'p',
            text: 'We may update these terms; each order is governed by the version on this page when you placed it. These terms are governed by the laws of the Hong Kong Special Administrative Region, and the Hong Kong courts have non-exclusive jurisdiction. Nothing here affects your rights as a consumer under the law of the country where you live.',
          },
        ],
      },
    ],
  },
};
