import type { LocalizedDoc } from './types.ts';

export const shopsDoc: LocalizedDoc = {
  hk: {
    title: '門市資料',
    description:
      '中環、尖沙咀及銅鑼灣門市地址及營業時間。網上訂單可到門市自取，亦可預約護理療程及 AI 頭皮檢測。',
    intro: '歡迎到我們的門市坐坐。你可以在這裏試用產品、領取網上訂單、做護理療程，或讓我們看看你的頭皮狀況。',
    sections: [
      {
        heading: '門市地址',
        blocks: [{ kind: 'p', text: '三間門市均設網上訂單自取服務。' }, { kind: 'shop_list' }],
      },
      {
        heading: '營業時間',
        blocks: [
          { kind: 'office_hours' },
          {
            kind: 'p',
            text: '農曆新年期間，或懸掛八號或以上颱風信號、黑色暴雨警告生效時，營業時間或會調整，最新安排會在此頁及 WhatsApp 公布。',
          },
        ],
      },
      {
        heading: '門市自取網上訂單',
        blocks: [
          {
            kind: 'list',
            items: [
              '結帳時選擇「門市自取」並選擇門市，免收運費。',
              '貨品準備好後，我們會以短訊及電郵通知你，現貨一般於 2 個工作天內可取。',
              '取貨時請出示訂單編號；如由親友代取，請讓他們出示取貨通知。',
              '訂單會保留 14 天，逾期我們會與你聯絡，安排送貨或退款。',
            ],
          },
        ],
      },
      {
        heading: '預約護理療程',
        blocks: [
          { kind: 'p', text: '三間門市均提供護理療程。' },
          {
            kind: 'list',
            items: [
              '於網上購買療程後，透過 WhatsApp 或致電心儀門市預約時間。',
              '首次到訪請提早 10 分鐘到達，我們會先為你做簡單的皮膚諮詢。',
              '如需改期，請最少提前 24 小時通知；未有通知而缺席，該節療程將作已使用論。',
            ],
          },
        ],
      },
      {
        heading: '門市 AI 頭皮檢測',
        blocks: [
          {
            kind: 'p',
            text: '在中環旗艦店及銅鑼灣 Big Pi 頭皮研究室，頭皮護理師會用微距鏡頭檢查你的頭皮，同時由 AI 助理了解你的護髮習慣，再推介最適合你的洗頭水。整個過程約 15 分鐘，費用全免；歡迎直接到訪，週末建議先預約，免卻等候。',
          },
          { kind: 'p', text: '不在香港？你也可以在網上與 AI 助理進行頭皮檢測，幾分鐘內便有建議。' },
        ],
      },
    ],
  },

  zh: {
    title: '門市據點',
    description:
      '香港中環、尖沙咀與銅鑼灣門市的地址與營業時間。線上訂單可門市取貨，也能預約護理療程與 AI 頭皮檢測。',
    intro: '歡迎到門市坐坐。您可以在這裡試用商品、領取線上訂單、體驗護理療程，或讓我們看看您的頭皮狀況。',
    sections: [
      {
        heading: '門市地址',
        blocks: [
          { kind: 'p', text: '我們的三間門市都位於香港，皆提供線上訂單取貨服務。' },
          { kind: 'shop_list' },
        ],
      },
      {
        heading: '營業時間',
        blocks: [
          { kind: 'office_hours' },
          {
            kind: 'p',
            text: '農曆春節期間，或香港發布八號以上颱風訊號、黑色暴雨警告時，營業時間可能調整，最新資訊會公告於本頁及 WhatsApp。',
          },
        ],
      },
      {
        heading: '線上訂單門市取貨',
        blocks: [
          {
            kind: 'list',
            items: [
              '結帳時選擇「門市取貨」並指定門市，免付運費。',
              '商品備妥後，我們會以簡訊及電子郵件通知您，現貨通常 2 個工作天內即可領取。',
              '取貨時請出示訂單編號；如請親友代領，請讓對方出示取貨通知。',
              '訂單保留 14 天，逾期我們會與您聯繫，改為宅配或辦理退款。',
            ],
          },
        ],
      },
      {
        heading: '預約護理療程',
        blocks: [
          { kind: 'p', text: '三間門市皆提供護理療程。' },
          {
            kind: 'list',
            items: [
              '線上購買療程後，透過 WhatsApp 或電話向想去的門市預約時段。',
              '第一次來訪請提早 10 分鐘抵達，我們會先為您進行簡單的肌膚諮詢。',
              '如需改期，請至少於 24 小時前告知；未事先通知而未到，該次療程視同已使用。',
            ],
          },
        ],
      },
      {
        heading: '門市 AI 頭皮檢測',
        blocks: [
          {
            kind: 'p',
            text: '在中環旗艦店與銅鑼灣 Big Pi 頭皮研究室，頭皮護理師會用微距鏡頭檢查您的頭皮，AI 助理則會詢問您的洗護習慣，再推薦最適合的洗髮精。全程約 15 分鐘，完全免費；現場可直接體驗，週末建議先預約以免久候。',
          },
          { kind: 'p', text: '人不在香港？也可以在線上與 AI 助理完成頭皮檢測，幾分鐘內就能拿到建議。' },
        ],
      },
    ],
  },

  cn: {
    title: '门店信息',
    description:
      '香港中环、尖沙咀和铜锣湾门店的地址与营业时间。线上订单可到店自提，也可预约护理疗程和 AI 头皮检测。',
    intro: '欢迎到门店坐坐。您可以在这里试用产品、自提线上订单、体验护理疗程，或者让我们看看您的头皮状况。',
    sections: [
      {
        heading: '门店地址',
        blocks: [
          { kind: 'p', text: '我们的三家门店均位于香港，都支持线上订单自提。' },
          { kind: 'shop_list' },
        ],
      },
      {
        heading: '营业时间',
        blocks: [
          { kind: 'office_hours' },
          {
            kind: 'p',
            text: '春节期间，或香港发出八号及以上台风信号、黑色暴雨警告时，营业时间可能调整，最新安排将在本页和 WhatsApp 公布。',
          },
        ],
      },
      {
        heading: '线上订单到店自提',
        blocks: [
          {
            kind: 'list',
            items: [
              '结算时选择“门店自提”并指定门店，免运费。',
              '备货完成后，我们会通过短信和电子邮件通知您，现货一般 2 个工作日内即可提货。',
              '提货时请出示订单号；如由亲友代取，请让对方出示提货通知。',
              '订单保留 14 天，逾期我们会联系您，改为配送或办理退款。',
            ],
          },
        ],
      },
      {
        heading: '预约护理疗程',
        blocks: [
          { kind: 'p', text: '三家门店均提供护理疗程。' },
          {
            kind: 'list',
            items: [
              '线上购买疗程后，通过 WhatsApp 或电话向心仪门店预约时间。',
              '首次到店请提前 10 分钟到达，我们会先为您做简单的皮肤咨询。',
              '如需改约，请至少提前 24 小时告知；未提前通知而缺席的，该次疗程视为已使用。',
            ],
          },
        ],
      },
      {
        heading: '门店 AI 头皮检测',
        blocks: [
          {
            kind: 'p',
            text: '在中环旗舰店和铜锣湾 Big Pi 头皮研究室，头皮护理师会用微距镜头检查您的头皮，AI 助手会了解您的洗护习惯，再推荐最适合您的洗发水。全程约 15 分钟，完全免费；可直接到店体验，周末建议提前预约，免去等候。',
          },
          { kind: 'p', text: '不在香港？也可以在线与 AI 助手完成头皮检测，几分钟就能获得建议。' },
        ],
      },
    ],
  },

  en: {
    title: 'Our Shops',
    description:
      'Addresses and opening hours for our shops in Central, Tsim Sha Tsui and Causeway Bay. Collect online orders, book treatments or try the AI scalp test.',
    intro:
      'Come and see us. Try products, collect an online order, book a treatment or let us take a closer look at your scalp.',
    sections: [
      {
        heading: 'Where to find us',
        blocks: [
          {
            kind: 'p',
            text: 'All three shops are in Hong Kong, and each one can hand over your online orders.',
          },
          { kind: 'shop_list' },
        ],
      },
      {
        heading: 'Opening hours',
        blocks: [
          { kind: 'office_hours' },
          {
            kind: 'p',
            text: 'Hours may change over Lunar New Year, and when Typhoon Signal No. 8 or above or a Black Rainstorm Warning is in force. We post any changes here and on WhatsApp.',
          },
        ],
      },
      {
        heading: 'Collecting an online order',
        blocks: [
          {
            kind: 'list',
            items: [
              'Choose “Pick-up at our shops” at checkout and select a shop. There’s no delivery fee.',
              'We’ll text and email you when your order is ready — usually within 2 working days for in-stock items.',
              'Bring your order number. If a friend is collecting for you, ask them to show the ready-for-pick-up message.',
              'We keep orders for 14 days. After that, we’ll be in touch to arrange delivery or a refund.',
            ],
          },
        ],
      },
      {
        heading: 'Booking a treatment',
        blocks: [
          { kind: 'p', text: 'Treatments are available at all three shops.' },
          {
            kind: 'list',
            items: [
              'Buy your treatment online, then book a time with the shop of your choice by WhatsApp or phone.',
              'On your first visit, please arrive 10 minutes early — we start with a short skin consultation.',
              'Need to reschedule? Let us know at least 24 hours ahead. A session missed without notice counts as used.',
            ],
          },
        ],
      },
      {
        heading: 'The AI scalp test, in store',
        blocks: [
          {
            kind: 'p',
            text: 'At our Central flagship and the Big Pi Scalp Lab in Causeway Bay, a scalp specialist looks at your scalp through a micro-camera while our AI assistant asks about your hair routine, then recommends the shampoo that suits you. It takes about 15 minutes and is free. Walk-ins are welcome, though booking ahead saves a wait at weekends.',
          },
          {
            kind: 'p',
            text: 'Not in Hong Kong? Take the chat version of the scalp test online and get your recommendation in a few minutes.',
          },
        ],
      },
    ],
  },
};
