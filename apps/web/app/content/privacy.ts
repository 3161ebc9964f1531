import type { LocalizedDoc } from './types.ts';

export const privacyDoc: LocalizedDoc = {
  hk: {
    title: '私隱政策',
    description:
      '了解 Oxygen Ceuticals 收集哪些個人資料、有何用途、使用的 Cookies、與誰分享、保存多久，以及你的權利。',
    intro:
      '本政策說明 Oxygen Ceuticals Limited（「我們」）在你使用本網站、到訪門市或進行 AI 頭皮檢測時，如何處理你的個人資料。我們只收集所需的資料，亦絕不出售。',
    updated: '2026-11-01',
    sections: [
      {
        heading: '我們收集的資料',
        blocks: [
          {
            kind: 'list',
            items: [
              '帳戶資料：姓名、電郵地址、電話號碼、出生日期及密碼（只以加密雜湊形式儲存）。',
              '訂單資料：送貨及帳單地址、訂單紀錄、禮品卡訊息；寄往台灣的訂單亦包括當地海關要求的身份證或護照號碼。',
              '付款資料：由付款服務供應商處理，我們只會看到付款方式及狀態，不會取得完整信用卡號碼。',
              '你提供的內容：評價及相片、給我們的訊息，以及 AI 頭皮檢測中的回答。',
              '裝置及瀏覽資料：IP 地址、大約所在國家、瀏覽器類型及瀏覽過的頁面。',
            ],
          },
        ],
      },
      {
        heading: '資料用途',
        blocks: [
          {
            kind: 'list',
            items: [
              '管理你的帳戶、處理訂單及付款，以及安排送貨。',
              '發送一次性驗證碼，以及有關訂單、定期訂購及獎賞的服務通知。',
              '顯示合適的國家、貨幣及語言，並防止詐騙及濫用（包括登記時的機械人驗證）。',
              '為你推介合適的產品，例如根據頭皮檢測結果。',
              '在你同意的情況下發送最新消息及優惠；你可隨時取消訂閱。',
            ],
          },
        ],
      },
      {
        heading: 'Cookies',
        blocks: [
          { kind: 'p', text: '我們使用三類 Cookies 及類似的瀏覽器儲存技術：' },
          {
            kind: 'list',
            items: [
              '必要 Cookies：保持登入狀態、記住購物袋內容，並保護表格免受偽造請求攻擊。沒有它們，網站無法正常運作。',
              '偏好 Cookies：記住你選擇的送貨國家、語言、淺色或深色主題，以及你對 Cookies 的選擇，最長保存 365 天。',
              '分析及廣告 Cookies：協助我們了解哪些頁面最有用、你經哪個廣告到訪。只會在你於 Cookies 通知列表示同意後才設定；廣告點擊紀錄保存 90 天。',
            ],
          },
          {
            kind: 'p',
            text: '你可隨時在瀏覽器中清除或封鎖 Cookies；下次使用購物袋或登入時，必要 Cookies 會重新設定。',
          },
        ],
      },
      {
        heading: '與誰分享資料',
        blocks: [
          { kind: 'p', text: '我們只會提供各項服務所需的資料：' },
          {
            kind: 'list',
            items: [
              '付款服務供應商：信用卡收單機構、PayMe、轉數快參與銀行及支付寶。',
              '物流夥伴：順豐速運及國際速遞公司；如有需要，亦會提供予海關。',
              '協助我們發送短訊及電郵、進行機械人驗證、託管系統及翻譯評價的服務供應商。',
              '執法或監管機構，但只限於法律要求的情況。',
            ],
          },
          {
            kind: 'p',
            text: '部分供應商會在香港以外地方處理資料；在此情況下，我們會以合約要求對方提供同等程度的保障。',
          },
        ],
      },
      {
        heading: '資料保存期限',
        blocks: [
          {
            kind: 'list',
            items: [
              '帳戶資料：帳戶有效期間，以及最後一次使用後 2 年。',
              '訂單及發票：按香港稅務法例要求保存 7 年。',
              '頭皮檢測結果：保存 2 年，或直至你要求刪除。',
              '登入憑證最長 30 天；偏好 Cookies 最長 365 天。',
            ],
          },
        ],
      },
      {
        heading: '你的權利',
        blocks: [
          {
            kind: 'p',
            text: '根據香港《個人資料（私隱）條例》，你有權要求查閱及更正我們持有的個人資料，並可要求我們停止以你的資料作直接促銷。我們會在 40 日內回應查閱資料要求，並可能就提供複本收取合理費用。',
          },
          {
            kind: 'p',
            text: '如你身處歐盟或英國，《通用數據保障條例》（GDPR）亦賦予你要求刪除、限制處理、資料可攜及反對處理的權利，並可隨時撤回同意。你亦可向當地的資料保障機構投訴。',
          },
        ],
      },
      {
        heading: '聯絡保障資料主任',
        blocks: [
          {
            kind: 'p',
            text: '請電郵至 privacy@oxygenceuticals.com，或致函：香港中環威靈頓街42號地下 Oxygen Ceuticals 保障資料主任。請註明與你的要求相關的帳戶或訂單。',
          },
          {
            kind: 'p',
            text: '我們或會不時更新本政策，頁首日期為最近修訂日期；如有重大修改，我們會以電郵或在網站上通知。',
          },
        ],
      },
    ],
  },

  zh: {
    title: '隱私權政策',
    description:
      '說明 Oxygen Ceuticals 蒐集哪些個人資料、使用目的、使用的 Cookie、與誰分享、保存期間，以及您享有的權利。',
    intro:
      '本政策說明 Oxygen Ceuticals Limited（以下稱「我們」）在您使用本網站、造訪門市或進行 AI 頭皮檢測時，如何處理您的個人資料。我們只蒐集必要的資料，也絕不販售。',
    updated: '2026-11-01',
    sections: [
      {
        heading: '我們蒐集的資料',
        blocks: [
          {
            kind: 'list',
            items: [
              '帳號資料：姓名、電子郵件、手機號碼、出生日期與密碼（僅以雜湊加密形式儲存）。',
              '訂單資料：收件與帳單地址、訂單紀錄、禮物卡訊息；寄往台灣的訂單另包含海關要求的身分證字號或護照號碼。',
              '付款資料：由金流服務商處理，我們只會看到付款方式與狀態，不會取得完整的信用卡號。',
              '您提供的內容：商品評價與照片、與我們聯繫的訊息，以及 AI 頭皮檢測中的回答。',
              '裝置與使用資料：IP 位址、大致所在國家、瀏覽器類型與瀏覽過的頁面。',
            ],
          },
        ],
      },
      {
        heading: '蒐集目的',
        blocks: [
          {
            kind: 'list',
            items: [
              '管理您的會員帳號、處理訂單與付款，並安排配送。',
              '寄送一次性驗證碼，以及訂單、定期購與獎勵相關的服務通知。',
              '顯示適合您的國家、幣別與語言，並防範詐騙與濫用（包括註冊時的機器人驗證）。',
              '為您推薦合適的商品，例如依據頭皮檢測結果。',
              '經您同意後寄送最新消息與優惠；您隨時可以取消訂閱。',
            ],
          },
        ],
      },
      {
        heading: 'Cookie 使用說明',
        blocks: [
          { kind: 'p', text: '我們使用三類 Cookie 及類似的瀏覽器儲存技術：' },
          {
            kind: 'list',
            items: [
              '必要性 Cookie：維持登入狀態、記住購物車內容，並保護表單不受偽造請求攻擊。少了它們，網站就無法正常運作。',
              '偏好設定 Cookie：記住您選擇的配送國家、語言、淺色或深色主題，以及您的 Cookie 同意設定，最長保存 365 天。',
              '分析與廣告 Cookie：協助我們了解哪些頁面實用、您從哪則廣告進站。只有在您於 Cookie 提示列按下同意後才會設定；廣告點擊紀錄保存 90 天。',
            ],
          },
          {
            kind: 'p',
            text: '您可以隨時在瀏覽器中清除或封鎖 Cookie；下次使用購物車或登入時，必要性 Cookie 會重新設定。',
          },
        ],
      },
      {
        heading: '資料分享對象',
        blocks: [
          { kind: 'p', text: '我們只提供各項服務所需的資料：' },
          {
            kind: 'list',
            items: [
              '金流服務商：信用卡收單機構、PayMe、轉數快（FPS）參與銀行與支付寶。',
              '物流合作夥伴：順豐速運與國際快遞業者，必要時也包括海關。',
              '協助我們寄送簡訊與電子郵件、進行機器人驗證、代管系統及翻譯評價的服務供應商。',
              '依法要求時，提供予司法或主管機關。',
            ],
          },
          { kind: 'p', text: '部分服務商會在香港以外地區處理資料，我們會以契約要求對方提供同等的保護。' },
        ],
      },
      {
        heading: '保存期間',
        blocks: [
          {
            kind: 'list',
            items: [
              '會員帳號資料：帳號存續期間，以及最後一次使用後 2 年。',
              '訂單與發票：依香港稅務法規保存 7 年。',
              '頭皮檢測結果：保存 2 年，或至您要求刪除為止。',
              '登入憑證最長 30 天；偏好設定 Cookie 最長 365 天。',
            ],
          },
        ],
      },
      {
        heading: '您的權利',
        blocks: [
          {
            kind: 'p',
            text: '我們依據香港《個人資料（私隱）條例》處理您的資料：您可以請求查閱及更正我們持有的個人資料，並要求我們停止將資料用於行銷。我們會在 40 天內回覆查閱請求，提供副本時可能酌收合理費用。',
          },
          {
            kind: 'p',
            text: '台灣使用者亦可依《個人資料保護法》請求查詢、閱覽、製給複製本、補充或更正、停止蒐集處理利用或刪除。若您位於歐盟或英國，GDPR（一般資料保護規則）另賦予您資料可攜及拒絕處理等權利，並可隨時撤回同意或向當地主管機關申訴。',
          },
        ],
      },
      {
        heading: '聯絡個資保護負責人',
        blocks: [
          {
            kind: 'p',
            text: '請寄電子郵件至 privacy@oxygenceuticals.com，或來信：香港中環威靈頓街42號地下 Oxygen Ceuticals 個資保護負責人收。請註明與您的請求相關的帳號或訂單。',
          },
          {
            kind: 'p',
            text: '本政策可能不定期更新，頁首日期即為最近修訂日；如有重大變更，我們會透過電子郵件或網站公告通知。',
          },
        ],
      },
    ],
  },

  cn: {
    title: '隐私政策',
    description:
      '了解 Oxygen Ceuticals 收集哪些个人信息、用途是什么、使用哪些 Cookie、与谁共享、保存多久，以及您享有的权利。',
    intro:
      '本政策说明 Oxygen Ceuticals Limited（以下简称“我们”）在您使用本网站、到访门店或进行 AI 头皮检测时，如何处理您的个人信息。我们只收集必要的信息，也绝不出售。',
    updated: '2026-11-01',
    sections: [
      {
        heading: '我们收集的信息',
        blocks: [
          {
            kind: 'list',
            items: [
              '账户信息：姓名、电子邮件、手机号码、出生日期和密码（仅以哈希加密形式存储）。',
              '订单信息：收货和账单地址、订单记录、礼品留言；寄往台湾地区的订单还包括当地海关要求的身份证号或护照号码。',
              '支付信息：由支付服务商处理，我们只能看到支付方式和状态，无法获取完整的银行卡号。',
              '您提供的内容：评价和照片、发给我们的消息，以及 AI 头皮检测中的回答。',
              '设备和使用信息：IP 地址、大致所在国家或地区、浏览器类型和浏览过的页面。',
            ],
          },
        ],
      },
      {
        heading: '信息的用途',
        blocks: [
          {
            kind: 'list',
            items: [
              '管理您的账户、处理订单和付款，并安排配送。',
              '发送一次性验证码，以及订单、订阅和奖励相关的服务通知。',
              '显示合适的国家或地区、币种和语言，并防范欺诈和滥用（包括注册时的人机验证）。',
              '为您推荐合适的商品，例如根据头皮检测结果。',
              '在您同意的前提下发送新品资讯和优惠；您可以随时退订。',
            ],
          },
        ],
      },
      {
        heading: 'Cookie 说明',
        blocks: [
          { kind: 'p', text: '我们使用三类 Cookie 及类似的浏览器存储技术：' },
          {
            kind: 'list',
            items: [
              '必要 Cookie：保持登录状态、记住购物袋内容，并防止表单遭受伪造请求攻击。缺少它们，网站将无法正常运行。',
              '偏好 Cookie：记住您选择的收货国家或地区、语言、浅色或深色主题，以及您的 Cookie 授权选择，最长保存 365 天。',
              '分析与广告 Cookie：帮助我们了解哪些页面有用、您通过哪个广告访问本站。仅在您于 Cookie 提示栏点击同意后才会设置；广告点击记录保存 90 天。',
            ],
          },
          {
            kind: 'p',
            text: '您可以随时在浏览器中清除或屏蔽 Cookie；下次使用购物袋或登录时，必要 Cookie 会重新设置。',
          },
        ],
      },
      {
        heading: '信息共享',
        blocks: [
          { kind: 'p', text: '我们仅向各项服务提供其所需的信息：' },
          {
            kind: 'list',
            items: [
              '支付服务商：银行卡收单机构、PayMe、FPS 转数快参与银行和支付宝。',
              '物流合作伙伴：顺丰速运和国际快递公司，必要时还包括海关。',
              '为我们发送短信和邮件、提供人机验证、托管系统及翻译评价的服务商。',
              '法律要求时，提供给司法或监管机关。',
            ],
          },
          { kind: 'p', text: '部分服务商会在香港以外处理信息，我们会通过合同要求其提供同等水平的保护。' },
        ],
      },
      {
        heading: '保存期限',
        blocks: [
          {
            kind: 'list',
            items: [
              '账户信息：账户存续期间，以及最后一次使用后 2 年。',
              '订单和发票：按香港税务法规保存 7 年。',
              '头皮检测结果：保存 2 年，或直至您要求删除。',
              '登录凭证最长 30 天；偏好 Cookie 最长 365 天。',
            ],
          },
        ],
      },
      {
        heading: '您的权利',
        blocks: [
          {
            kind: 'p',
            text: '根据香港《个人资料（私隐）条例》，您有权查阅和更正我们持有的个人信息，并可要求我们停止将其用于直接营销。我们会在 40 天内回复查阅请求，提供副本时可能收取合理费用。',
          },
          {
            kind: 'p',
            text: '如您位于欧盟或英国，《通用数据保护条例》（GDPR）还赋予您删除、限制处理、数据可携带和反对处理的权利，并可随时撤回同意；您也可以向当地数据保护机构投诉。',
          },
        ],
      },
      {
        heading: '联系数据保护负责人',
        blocks: [
          {
            kind: 'p',
            text: '请发送电子邮件至 privacy@oxygenceuticals.com，或寄信至：香港中环威灵顿街42号地下 Oxygen Ceuticals 数据保护负责人收。请注明与您的请求相关的账户或订单。',
          },
          {
            kind: 'p',
            text: '我们可能会不时更新本政策，页首日期即为最近修订日期；如有重大变更，我们会通过电子邮件或网站公告通知您。',
          },
        ],
      },
    ],
  },

  en: {
    title: 'Privacy Policy',
    description:
      'What personal data Oxygen Ceuticals collects and why, the cookies we use, who we share data with, how long we keep it, and your rights.',
    intro:
      'This policy explains how Oxygen Ceuticals Limited (“we”) handles your personal data when you shop on our website, visit our shops or take the AI scalp test. We collect only what we need, and we never sell it.',
    updated: '2026-11-01',
    sections: [
      {
        heading: 'What we collect',
        blocks: [
          {
            kind: 'list',
            items: [
              'Account details: name, email, phone number, date of birth and password (stored only as a secure hash).',
              'Order details: delivery and billing addresses, order history, gift messages and, for Taiwan deliveries, the ID or passport number customs requires.',
              'Payment details: handled by our payment providers. We see the method and status, never your full card number.',
              'What you share with us: reviews and photos, messages to our team, and your answers in the AI scalp test.',
              'Device and usage data: IP address, approximate country, browser type and the pages you view.',
            ],
          },
        ],
      },
      {
        heading: 'Why we use it',
        blocks: [
          {
            kind: 'list',
            items: [
              'To run your account, process orders and payments, and deliver your parcels.',
              'To send one-time codes and service messages about orders, subscriptions and rewards.',
              'To show the right country, currency and language, and to prevent fraud and abuse (including a bot check at sign-up).',
              'To recommend products, for example after your scalp test.',
              'To send news and offers — only if you’ve opted in, and you can opt out at any time.',
            ],
          },
        ],
      },
      {
        heading: 'Cookies',
        blocks: [
          { kind: 'p', text: 'We use three kinds of cookies and similar browser storage:' },
          {
            kind: 'list',
            items: [
              'Essential: keep you signed in, remember your bag and protect forms against forged requests. The site can’t work without them.',
              'Preference: remember your ship-to country, language, light or dark theme and your cookie choice, for up to 365 days.',
              'Analytics and advertising: show us which pages help and which ad brought you here. We set them only after you agree in the cookie bar; an ad-click reference is kept for 90 days.',
            ],
          },
          {
            kind: 'p',
            text: 'You can clear or block cookies in your browser at any time. Essential cookies are set again the next time you use your bag or sign in.',
          },
        ],
      },
      {
        heading: 'Who we share it with',
        blocks: [
          { kind: 'p', text: 'Each service gets only what it needs to do its job:' },
          {
            kind: 'list',
            items: [
              'Payment providers: our card processor, PayMe, FPS participating banks and Alipay.',
              'Delivery partners: SF Express and international couriers, and customs authorities where required.',
              'Providers that send our SMS and email, run the bot check, host our systems and translate reviews.',
              'Law enforcement or regulators, only when the law requires it.',
            ],
          },
          {
            kind: 'p',
            text: 'Some of these providers process data outside Hong Kong. Where they do, we require the same level of protection by contract.',
          },
        ],
      },
      {
        heading: 'How long we keep it',
        blocks: [
          {
            kind: 'list',
            items: [
              'Account data: while your account is open, and for 2 years after your last activity.',
              'Orders and invoices: 7 years, as Hong Kong tax law requires.',
              'Scalp test results: 2 years, or until you ask us to delete them.',
              'Sign-in tokens last up to 30 days; preference cookies up to 365 days.',
            ],
          },
        ],
      },
      {
        heading: 'Your rights',
        blocks: [
          {
            kind: 'p',
            text: 'Under Hong Kong’s Personal Data (Privacy) Ordinance you can ask for a copy of the personal data we hold about you, ask us to correct it, and tell us to stop using it for direct marketing. We answer access requests within 40 days and may charge a reasonable fee for copies.',
          },
          {
            kind: 'p',
            text: 'If you are in the EU or the UK, the GDPR also gives you the rights to erasure, restriction, portability and objection, and to withdraw consent at any time. You can also complain to your local data protection authority.',
          },
        ],
      },
      {
        heading: 'Contact our data protection officer',
        blocks: [
          {
            kind: 'p',
            text: 'Email privacy@oxygenceuticals.com, or write to the Data Protection Officer, Oxygen Ceuticals, G/F, 42 Wellington Street, Central, Hong Kong. Please tell us which account or order your request is about.',
          },
          {
            kind: 'p',
            text: 'We may update this policy from time to time. The date above shows when it last changed, and we’ll tell you about significant changes by email or on the site.',
          },
        ],
      },
    ],
  },
};
