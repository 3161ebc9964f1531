/** The bag as GET/POST /api/v1/cart returns it (3-10, 3-11). */
export interface CartItem {
  pid: string;
  sku: string;
  sub_sku: string;
  quantity: number;
  price: number;
  original_price: number | null;
  line_total: number;
  currency: string;
  name: { eng: string; chi: string; cn: string };
  option_name: { eng: string; chi: string; cn: string };
  brand: string;
  thumbnail: string;
  path: string;
  estimate: string | null;
  ship_date: string;
  bundle_sku: string | null;
  package_items: string[];
  product_type: number;
  subscription_inteval_in_month: number | null;
  purchasable: boolean;
  reason: string | null;
}
export interface Cart {
  _id: string | null;
  cart_type: 'single' | 'subscription';
  currency: string;
  items: CartItem[];
  total_amount: number;
  amount: number;
  update_ts: number;
  estimated_delivery: { from: string; to: string } | null;
  free_shipping: { threshold: number; qualifies: boolean; remaining: number; progress: number };
  can_checkout: boolean;
  blocking_reason: string | null;
}
export interface CartResponse {
  single_cart: Cart;
  subscription_cart: Cart;
  session_id: string | null;
  /** a member's subscription is suspended: the bag asks for a card update */
  subscription_suspended?: boolean;
}

export type CartResult =
  | { ok: true; cart: CartResponse; cleaned: boolean; added?: boolean }
  | { ok: false; code: string; error: string; needsClear?: boolean };

export const CART_FETCHER = 'cart:add';

export function cartCount(c: CartResponse | null | undefined): number {
  return c ? c.single_cart.amount + c.subscription_cart.amount : 0;
}
