import type { LocalizedDoc } from './types.ts';

export const membershipDoc: LocalizedDoc = {
  hk: {
    title: '會員計劃',
    description:
      '登記即成為會員。了解基本會員、V.I.P 及品牌大使的禮遇，以及現金回贈錢包、推薦朋友和評價獎賞如何運作。',
    intro: '成為會員完全免費，登記後即可享有會員禮遇。你愈常使用我們的產品，可享的待遇就愈多。',
    sections: [
      {
        heading: '三個會員級別',
        blocks: [
          {
            kind: 'list',
            items: [
              '基本會員：登記即成為會員，可查看訂單紀錄、管理地址簿及定期訂購、推薦朋友及賺取評價獎賞，生日月份更有小驚喜。',
              'V.I.P 會員：Oxygen Ceuticals 產品一律以八五折（85% 價錢）購買，並可選購只限會員的貨品。',
              '品牌大使（Ambassador）：享有 V.I.P 的全部禮遇，另設指定貨品的固定價錢，以及新品搶先選購。',
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
              'V.I.P：12 個月內累積消費滿 HK$3,000（或以其他貨幣計算的等值金額）即自動升級，會籍有效 12 個月；期內再累積消費滿 HK$3,000 即可續期。',
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
        heading: '現金回贈錢包',
        blocks: [
          {
            kind: 'p',
            text: '推薦朋友等活動賺取的現金回贈（Cash Dollar）會存入你帳戶的錢包，結帳時可用作支付部分或全部貨款。',
          },
          {
            kind: 'p',
            text: '現金回贈以賺取時的貨幣記錄。如你改用另一種貨幣購物，可在錢包內按當日匯率轉換（須達最低結餘）。現金回贈不可兌換現金或轉讓他人。',
          },
        ],
      },
      {
        heading: '推薦朋友',
        blocks: [
          {
            kind: 'list',
            items: [
              '在帳戶的「推薦朋友」頁取得你的專屬推薦碼或連結，分享給朋友。',
              '朋友首次購物可享九折優惠。',
              '朋友的訂單送達並過了 14 天退貨期後，你會獲得該訂單總額 10% 的現金回贈。',
            ],
          },
        ],
      },
      {
        heading: '評價獎賞',
        blocks: [
          {
            kind: 'p',
            text: '收到貨品後，分享你的用後感（最少 20 字），即可賺取獎賞。我們會在約兩星期內審核評價，刊登後獎賞便會出現在帳戶的「獎賞」頁。',
          },
          { kind: 'list', items: ['每張訂單可獲一次獎賞。', '獎賞須於可兌換日起 60 天內使用，逾期作廢。'] },
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
                a: '不用，你可以訪客身份結帳。不過登記免費，而推薦朋友、評價獎賞及管理定期訂購都需要會員帳戶。',
              },
              {
                q: '我怎樣知道自己屬於哪個級別？',
                a: '登入後到「我的帳戶」，即可看到你的會員級別及適用折扣。',
              },
              {
                q: '為甚麼 Big Pi 產品沒有 V.I.P 價？',
                a: 'V.I.P 八五折適用於 Oxygen Ceuticals 產品。Big Pi 不時會推出會員專享優惠，請留意電郵通知。',
              },
              {
                q: '現金回贈可以轉換貨幣嗎？',
                a: '可以。在錢包內選擇目標貨幣，系統會按當日匯率轉換；如結餘未達最低金額，則暫時未能轉換。',
              },
            ],
          },
        ],
      },
    ],
  },

  zh: {
    title: '會員制度',
    description:
      '註冊即成為會員。了解一般會員、V.I.P 與品牌大使的權益，以及購物金錢包、推薦好友和評價回饋的使用方式。',
    intro: '加入會員完全免費，註冊後就能享有會員權益。使用得越久，能享受的禮遇也越多。',
    sections: [
      {
        heading: '三種會員等級',
        blocks: [
          {
            kind: 'list',
            items: [
              '一般會員：註冊即加入，可查詢訂單紀錄、管理收件地址與定期購、推薦好友及獲得評價回饋，生日當月還有專屬小驚喜。',
              'V.I.P 會員：Oxygen Ceuticals 商品一律 85 折，並可選購會員限定商品。',
              '品牌大使（Ambassador）：享有 V.I.P 的所有權益，另有指定商品的固定價格，以及新品搶先購。',
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
              'V.I.P：12 個月內累積消費滿 NT$12,000（或其他幣別等值金額，約 HK$3,000）即自動升等，資格有效 12 個月；期間內再累積消費達標即可續等。',
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
        heading: '購物金錢包',
        blocks: [
          {
            kind: 'p',
            text: '透過推薦好友等活動獲得的購物金（Cash Dollar）會存入會員帳號的錢包，結帳時可折抵部分或全部金額。',
          },
          {
            kind: 'p',
            text: '購物金以獲得時的幣別計算。若您改用其他幣別購物，可在錢包中依當日匯率轉換（須達最低餘額）。購物金不得兌換現金，也不能轉讓。',
          },
        ],
      },
      {
        heading: '推薦好友',
        blocks: [
          {
            kind: 'list',
            items: [
              '在會員帳號的「推薦好友」頁面取得專屬推薦碼或連結，分享給朋友。',
              '好友首次購物即享 9 折優惠。',
              '好友的訂單送達且超過 14 天退貨期後，您將獲得該筆訂單總額 10% 的購物金。',
            ],
          },
        ],
      },
      {
        heading: '評價回饋',
        blocks: [
          {
            kind: 'p',
            text: '收到商品後，留下您的使用心得（至少 20 字）即可獲得回饋。評價審核約需兩週，刊登後回饋就會出現在會員帳號的「獎勵」頁面。',
          },
          { kind: 'list', items: ['每筆訂單可獲得一次回饋。', '回饋須在可兌換日起 60 天內使用，逾期失效。'] },
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
                a: '不需要，您可以用訪客身分結帳。不過註冊完全免費，推薦好友、評價回饋與定期購管理都需要會員帳號。',
              },
              {
                q: '怎麼知道自己是哪個等級？',
                a: '登入後進入「我的帳戶」，就能看到您的會員等級與適用折扣。',
              },
              {
                q: '為什麼 Big Pi 商品沒有 V.I.P 價？',
                a: 'V.I.P 85 折適用於 Oxygen Ceuticals 商品。Big Pi 不定期推出會員限定優惠，請留意電子郵件通知。',
              },
              {
                q: '購物金可以換成其他幣別嗎？',
                a: '可以。在錢包中選擇要轉換的幣別，系統會依當日匯率換算；若餘額未達最低金額，則暫時無法轉換。',
              },
            ],
          },
        ],
      },
    ],
  },

  cn: {
    title: '会员计划',
    description:
      '注册即成为会员。了解普通会员、V.I.P 和品牌大使的权益，以及返现余额钱包、推荐好友和评价奖励如何使用。',
    intro: '加入会员完全免费，注册后即可享受会员权益。与我们相伴越久，可享的礼遇就越多。',
    sections: [
      {
        heading: '三个会员等级',
        blocks: [
          {
            kind: 'list',
            items: [
              '普通会员：注册即可加入，可查看订单记录、管理收货地址和订阅、推荐好友并获得评价奖励，生日当月还有专属惊喜。',
              'V.I.P 会员：Oxygen Ceuticals 商品一律 85 折，并可购买会员专享商品。',
              '品牌大使（Ambassador）：享有 V.I.P 的全部权益，另有指定商品的固定价格，以及新品抢先购。',
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
              'V.I.P：12 个月内累计消费满 HK$3,000（或其他币种的等值金额）即自动升级，资格有效期 12 个月；有效期内再次累计消费达标即可续期。',
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
        heading: '返现余额钱包',
        blocks: [
          {
            kind: 'p',
            text: '通过推荐好友等活动获得的返现余额（Cash Dollar）会存入账户钱包，结算时可抵扣部分或全部货款。',
          },
          {
            kind: 'p',
            text: '返现余额按获得时的币种记录。如您改用其他币种购物，可在钱包中按当日汇率兑换（需达到最低余额）。返现余额不可提现，也不可转让。',
          },
        ],
      },
      {
        heading: '推荐好友',
        blocks: [
          {
            kind: 'list',
            items: [
              '在账户的“推荐好友”页面获取您的专属推荐码或链接，分享给好友。',
              '好友首单即享 9 折优惠。',
              '好友的订单送达并过了 14 天退货期后，您将获得该订单总额 10% 的返现余额。',
            ],
          },
        ],
      },
      {
        heading: '评价奖励',
        blocks: [
          {
            kind: 'p',
            text: '收到商品后，分享您的使用心得（不少于 20 字）即可获得奖励。评价审核约需两周，发布后奖励会出现在账户的“奖励”页面。',
          },
          {
            kind: 'list',
            items: ['每笔订单可获得一次奖励。', '奖励需在可兑换之日起 60 天内使用，逾期失效。'],
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
                a: '不需要，您可以以游客身份下单。不过注册完全免费，推荐好友、评价奖励和订阅管理都需要会员账户。',
              },
              { q: '如何查看自己的会员等级？', a: '登录后进入“我的账户”，即可看到您的会员等级和适用折扣。' },
              {
                q: '为什么 Big Pi 商品没有 V.I.P 价？',
                a: 'V.I.P 85 折适用于 Oxygen Ceuticals 商品。Big Pi 会不定期推出会员专享优惠，请留意邮件通知。',
              },
              {
                q: '返现余额可以换成其他币种吗？',
                a: '可以。在钱包中选择目标币种，系统将按当日汇率换算；如余额未达到最低金额，则暂时无法兑换。',
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
      'Join free and start with Basic. How V.I.P and Ambassador status work, plus your cash dollar wallet, referrals and review rewards.',
    intro:
      'Membership is free, and it starts the moment you sign up. The longer you stay with us, the more it gives back.',
    sections: [
      {
        heading: 'Three membership groups',
        blocks: [
          {
            kind: 'list',
            items: [
              'Basic — yours when you sign up. Order history, an address book, subscription management, referrals, review rewards and a small surprise in your birthday month.',
              'V.I.P — 85% pricing on every Oxygen Ceuticals product, and access to members-only items.',
              'Ambassador — everything V.I.P members enjoy, plus fixed prices on selected items and early access to new launches.',
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
              'V.I.P: spend HK$3,000 (or the equivalent in your currency) within 12 months and you move up automatically. Status lasts 12 months and renews when you reach the same amount again within that time.',
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
        heading: 'Your cash dollar wallet',
        blocks: [
          {
            kind: 'p',
            text: 'Cash dollars you earn — from referrals and occasional promotions — are kept in the wallet in your account. Use them at checkout towards part or all of an order.',
          },
          {
            kind: 'p',
            text: 'Your balance is held in the currency you earned it in. Shopping in another currency? Convert it in your wallet at the day’s rate, provided you have the minimum balance. Cash dollars can’t be withdrawn as cash or transferred.',
          },
        ],
      },
      {
        heading: 'Refer a friend',
        blocks: [
          {
            kind: 'list',
            items: [
              'Find your personal code or link on the Referral page of your account and share it.',
              'Your friend gets 10% off their first order.',
              'Once their order has been delivered and the 14-day return window has passed, you receive 10% of their order total as cash dollars.',
            ],
          },
        ],
      },
      {
        heading: 'Review rewards',
        blocks: [
          {
            kind: 'p',
            text: 'After your order arrives, tell us how you got on (at least 20 characters) and earn a reward. Reviews are checked within about two weeks; once yours is published, the reward appears under Rewards in your account.',
          },
          {
            kind: 'list',
            items: ['One reward per order.', 'Redeem it within 60 days of it becoming available.'],
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
                a: 'No — you can check out as a guest. Signing up is free, though, and you’ll need an account for referrals, review rewards and managing subscriptions.',
              },
              {
                q: 'How do I see which group I’m in?',
                a: 'Log in and open your account dashboard. Your group and any discount that applies are shown there.',
              },
              {
                q: 'Why is there no V.I.P price on Big Pi?',
                a: 'V.I.P pricing applies to Oxygen Ceuticals products. Big Pi runs its own members-only offers from time to time — keep an eye on your inbox.',
              },
              {
                q: 'Can I change the currency of my cash dollars?',
                a: 'Yes. Choose the currency in your wallet and we convert at the day’s rate. If your balance is below the minimum, it can’t be converted yet.',
              },
            ],
          },
        ],
      },
    ],
  },
};
