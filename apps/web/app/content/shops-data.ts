/** Our Hong Kong shops and studios. Addresses are in real streets; the shops themselves are the brand's own. */

export type ShopService = 'pickup' | 'treatments' | 'scalp_test';

export interface Shop {
  id: string;
  name: { eng: string; chi: string; cn: string };
  address: { eng: string; chi: string; cn: string };
  district: { eng: string; chi: string; cn: string };
  /** +852 … */
  phone: string;
  whatsapp?: string;
  /** free text for a maps search link */
  mapQuery: string;
  services: ShopService[];
}

export const SHOPS: Shop[] = [
  {
    id: 'central',
    name: {
      eng: 'Oxygen Ceuticals Central Flagship',
      chi: 'Oxygen Ceuticals 中環旗艦店',
      cn: 'Oxygen Ceuticals 中环旗舰店',
    },
    address: {
      eng: 'G/F, 42 Wellington Street, Central, Hong Kong',
      chi: '香港中環威靈頓街42號地下',
      cn: '香港中环威灵顿街42号地下',
    },
    district: { eng: 'Central', chi: '中環', cn: '中环' },
    phone: '+852 2521 0188',
    whatsapp: '+852 5168 0188',
    mapQuery: 'Oxygen Ceuticals, 42 Wellington Street, Central, Hong Kong',
    services: ['pickup', 'treatments', 'scalp_test'],
  },
  {
    id: 'tsim-sha-tsui',
    name: {
      eng: 'Oxygen Ceuticals Tsim Sha Tsui Studio',
      chi: 'Oxygen Ceuticals 尖沙咀護理室',
      cn: 'Oxygen Ceuticals 尖沙咀护理室',
    },
    address: {
      eng: 'Shop 3, G/F, 21 Lock Road, Tsim Sha Tsui, Kowloon',
      chi: '九龍尖沙咀樂道21號地下3號舖',
      cn: '九龙尖沙咀乐道21号地下3号铺',
    },
    district: { eng: 'Tsim Sha Tsui', chi: '尖沙咀', cn: '尖沙咀' },
    phone: '+852 2376 0288',
    whatsapp: '+852 5168 0288',
    mapQuery: 'Oxygen Ceuticals, 21 Lock Road, Tsim Sha Tsui, Hong Kong',
    services: ['pickup', 'treatments'],
  },
  {
    id: 'causeway-bay',
    name: {
      eng: 'Big Pi Scalp Lab Causeway Bay',
      chi: 'Big Pi 頭皮研究室（銅鑼灣）',
      cn: 'Big Pi 头皮研究室（铜锣湾）',
    },
    address: {
      eng: '11/F, 27 Percival Street, Causeway Bay, Hong Kong',
      chi: '香港銅鑼灣波斯富街27號11樓',
      cn: '香港铜锣湾波斯富街27号11楼',
    },
    district: { eng: 'Causeway Bay', chi: '銅鑼灣', cn: '铜锣湾' },
    phone: '+852 2891 0388',
    whatsapp: '+852 5168 0388',
    mapQuery: 'Big Pi Scalp Lab, 27 Percival Street, Causeway Bay, Hong Kong',
    services: ['pickup', 'treatments', 'scalp_test'],
  },
];

/** Office hours (9-33): Mon–Fri 10:00–19:00; Sat, Sun and public holidays 12:00–19:00. */
export const SHOP_HOURS = [
  { days: 'weekdays', open: '10:00', close: '19:00' },
  { days: 'weekends_holidays', open: '12:00', close: '19:00' },
] as const;
