// The product editor's answers from GET /api/v1/admin/products/:id and /admin/stock/:sub_sku/ledger.
import type { Availability } from '@shop/core';
import type { Localized } from '../../../lib/admin-catalogue.ts';

export interface AdminOption {
  sub_sku: string;
  name: Localized;
  availability: Availability;
  price: number;
  price_usd: number;
  original_price: number | null;
  original_price_usd: number | null;
  special_pricing: number | null;
  special_pricing_usd: number | null;
  allow_member_group: string[];
  fix_price: { member_group: string; price: number; price_usd: number }[];
  multi_pricing: { member_group: string; pricing: { qty: number; price: number; price_usd: number }[] }[];
  subscription_inteval_in_month: number | null;
  cut_off_date: string | null;
  estimate: string | null;
  is_subscription: boolean;
  subscription_parent_sku: string | null;
  stock: number;
  low_stock_threshold: number;
}

export interface AdminProduct {
  id: string;
  sku: string;
  name: Localized;
  brand_key: string;
  categories: string[];
  images: string[];
  path: string;
  price: number;
  price_usd: number;
  original_price: number | null;
  original_price_usd: number | null;
  priority: number;
  published: boolean;
  options: AdminOption[];
}

export interface Ledger {
  sub_sku: string;
  stock: number;
  total: number;
  items: {
    id: string;
    delta: number;
    balance_after: number;
    reason: string;
    actor: string;
    order_id: string | null;
    created_at: string;
  }[];
}

/** Where a product's forms post: its child routes under /admin/products/:id. */
export const productFormPath = (productId: string, form: string) =>
  `/admin/products/${encodeURIComponent(productId)}/${form}`;
