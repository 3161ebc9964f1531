import type { LocalizedDoc } from './types.ts';

export const membershipDoc: LocalizedDoc = {
  hk: {
    title: '會員計劃',
    description: '登記即成為會員。了解基本會員、V.I.P 及品牌大使的禮遇，包括 V.I.P 八五折及只限會員的貨品。',
    intro: '成為會員完全免費，登記後即可享有會員禮遇。以下是會員現時可享的一切。',
    sections: [
      {
        heading: '三個會員級別',
        blocks: [
          {
            kind: 'list',
            items: [
              '基本會員：登記即成為會員，個別產品標示的會員價即可享用。',
              'V.I.P 會員：Oxygen Ceuticals 產品一律以八五折（85% 價錢）購買，並可選購只限會員的貨品。',
              '品牌大使（Ambassador）：享有 V.I.P 的全部禮遇，另設指定貨品的固定價錢。',
            ],
          },
        ],
      },
      {
        heading: '如何升級',
        blocks: [
          {
            kind: 'list',
            items: [
              'V.I.P：12 個月內累積消費滿 HK$3,000（或以其他貨幣計算的等值金額），我們會為你升級，會籍有效 12 個月；期內再累積消費滿 HK$3,000 即可續期。',
              '品牌大使：12 個月內累積消費滿 HK$12,000，或獲我們邀請。美容從業員及內容創作人亦可透過「聯絡我們」申請。',
              '累積消費以已付款並已完成的訂單計算，已退貨的金額不計算在內。',
            ],
          },
        ],
      },
      {
        heading: 'V.I.P 優惠',
        blocks: [
          {
            kind: 'p',
            text: '登入後，V.I.P 價錢會自動顯示於產品頁及購物袋，你的帳戶亦會顯示「VIP DISCOUNT 15%OFF」。優惠適用於 Oxygen Ceuticals 產品；Big Pi 及合作品牌的貨品另有定價，不設 V.I.P 折扣。',
          },
          { kind: 'p', text: '標示「只限 VIP 購買」的貨品，只供 V.I.P 及品牌大使選購。' },
        ],
      },
      {
        heading: '現金回贈、推薦朋友、評價獎賞及定期訂購',
        blocks: [
          {
            kind: 'list',
            items: [
              '現金回贈（cash dollar）：存入你帳戶內的錢包，結帳時可當現金使用；不同貨幣的結餘可按本店匯率互相轉換。',
              '推薦朋友：把你的推薦連結或推薦碼分享給朋友，朋友首張訂單可享九折；訂單送達後，你會獲得該訂單金額 10% 的現金回贈。',
              '評價獎賞：為已購買的產品撰寫評價，評價刊登後，該訂單可獲一份獎賞，於 60 天內結帳時使用；每張訂單一份。',
              '定期訂購：選擇每 1 至 6 個月送貨一次，並可於「我的帳戶 › 訂閱」更改數量及週期、略過一次或取消。',
            ],
          },
        ],
      },
      {
        heading: '常見問題',
        blocks: [
          {
            kind: 'faq',
            items: [
              {
                q: '一定要成為會員才可購物嗎？',
                a: '不用，你可以訪客身份結帳。不過登記免費，而會員價及只限會員的貨品都需要登入會員帳戶。',
              },
              {
                q: '我怎樣知道自己屬於哪個級別？',
                a: '登入後到「我的帳戶」，即可看到你的會員級別及適用折扣。',
              },
              {
                q: '為甚麼 Big Pi 產品沒有 V.I.P 價？',
                a: 'V.I.P 八五折適用於 Oxygen Ceuticals 產品。Big Pi 不時會推出會員專享優惠，請留意電郵通知。',
              },
            ],
          },
        ],
      },
    ],
  },

  zh: {
    title: '會員制度',
    description: '註冊即成為會員。了解一般會員、V.I.P 與品牌大使的權益，包括 V.I.P 85 折與會員限定商品。',
    intro: '加入會員完全免費，註冊後就能享有會員權益。以下是會員目前可以享有的所有權益。',
    sections: [
      {
        heading: '三種會員等級',
        blocks: [
          {
            kind: 'list',
            items: [
              '一般會員：註冊即加入，商品上標示的會員價即可享用。',
              'V.I.P 會員：Oxygen Ceuticals 商品一律 85 折，並可選購會員限定商品。',
              '品牌大使（Ambassador）：享有 V.I.P 的所有權益，另有指定商品的固定價格。',
            ],
          },
        ],
      },
      {
        heading: '升等條件',
        blocks: [
          {
            kind: 'list',
            items: [
              'V.I.P：12 個月內累積消費滿 NT$12,000（或其他幣別等值金額，約 HK$3,000），我們會為您升等，資格有效 12 個月；期間內再累積消費達標即可續等。',
              '品牌大使：12 個月內累積消費滿 NT$48,000（約 HK$12,000），或受我們邀請。美容從業人員與創作者也可透過「聯絡我們」提出申請。',
              '累積消費以已付款並完成的訂單計算，退貨金額不列入計算。',
            ],
          },
        ],
      },
      {
        heading: 'V.I.P 優惠',
        blocks: [
          {
            kind: 'p',
            text: '登入後，V.I.P 價格會自動顯示在商品頁與購物車中，會員帳號也會顯示「VIP DISCOUNT 15%OFF」。此優惠適用於 Oxygen Ceuticals 商品；Big Pi 與合作品牌商品另有定價，不適用 V.I.P 折扣。',
          },
          { kind: 'p', text: '標示「僅限 VIP 購買」的商品，僅開放 V.I.P 與品牌大使選購。' },
        ],
      },
      {
        heading: '購物金、推薦好友、評價回饋與定期購',
        blocks: [
          {
            kind: 'list',
            items: [
              '購物金（cash dollar）：存入你帳戶中的錢包，結帳時可折抵；不同幣別的餘額可依本店匯率互相轉換。',
              '推薦好友：分享你的推薦連結或推薦碼，好友首筆訂單享九折；訂單送達後，你可獲得該筆訂單金額 10% 的購物金。',
              '評價回饋：為購買過的商品撰寫評價，評價刊登後，該筆訂單可獲一份回饋，於 60 天內結帳時使用；每筆訂單一份。',
              '定期購：選擇每 1 至 6 個月配送一次，並可在「我的帳戶 › 訂閱」變更數量與週期、略過一次或取消。',
            ],
          },
        ],
      },
      {
        heading: '常見問題',
        blocks: [
          {
            kind: 'faq',
            items: [
              {
                q: '一定要加入會員才能購物嗎？',
                a: '不需要，您可以用訪客身分結帳。不過註冊完全免費，會員價與會員限定商品都需要登入會員帳號。',
              },
              {
                q: '怎麼知道自己是哪個等級？',
                a: '登入後進入「我的帳戶」，就能看到您的會員等級與適用折扣。',
              },
              {
                q: '為什麼 Big Pi 商品沒有 V.I.P 價？',
                a: 'V.I.P 85 折適用於 Oxygen Ceuticals 商品。Big Pi 不定期推出會員限定優惠，請留意電子郵件通知。',
              },
            ],
          },
        ],
      },
    ],
  },

  cn: {
    title: '会员计划',
    description: '注册即成为会员。了解普通会员、V.I.P 和品牌大使的权益，包括 V.I.P 85 折和会员专享商品。',
    intro: '加入会员完全免费，注册后即可享受会员权益。以下是会员目前可以享受的全部权益。',
    sections: [
      {
        heading: '三个会员等级',
        blocks: [
          {
            kind: 'list',
            items: [
              '普通会员：注册即可加入，商品上标注的会员价即可享受。',
              'V.I.P 会员：Oxygen Ceuticals 商品一律 85 折，并可购买会员专享商品。',
              '品牌大使（Ambassador）：享有 V.I.P 的全部权益，另有指定商品的固定价格。',
            ],
          },
        ],
      },
      {
        heading: '升级条件',
        blocks: [
          {
            kind: 'list',
            items: [
              'V.I.P：12 个月内累计消费满 HK$3,000（或其他币种的等值金额），我们会为您升级，资格有效期 12 个月；有效期内再次累计消费达标即可续期。',
              '品牌大使：12 个月内累计消费满 HK$12,000，或受我们邀请。美容从业者和内容创作者也可以通过“联系我们”提交申请。',
              '累计消费按已付款且已完成的订单计算，退货金额不计入。',
            ],
          },
        ],
      },
      {
        heading: 'V.I.P 优惠',
        blocks: [
          {
            kind: 'p',
            text: '登录后，V.I.P 价格会自动显示在商品页和购物袋中，账户页面也会显示“VIP DISCOUNT 15%OFF”。该优惠适用于 Oxygen Ceuticals 商品；Big Pi 和合作品牌商品单独定价，不享受 V.I.P 折扣。',
          },
          { kind: 'p', text: '标注“仅限 VIP 购买”的商品，仅对 V.I.P 和品牌大使开放。' },
        ],
      },
      {
        heading: '返现、推荐好友、评价奖励与订阅',
        blocks: [
          {
            kind: 'list',
            items: [
              '返现（cash dollar）：存入你账户中的钱包，结账时可抵扣；不同币种的余额可按本店汇率互相转换。',
              '推荐好友：分享你的推荐链接或推荐码，好友首单享九折；订单送达后，你可获得该订单金额 10% 的返现。',
              '评价奖励：为购买过的商品撰写评价，评价发布后，该订单可获一份奖励，在 60 天内结账时使用；每个订单一份。',
              '订阅：选择每 1 至 6 个月配送一次，并可在「我的账户 › 订阅」更改数量和周期、跳过一次或取消。',
            ],
          },
        ],
      },
      {
        heading: '常见问题',
        blocks: [
          {
            kind: 'faq',
            items: [
              {
                q: '必须注册会员才能购物吗？',
                a: '不需要，您可以以游客身份下单。不过注册完全免费，会员价和会员专享商品都需要登录会员账户。',
              },
              { q: '如何查看自己的会员等级？', a: '登录后进入“我的账户”，即可看到您的会员等级和适用折扣。' },
              {
                q: '为什么 Big Pi 商品没有 V.I.P 价？',
                a: 'V.I.P 85 折适用于 Oxygen Ceuticals 商品。Big Pi 会不定期推出会员专享优惠，请留意邮件通知。',
              },
            ],
          },
        ],
      },
    ],
  },

  en: {
    title: 'Membership',
    description:
      'Join free and start with Basic. How V.I.P and Ambassador status work: 85% V.I.P pricing and members-only items.',
    intro: 'Membership is free, and it starts the moment you sign up. Here is everything it gives you today.',
    sections: [
      {
        heading: 'Three membership groups',
        blocks: [
          {
            kind: 'list',
            items: [
              'Basic — yours when you sign up, with member prices wherever a product shows them.',
              'V.I.P — 85% pricing on every Oxygen Ceuticals product, and access to members-only items.',
              'Ambassador — everything V.I.P members enjoy, plus fixed prices on selected items.',
            ],
          },
        ],
      },
      {
        heading: 'How to qualify',
        blocks: [
          {
            kind: 'list',
            items: [
              'V.I.P: spend HK$3,000 (or the equivalent in your currency) within 12 months and we move you up. Status lasts 12 months and renews when you reach the same amount again within that time.',
              'Ambassador: spend HK$12,000 within 12 months, or join by invitation. Beauty professionals and creators are welcome to apply through Contact Us.',
              'Spend counts paid, completed orders; returned items are deducted.',
            ],
          },
        ],
      },
      {
        heading: 'V.I.P pricing',
        blocks: [
          {
            kind: 'p',
            text: 'Once you’re logged in, V.I.P prices appear automatically on product pages and in your bag, and your account shows “VIP DISCOUNT 15%OFF”. The discount covers Oxygen Ceuticals products; Big Pi and partner brands are priced separately.',
          },
          { kind: 'p', text: 'Items marked “Only VIP” can be bought by V.I.P members and Ambassadors.' },
        ],
      },
      {
        heading: 'Cash dollars, referrals, review rewards and subscriptions',
        blocks: [
          {
            kind: 'list',
            items: [
              'Cash dollars: a wallet in your account that pays towards any order at checkout; balances in different currencies convert at the shop’s rates.',
              'Referrals: share your referral link or code. Your friend gets 10% off their first order, and once it is delivered you receive 10% of its total as cash dollars.',
              'Review rewards: review a product you bought; once the review is published, that order earns one reward to use at checkout within 60 days. One reward per order.',
              'Subscriptions: delivery every 1 to 6 months. Change the quantity or interval, skip a delivery or cancel under My account › Subscriptions.',
            ],
          },
        ],
      },
      {
        heading: 'Questions',
        blocks: [
          {
            kind: 'faq',
            items: [
              {
                q: 'Do I have to be a member to shop?',
                a: 'No — you can check out as a guest. Signing up is free, though, and member prices and members-only items need you to be logged in.',
              },
              {
                q: 'How do I see which group I’m in?',
                a: 'Log in and open your account dashboard. Your group and any discount that applies are shown there.',
              },
              {
                q: 'Why is there no V.I.P price on Big Pi?',
                a: 'V.I.P pricing applies to Oxygen Ceuticals products. Big Pi runs its own members-only offers from time to time — keep an eye on your inbox.',
              },
            ],
          },
        ],
      },
    ],
  },
};
