import type { LocalizedDoc } from './types.ts';

export const storyDoc: LocalizedDoc = {
  hk: {
    title: '品牌故事',
    description:
      '由香港一間小小的護理室開始：Oxygen Ceuticals 的含氧複合物研究、Big Pi 頭皮研究室、獨立品牌市集，以及我們的承諾。',
    intro:
      'Oxygen Ceuticals 始於香港的一間護理室。當年客人常問：有沒有在家也能用、效果接近療程的產品？直到今天，我們仍用每一款配方回答這個問題。',
    sections: [
      {
        heading: '在香港起步',
        blocks: [
          {
            kind: 'p',
            text: '2012 年，我們在中環開設第一間護理室，只有三張護理床，和一排我們自己也不太滿意的產品。香港的皮膚要面對炎熱、潮濕、整天的冷氣和漫長的工作天；我們想要的，是為這種環境而設計的配方，而不是從別處照搬過來。',
          },
          {
            kind: 'p',
            text: '今天，我們的護膚顧問依然在門市工作，每天從客人身上聽到的意見，都會直接帶回研發室。',
          },
        ],
      },
      {
        heading: '用心研究含氧配方',
        blocks: [
          {
            kind: 'p',
            text: '我們的核心是一種含氧複合物，與獨立實驗室一起改良多年，以穩定、溫和的方式，把護理室氧氣療程的清新感帶進日常護理。每款配方推出前，都會先由在香港生活、面對同樣天氣的志願者試用。',
          },
        ],
      },
      {
        heading: 'Big Pi 頭皮研究室',
        blocks: [
          {
            kind: 'p',
            text: '頭皮也是皮膚，卻往往最被忽略。Big Pi 源於我們在銅鑼灣的一個小項目：用微距鏡頭觀察頭皮，並仔細記錄每次變化。如今它已發展成完整的洗頭水、頭皮精華及護理療程系列，還有你可以在網上或門市進行的 AI 頭皮檢測。',
          },
        ],
      },
      {
        heading: '獨立品牌市集',
        blocks: [
          {
            kind: 'p',
            text: '我們一向樂意向客人推介別人做得好的產品。網上市集為這些小型獨立品牌提供一個家：每個品牌上架前都經過團隊親身試用，我們只選自己也會用的產品。合作品牌貨品現時只限送貨至香港及澳門。',
          },
        ],
      },
      {
        heading: '我們的承諾',
        blocks: [
          {
            kind: 'list',
            items: [
              '我們不進行動物測試，亦要求每個合作品牌做到。',
              '在配方許可的情況下，瓶罐一律採用玻璃或可回收的 PP 塑料，紙盒則使用 FSC 認證紙張。',
              '把用完的 Oxygen Ceuticals 容器帶到任何一間門市，我們會代你妥善回收。',
              '以紙張代替塑膠填充物，並盡量把同一張訂單合併成最少的包裹寄出。',
              '我們每年公布進度，做得不足的地方也會如實交代。',
            ],
          },
        ],
      },
      {
        heading: '歡迎來坐坐',
        blocks: [
          {
            kind: 'p',
            text: '認識我們最好的方法，始終是親身到訪。無論是諮詢、做療程、做頭皮檢測，還是純粹來打個招呼，都歡迎你。',
          },
        ],
      },
    ],
  },

  zh: {
    title: '品牌故事',
    description:
      '從香港的一間小小護理室開始：Oxygen Ceuticals 的含氧複合配方研究、Big Pi 頭皮研究室、獨立品牌市集，以及我們的承諾。',
    intro:
      'Oxygen Ceuticals 誕生於香港的一間護理室。當時客人常問我們：有沒有在家也能用、效果接近療程的保養品？直到現在，我們依然用每一支配方回答這個問題。',
    sections: [
      {
        heading: '從香港出發',
        blocks: [
          {
            kind: 'p',
            text: '2012 年，我們在中環開了第一間護理室，只有三張護理床，和一整排連自己都不太滿意的產品。香港的肌膚每天面對炎熱、潮濕、整天吹冷氣和長時間工作；我們想做的，是為這樣的環境量身打造的配方，而不是從別處照搬。',
          },
          {
            kind: 'p',
            text: '直到今天，我們的保養顧問依然在門市服務，每天從客人那裡聽到的回饋，都會直接帶回研發室。',
          },
        ],
      },
      {
        heading: '含氧配方的研究',
        blocks: [
          {
            kind: 'p',
            text: '我們的核心是一款與獨立實驗室合作、歷經多年改良的含氧複合配方，以穩定、溫和的方式，把護理室氧氣療程的清新感帶進日常保養。每支配方上市前，都會先由生活在香港氣候下的受試者實際使用。',
          },
        ],
      },
      {
        heading: 'Big Pi 頭皮研究室',
        blocks: [
          {
            kind: 'p',
            text: '頭皮也是肌膚，卻常常最容易被忽略。Big Pi 起源於我們在銅鑼灣的一個小計畫：用微距鏡頭觀察頭皮，並仔細記錄每一次變化。如今它已發展成完整的洗髮精、頭皮精華與護理療程系列，還有您可以在線上或門市進行的 AI 頭皮檢測。',
          },
        ],
      },
      {
        heading: '獨立品牌選物市集',
        blocks: [
          {
            kind: 'p',
            text: '我們一直很樂意向客人推薦別人做得好的商品。線上市集為這些小型獨立品牌提供了一個家：每個品牌上架前都經過團隊親自試用，我們只挑選自己也會用的商品。合作品牌商品目前僅配送至香港及澳門。',
          },
        ],
      },
      {
        heading: '我們的永續承諾',
        blocks: [
          {
            kind: 'list',
            items: [
              '我們不做動物實驗，也要求每一個合作品牌做到。',
              '在配方允許的情況下，瓶罐皆採用玻璃或可回收的 PP 材質，紙盒使用 FSC 認證紙材。',
              '把用完的 Oxygen Ceuticals 容器帶到任一門市，我們會替您妥善回收。',
              '以紙材取代塑膠緩衝材，並盡可能將同一筆訂單合併成最少的包裹寄出。',
              '我們每年公開進度報告，做得不夠的地方也會誠實說明。',
            ],
          },
        ],
      },
      {
        heading: '歡迎來門市走走',
        blocks: [
          {
            kind: 'p',
            text: '認識我們最好的方式，還是親自走一趟。下次來香港時，歡迎到門市走走：無論是諮詢、體驗療程、做頭皮檢測，或只是來打聲招呼，我們都很期待見到您。',
          },
        ],
      },
    ],
  },

  cn: {
    title: '品牌故事',
    description:
      '从香港的一间小护理室起步：Oxygen Ceuticals 的含氧复合物研究、Big Pi 头皮研究室、独立品牌平台，以及我们的承诺。',
    intro:
      'Oxygen Ceuticals 诞生于香港的一间护理室。那时顾客常问我们：有没有在家也能用、效果接近疗程的产品？直到今天，我们仍在用每一款配方回答这个问题。',
    sections: [
      {
        heading: '从香港起步',
        blocks: [
          {
            kind: 'p',
            text: '2012 年，我们在中环开了第一间护理室，只有三张护理床，和一排连自己都不太满意的产品。香港的肌肤每天要面对炎热、潮湿、整日的空调和漫长的工作时间；我们想做的，是专为这种环境设计的配方，而不是照搬别处的方案。',
          },
          {
            kind: 'p',
            text: '直到今天，我们的护肤顾问依然在门店服务，每天从顾客那里听到的反馈，都会直接带回研发室。',
          },
        ],
      },
      {
        heading: '含氧配方研究',
        blocks: [
          {
            kind: 'p',
            text: '我们的核心是一种与独立实验室合作、历经多年改良的含氧复合物，以稳定、温和的方式，把护理室氧气疗程的清新感带进日常护理。每款配方上市前，都会先由在香港气候下生活的志愿者实际试用。',
          },
        ],
      },
      {
        heading: 'Big Pi 头皮研究室',
        blocks: [
          {
            kind: 'p',
            text: '头皮也是皮肤，却往往最容易被忽视。Big Pi 起源于我们在铜锣湾的一个小项目：用微距镜头观察头皮，并仔细记录每一次变化。如今它已发展成完整的洗发水、头皮精华和护理疗程系列，还有您可以在线或在门店进行的 AI 头皮检测。',
          },
        ],
      },
      {
        heading: '独立品牌平台',
        blocks: [
          {
            kind: 'p',
            text: '我们一直乐于向顾客推荐别人做得好的产品。品牌平台为这些小众独立品牌提供了一个家：每个品牌上架前都经过团队亲自试用，我们只挑选自己也会用的产品。合作品牌商品目前仅配送至香港和澳门。',
          },
        ],
      },
      {
        heading: '我们的承诺',
        blocks: [
          {
            kind: 'list',
            items: [
              '我们不做动物实验，也要求每一个合作品牌做到。',
              '在配方允许的前提下，瓶罐均采用玻璃或可回收 PP 材质，纸盒使用 FSC 认证纸张。',
              '把用完的 Oxygen Ceuticals 空瓶带到任意门店，我们会替您妥善回收。',
              '用纸质材料代替塑料填充物，并尽量将同一笔订单合并成最少的包裹发出。',
              '我们每年公布进展，做得不够的地方也会如实说明。',
            ],
          },
        ],
      },
      {
        heading: '欢迎到店',
        blocks: [
          {
            kind: 'p',
            text: '了解我们最好的方式，还是亲自来看看。下次来香港时，欢迎到门店坐坐：咨询、体验疗程、做一次头皮检测，或者只是打个招呼，我们都很期待见到您。',
          },
        ],
      },
    ],
  },

  en: {
    title: 'Our Story',
    description:
      'From a small Hong Kong treatment room to Oxygen Ceuticals: our oxygen-complex research, the Big Pi scalp lab, independent brands and our promises.',
    intro:
      'Oxygen Ceuticals began in a treatment room in Hong Kong, with clients asking for something they could use at home that felt like the treatments they came in for. We’re still answering that question, one formula at a time.',
    sections: [
      {
        heading: 'Made in Hong Kong',
        blocks: [
          {
            kind: 'p',
            text: 'We opened our first studio in Central in 2012: three treatment beds and a shelf of products we didn’t quite believe in. Skin in Hong Kong lives with heat, humidity, all-day air conditioning and long working hours. We wanted formulas made for that life, not borrowed from somewhere else.',
          },
          {
            kind: 'p',
            text: 'Our skin advisers still work in our shops, and what they hear from clients every day goes straight back to the lab.',
          },
        ],
      },
      {
        heading: 'Oxygen, carefully',
        blocks: [
          {
            kind: 'p',
            text: 'At the heart of the range is an oxygen complex we have refined over many years with independent laboratories — a stable, gentle way to bring the freshness of our in-studio oxygen treatments into everyday care. Before any formula reaches our shelves, it is tried by volunteers who live with Hong Kong’s weather, just as you do.',
          },
        ],
      },
      {
        heading: 'Big Pi, our scalp lab',
        blocks: [
          {
            kind: 'p',
            text: 'The scalp is skin too, and usually the most neglected. Big Pi started as a side project in our Causeway Bay studio, where we began looking at scalps through a micro-camera and keeping careful notes. It has grown into a full line of shampoos, scalp serums and treatments — and the AI scalp test you can take online or in store.',
          },
        ],
      },
      {
        heading: 'A home for independent brands',
        blocks: [
          {
            kind: 'p',
            text: 'We’ve always pointed clients to good things we didn’t make. Our marketplace gives those small, independent brands a home. Our team tries every brand before it’s listed, and we stock only what we’d use ourselves. Partner-brand products currently ship within Hong Kong and Macau.',
          },
        ],
      },
      {
        heading: 'What we promise',
        blocks: [
          {
            kind: 'list',
            items: [
              'We don’t test on animals, and we ask the same of every partner brand.',
              'Our bottles and jars are glass or recyclable PP wherever the formula allows, and our cartons are FSC-certified paper.',
              'Bring your empty Oxygen Ceuticals containers to any of our shops and we’ll recycle them for you.',
              'We pack with paper instead of plastic fillers, and send each order in as few parcels as we can.',
              'We report our progress every year, including where we’ve fallen short.',
            ],
          },
        ],
      },
      {
        heading: 'Come and see us',
        blocks: [
          {
            kind: 'p',
            text: 'The best way to get to know us is still in person. Whether it’s a consultation, a treatment, a scalp test or just to say hello, our doors are open — and if you live abroad, look us up next time you’re in Hong Kong.',
          },
        ],
      },
    ],
  },
};
