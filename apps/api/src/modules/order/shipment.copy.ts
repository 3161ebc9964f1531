// A shipment's email in the shopper's language (order-notifications.ts sends one for every parcel): which lines are
// in it, the carrier and its tracking link.
import type { Locale } from '@shop/core';

export interface ShipmentMail {
  number: string;
  /** the last parcel: the whole order is on its way */
  complete: boolean;
  lines: { name: string; quantity: number }[];
  carrier: string;
  tracking: string;
  url: string | null;
}

const list = (m: ShipmentMail) => m.lines.map((l) => `- ${l.name} × ${l.quantity}`).join('\n');
const track = (m: ShipmentMail, label: string) =>
  `${m.carrier} ${m.tracking}${m.url ? `\n${label}${m.url}` : ''}`;

export const shipmentCopy: Record<Locale, (m: ShipmentMail) => [subject: string, text: string]> = {
  en: (m) => [
    m.complete ? `Order ${m.number} has shipped` : `Part of order ${m.number} has shipped`,
    `${m.complete ? `Your order ${m.number} is on its way.` : `Part of your order ${m.number} is on its way; we will write again when the rest ships.`}\n\nIn this parcel:\n${list(m)}\n\n${track(m, 'Track it: ')}`,
  ],
  hk: (m) => [
    m.complete ? `訂單 ${m.number} 已寄出` : `訂單 ${m.number} 部分貨品已寄出`,
    `${m.complete ? `你的訂單 ${m.number} 已經寄出。` : `你的訂單 ${m.number} 有部分貨品已經寄出，其餘貨品寄出時會再通知你。`}\n\n這個包裹內有：\n${list(m)}\n\n${track(m, '追蹤包裹：')}`,
  ],
  zh: (m) => [
    m.complete ? `訂單 ${m.number} 已出貨` : `訂單 ${m.number} 部分商品已出貨`,
    `${m.complete ? `您的訂單 ${m.number} 已經出貨。` : `您的訂單 ${m.number} 有部分商品已經出貨，其餘商品出貨時會再通知您。`}\n\n此包裹內有：\n${list(m)}\n\n${track(m, '追蹤包裹：')}`,
  ],
  cn: (m) => [
    m.complete ? `订单 ${m.number} 已发货` : `订单 ${m.number} 部分商品已发货`,
    `${m.complete ? `您的订单 ${m.number} 已经发货。` : `您的订单 ${m.number} 有部分商品已经发货，其余商品发货时会再通知您。`}\n\n此包裹内有：\n${list(m)}\n\n${track(m, '查询物流：')}`,
  ],
};
