// The three navigation menus as the storefront showed them before staff could edit them: the footer's help and
// legal links, the side menu's collections (the main brand's, then Big Pi's under it), and an empty header bar.
import { inArray } from 'drizzle-orm';
import type { MenuHandle, MenuItem, MenuLabel } from '@shop/core';
import type { Db } from '../client.ts';
import { menus } from '../schema.ts';

const t3 = (eng: string, chi: string, cn: string): MenuLabel => ({ eng, chi, cn });

/** The content pages' titles before pages were records: the link pickers name them so until a page record exists. */
export const CONTENT_PAGE_TITLES: Readonly<Record<string, MenuLabel>> = {
  shipping: t3('Shipping', '運送資料', '配送说明'),
  exchange: t3('Returns & exchange', '退換貨政策', '退换货政策'),
  privacy: t3('Privacy', '私隱政策', '隐私政策'),
  terms: t3('Terms', '條款及細則', '条款及细则'),
  story: t3('Our story', '品牌故事', '品牌故事'),
  membership: t3('Membership', '會員計劃', '会员计划'),
  shops: t3('Shops', '門市', '门店'),
};

const link = (
  id: string,
  label: MenuLabel,
  kind: MenuItem['kind'],
  target: string,
  children: MenuItem[] = [],
): MenuItem => ({ id, label, kind, target, children });

const page = (handle: string) => link(`footer-${handle}`, CONTENT_PAGE_TITLES[handle]!, 'page', handle);

export const SEED_MENUS: Record<MenuHandle, MenuItem[]> = {
  // the top bar has held no links: the drawer and the footer carry the navigation
  header: [],
  footer: [
    ...['shipping', 'exchange', 'privacy', 'terms', 'story', 'membership', 'shops'].map(page),
    link('footer-contact', t3('Contact us', '聯絡我們', '联系我们'), 'url', '/contactus'),
    link(
      'footer-investors',
      t3('Investors', '投資者關係', '投资者关系'),
      'url',
      'https://investors.oxygen-ceuticals.example',
    ),
  ],
  // 2.3-23: the main brand's collections by priority, then Big Pi with its own collections under it
  side: [
    link(
      'side-oxygen',
      t3('Oxygen Ceuticals', '氧研 Oxygen Ceuticals', '氧研 Oxygen Ceuticals'),
      'collection',
      'oxygen-ceuticals',
    ),
    link('side-skin-care', t3('Skin Care', '護膚', '护肤'), 'collection', 'skin-care'),
    link('side-face', t3('Face', '面部護理', '面部护理'), 'collection', 'face'),
    link('side-body', t3('Body', '身體護理', '身体护理'), 'collection', 'body'),
    link('side-hair-care', t3('Hair Care', '護髮', '护发'), 'collection', 'hair-care'),
    link('side-health-care', t3('Health Care', '健康保健', '健康保健'), 'collection', 'health-care'),
    link('side-treatments', t3('Treatments', '專業療程', '专业护理疗程'), 'collection', 'treatments'),
    link('side-gift-sets', t3('Gift Sets', '禮盒套裝', '礼盒套装'), 'collection', 'gift-sets'),
    link(
      'side-big-pi',
      t3('Big Pi scalp lab', 'Big Pi 頭皮研究所', 'Big Pi 头皮研究所'),
      'collection',
      'big-pi',
      [
        link('side-big-pi-scalp', t3('Scalp Care', '頭皮護理', '头皮护理'), 'collection', 'big-pi-scalp'),
        link(
          'side-big-pi-hair',
          t3('Shampoo & Styling', '洗護及造型', '洗护及造型'),
          'collection',
          'big-pi-hair',
        ),
      ],
    ),
  ],
};

/** Writes each menu that has no row yet (a menu staff saved, even empty, is never replaced). */
export async function seedMenus(db: Db): Promise<void> {
  const handles = Object.keys(SEED_MENUS) as MenuHandle[];
  const have = new Set(
    (await db.select({ handle: menus.handle }).from(menus).where(inArray(menus.handle, handles))).map(
      (r) => r.handle,
    ),
  );
  const missing = handles.filter((h) => !have.has(h));
  if (missing.length)
    await db
      .insert(menus)
      .values(missing.map((handle) => ({ handle, items: SEED_MENUS[handle] })))
      .onConflictDoNothing();
}
