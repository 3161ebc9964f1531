import { randomUUID } from 'node:crypto';
import {
  canMixProductTypes,
  estimatedDeliveryWindow,
  freeShippingGap,
  freeShippingProgress,
  freeShippingThresholdMinor,
  hasSpecialPrice,
  MAX_LINE_QUANTITY,
  offerPriceApplies,
  qualifiesForFreeShipping,
  TRACKING_CURRENCY,
  type CurrencyCode,
  type FreeShippingThresholds,
  type ProductType,
} from '@shop/core';
import type { Db, DbOrTx } from '../../db/client.ts';
import { ConflictError, InvalidError } from '../../lib/errors.ts';
import type { createProductService, ShopperContext } from '../product/product.service.ts';
import {
  cartRepository,
  type CartItemRow,
  type CartRow,
  type CartType,
  type LineChange,
  type Owner,
} from './cart.repository.ts';

type Products = ReturnType<typeof createProductService>;

export interface CartUpdate {
  pid: string;
  sku: string;
  sub_sku: string;
  quantity: number;
  currency: CurrencyCode;
  bundle_sku?: string;
  clear?: boolean;
  update_ts?: number;
  /** step the line by this much under the cart's row lock: concurrent steps all count */
  delta?: number;
}

/** The reasons that come from where the bag ships (they block checkout with a shipping tooltip). */
const SHIPPING_REASONS = new Set(['only_hk_macau', 'not_shippable', 'combination_restrictions']);

/** The date an item can leave: a pre-order's estimate, else within 48 hours of today (9-34). */
function shipDate(estimate: string | null, availability: string, today: Date): string {
  if (availability === 'pre_order' && estimate) return estimate;
  const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 2));
  return d.toISOString().slice(0, 10);
}

type Bags = Map<CartType, { cart: CartRow; items: CartItemRow[] }>;

/** A bag's lines after the change written under its lock, as the database now holds them (in the same order). */
export function applyLineChange(items: CartItemRow[], change: LineChange, addedAt: Date): CartItemRow[] {
  if (change.op === 'add') {
    const r = change.row;
    const i = items.findIndex((l) => l.subSku === r.subSku && l.bundleSku === (r.bundleSku ?? ''));
    if (i >= 0) return items.map((l, j) => (j === i ? { ...l, quantity: l.quantity + r.quantity } : l));
    return [...items, { bundleSku: '', productType: 0, ...r, addedAt } as CartItemRow];
  }
  const same = (l: CartItemRow) => l.subSku === change.subSku && l.bundleSku === change.bundleSku;
  return change.op === 'delete'
    ? items.filter((l) => !same(l))
    : items.map((l) => (same(l) ? { ...l, quantity: change.quantity } : l));
}

export function createCartService(
  db: Db,
  products: Products,
  now: () => Date = () => new Date(),
  /** the owner's free-shipping thresholds (back-office settings); none: core's table */
  thresholds: () => Promise<FreeShippingThresholds> = async () => ({}),
) {
  async function present(
    bag: { cart: CartRow; items: CartItemRow[] } | undefined,
    type: CartType,
    shopper: ShopperContext,
  ) {
    const cart = bag?.cart;
    const rows = bag?.items ?? [];
    // a special offer clashes when the product it came with cannot ship here (5-20)
    const unshippableSkus = new Set<string>();
    const base = await Promise.all(
      rows.map(async (r) => ({
        r,
        line: await products.priceLine({ pid: r.pid, subSku: r.subSku, quantity: r.quantity }, shopper),
      })),
    );
    for (const { r, line } of base)
      if (line && !line.check.ok && SHIPPING_REASONS.has(line.check.reason)) unshippableSkus.add(r.sku);
    // an add-on keeps its special price only while the product it belongs to is in this bag (and offers it)
    const addOns = new Map(base.map(({ r, line }) => [r.pid, line?.entry.offerIds ?? []]));
    const offerLines = rows.map((r) => ({ pid: r.pid, sku: r.sku, bundleSku: r.bundleSku }));
    const items = [];
    for (const { r, line: priced } of base) {
      // priced again: a special offer whose parent cannot ship (clash flag), or one without its parent (base price)
      const clash = r.bundleSku !== '' && unshippableSkus.has(r.bundleSku);
      const orphan =
        !!priced &&
        hasSpecialPrice(priced.core) &&
        !offerPriceApplies(r, offerLines, (pid) => addOns.get(pid) ?? []);
      const line =
        clash || orphan
          ? await products.priceLine(
              {
                pid: r.pid,
                subSku: r.subSku,
                quantity: r.quantity,
                bundleClash: clash,
                specialOffer: !orphan,
              },
              shopper,
            )
          : priced;
      if (!line) continue; // the product left the catalogue: the line is dropped from view
      items.push(presentItem(r, line, shopper.currency));
    }
    const total = items.reduce((n, i) => n + i.line_total, 0);
    const blocking = items.find((i) => !i.purchasable);
    const types = new Set(items.map((i) => i.product_type));
    const window = estimatedDeliveryWindow(items.map((i) => i.ship_date));
    const custom = await thresholds();
    return {
      _id: cart?.id ?? null,
      cart_type: type,
      currency: shopper.currency,
      items,
      total_amount: total,
      amount: items.reduce((n, i) => n + i.quantity, 0),
      update_ts: cart?.version ?? 0,
      estimated_delivery: window,
      free_shipping: {
        threshold: freeShippingThresholdMinor(shopper.currency, custom),
        qualifies: qualifiesForFreeShipping(total, shopper.currency, custom),
        // shown as 'more than {gap}': free shipping starts above the threshold (9-08)
        remaining: freeShippingGap(total, shopper.currency, custom),
        progress: freeShippingProgress(total, shopper.currency, custom),
      },
      can_checkout: items.length > 0 && !blocking && types.size <= 1,
      blocking_reason: blocking?.reason ?? (types.size > 1 ? ('mixed_product_types' as const) : null),
    };
  }

  async function presentBags(bags: Bags, owner: Owner, shopper: ShopperContext) {
    const [single, subscription] = await Promise.all([
      present(bags.get('single'), 'single', shopper),
      present(bags.get('subscription'), 'subscription', shopper),
    ]);
    return { single_cart: single, subscription_cart: subscription, session_id: owner.sessionId };
  }

  function presentItem(
    r: CartItemRow,
    line: NonNullable<Awaited<ReturnType<Products['priceLine']>>>,
    currency: string,
  ) {
    const { entry, row, price, check } = line;
    return {
      pid: r.pid,
      sku: r.sku,
      sub_sku: r.subSku,
      quantity: r.quantity,
      price: price.unitPrice,
      original_price: price.originalPrice,
      line_total: price.unitPrice * r.quantity,
      currency,
      name: entry.row.name,
      option_name: row.name,
      brand: entry.row.brandKey,
      thumbnail: entry.row.thumbnail,
      path:
        entry.row.productType === 2
          ? `/treatment/${entry.row.uniqueUrl}`
          : `/${entry.row.brandKey.replaceAll('_', '-')}/${entry.row.uniqueUrl}`,
      estimate: row.estimate,
      ship_date: shipDate(row.estimate, row.availability, now()),
      bundle_sku: r.bundleSku || null,
      package_items: entry.row.packageItems,
      product_type: r.productType,
      subscription_inteval_in_month: row.subscriptionIntervalInMonth,
      purchasable: check.ok,
      reason: check.ok ? null : check.reason,
    };
  }

  return {
    async get(owner: Owner, shopper: ShopperContext) {
      const bags: Bags =
        owner.userId || owner.sessionId ? await cartRepository(db).findAllWithItems(owner) : new Map();
      return presentBags(bags, owner, shopper);
    },

    /**
     * Adds (no update_ts: quantities add up atomically, so concurrent adds all count) or sets a line (with
     * update_ts: refused with 409 when the cart changed since, so two tabs never overwrite each other).
     * The server prices everything; the client sends no price.
     */
    async update(owner: Owner, u: CartUpdate, shopper: ShopperContext) {
      // without a bundle sku an add-on is an ordinary line: no special price, and a hidden add-on cannot be added
      const line = await products.priceLine(
        {
          pid: u.pid,
          subSku: u.sub_sku,
          quantity: Math.max(1, u.quantity),
          specialOffer: u.bundle_sku ? undefined : false,
        },
        shopper,
      );
      if (!line || line.entry.row.sku !== u.sku)
        throw new InvalidError(`Unknown product or option: ${u.sub_sku}`, 'sub_sku', 'unknown_sku');
      const type: CartType = line.row.isSubscription ? 'subscription' : 'single';
      const productType = (line.entry.row.productType === 2 ? 2 : 0) as ProductType;
      const bundle = u.bundle_sku ?? '';
      const adding = u.update_ts === undefined && u.delta === undefined;
      if (adding && u.quantity > 0 && !line.check.ok && !SHIPPING_REASONS.has(line.check.reason)) {
        // out of stock, members-only, not for sale: the shopper cannot put it in the bag at all
        throw new InvalidError(
          `This item cannot be bought: ${line.check.reason}`,
          'sub_sku',
          line.check.reason,
        );
      }
      // Tracking uses HKD (9-05): the same line priced by core in HKD (the catalogue's own HKD price with the
      // shopper's member pricing), not the shown price converted back, which would round twice
      const tracked =
        shopper.currency === TRACKING_CURRENCY
          ? line
          : await products.priceLine(
              {
                pid: u.pid,
                subSku: u.sub_sku,
                quantity: Math.max(1, u.quantity),
                specialOffer: u.bundle_sku ? undefined : false,
              },
              { ...shopper, currency: TRACKING_CURRENCY },
            );
      const event = {
        action: 'cart_update',
        sessionId: owner.sessionId,
        userId: owner.userId,
        payload: {
          session_id: owner.sessionId,
          sub_sku: u.sub_sku,
          name: line.entry.row.name.chi,
          price: tracked!.price.unitPrice,
          currency: TRACKING_CURRENCY,
          quantity: u.quantity,
          user: owner.userId,
        },
      };
      /** What this update does to the bag's lines as they are; throws when it must be refused. */
      const plan = (cart: CartRow, items: CartItemRow[]) => {
        if (u.update_ts !== undefined && cart.version !== u.update_ts) {
          throw new ConflictError('The bag changed in another window; it has been refreshed', 'cart_changed');
        }
        const key = { cartId: cart.id, subSku: u.sub_sku, bundleSku: bundle };
        const current = items.find((i) => i.subSku === u.sub_sku && i.bundleSku === bundle);
        const tooMany = () =>
          new InvalidError(`At most ${MAX_LINE_QUANTITY} of each item`, 'quantity', 'max_quantity');
        const notInBag = () => new InvalidError('This item is not in the bag', 'sub_sku', 'not_in_cart');
        let dropTypes: ProductType[] = [];
        let change: LineChange;
        if (u.delta !== undefined) {
          if (!current) throw notInBag();
          const next = current.quantity + u.delta;
          if (u.delta > 0 && next > MAX_LINE_QUANTITY) throw tooMany();
          change = next <= 0 ? { op: 'delete', ...key } : { op: 'set', ...key, quantity: next };
        } else if (adding && u.quantity > 0) {
          // quantities add up: the line's total is what must stay within the limit
          if ((current?.quantity ?? 0) + u.quantity > MAX_LINE_QUANTITY) throw tooMany();
          const held = [...new Set(items.map((i) => i.productType as ProductType))];
          if (!canMixProductTypes(held, productType)) {
            // 4-25: treatments and single purchases do not mix; the bag is cleaned when the shopper agrees
            if (!u.clear)
              throw new ConflictError(
                'Treatments and products cannot be in the bag together',
                'mixed_product_types',
              );
            dropTypes = held.filter((t) => t !== productType);
          }
          const row = { id: randomUUID(), pid: u.pid, sku: u.sku, quantity: u.quantity, productType, ...key };
          change = { op: 'add', row };
        } else if (u.quantity === 0) {
          change = { op: 'delete', ...key };
        } else {
          if (!current) throw notInBag();
          change = { op: 'set', ...key, quantity: u.quantity };
        }
        const kept = items.filter((i) => !dropTypes.includes(i.productType as ProductType));
        return {
          change,
          dropTypes,
          after: {
            cart: { ...cart, version: cart.version + 1, currency: shopper.currency },
            items: applyLineChange(kept, change, now()),
          },
        };
      };

      // The common case in two statements and no transaction: read the owner's bags, then write the change only if
      // the bag's version is still the one read (every line write bumps it). The answer is that read with the change
      // applied. A bag changed meanwhile, a new bag or one being cleaned takes the locked path below.
      const read: Bags =
        owner.userId || owner.sessionId ? await cartRepository(db).findAllWithItems(owner) : new Map();
      const seen = read.get(type);
      if (seen) {
        const p = plan(seen.cart, seen.items);
        if (
          p.dropTypes.length === 0 &&
          (await cartRepository(db).recordChange(
            seen.cart.id,
            shopper.currency,
            { id: randomUUID(), ...event },
            p.change,
            seen.cart.version,
          ))
        ) {
          read.set(type, p.after);
          return { ...(await presentBags(read, owner, shopper)), cleaned: false };
        }
      }

      let cleaned = false;
      const bags = await db.transaction(async (tx) => {
        const repo = cartRepository(tx);
        let cart = await repo.lock(owner, type);
        if (!cart) {
          await repo.create({
            id: randomUUID(),
            userId: owner.userId,
            sessionId: owner.userId ? null : owner.sessionId,
            cartType: type,
            currency: shopper.currency,
          });
          cart = (await repo.lock(owner, type))!;
        }
        // read after the lock, in a statement of its own: a join locked with the cart would see the lines as they
        // were before the lock wait (READ COMMITTED re-checks only the locked row), and a concurrent step would be lost
        const bags = await repo.findAllWithItems(owner);
        const p = plan(cart, bags.get(type)?.items ?? []);
        for (const t of p.dropTypes) await repo.deleteOfType(cart.id, t);
        cleaned = p.dropTypes.length > 0;
        await repo.recordChange(cart.id, shopper.currency, { id: randomUUID(), ...event }, p.change);
        bags.set(type, p.after);
        return bags;
      });
      return { ...(await presentBags(bags, owner, shopper)), cleaned };
    },

    /** The bag after a placed order: its lines became the order's. */
    async clearCart(tx: DbOrTx, owner: Owner, type: CartType) {
      const repo = cartRepository(tx);
      const cart = await repo.find(owner, type);
      if (cart) await repo.deleteCart(cart.id);
    },

    /** On login the guest's bag joins the member's: no line is lost, quantities add up to the line limit at most. */
    async mergeGuest(sessionId: string, userId: string) {
      await db.transaction(async (tx) => {
        const repo = cartRepository(tx);
        for (const type of ['single', 'subscription'] as const) {
          const guest = await repo.lock({ userId: null, sessionId }, type);
          if (!guest) continue;
          const lines = await repo.items(guest.id);
          let member = await repo.lock({ userId, sessionId: null }, type);
          if (!member) {
            await repo.create({
              id: randomUUID(),
              userId,
              sessionId: null,
              cartType: type,
              currency: guest.currency,
            });
            member = (await repo.lock({ userId, sessionId: null }, type))!;
          }
          for (const l of lines) {
            await repo.upsertAdd({
              id: randomUUID(),
              cartId: member.id,
              pid: l.pid,
              sku: l.sku,
              subSku: l.subSku,
              bundleSku: l.bundleSku,
              quantity: l.quantity,
              productType: l.productType,
            });
          }
          await repo.bump(member.id, guest.currency);
          await repo.deleteCart(guest.id);
        }
      });
    },

    async log(
      event: {
        domain?: string;
        level?: string;
        action: string;
        resp?: unknown;
        error?: unknown;
        errorCode?: string | number;
      },
      owner: Owner,
    ) {
      await cartRepository(db).logEvent({
        id: randomUUID(),
        kind: 'client',
        domain: event.domain ?? null,
        level: event.level ?? null,
        action: event.action,
        sessionId: owner.sessionId,
        userId: owner.userId,
        payload: { resp: event.resp ?? null, error: event.error ?? null, errorCode: event.errorCode ?? null },
      });
    },
  };
}

export type Carts = ReturnType<typeof createCartService>;
