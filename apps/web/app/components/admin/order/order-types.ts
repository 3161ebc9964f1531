// The order page's answer from GET /api/v1/admin/orders/:id, as the page reads it.
import { isCurrency, type CurrencyCode } from '@shop/core';
import type { AdminOrderDetail } from '@shop/core/contract/admin-order';

export type Localized = { eng: string; chi: string; cn: string };
/** GET /api/v1/admin/orders/:id as the contract declares it. */
export type OrderDetail = AdminOrderDetail;

/** The order's currency as core knows it (null for a currency the shop no longer sells). */
export const orderCurrency = (o: Pick<OrderDetail, 'currency'>): CurrencyCode | null =>
  isCurrency(o.currency) ? o.currency : null;
