import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CountryKey, CurrencyCode } from '@shop/core';
import type { ShopperContext } from '../modules/product/product.service.ts';

/** Who is pricing: the ship-to country and currency asked for, and the signed-in member's groups, if any. */
export async function shopperFor(
  app: FastifyInstance,
  req: FastifyRequest,
  currency: string,
  country: string,
): Promise<ShopperContext> {
  const member = await app.auth.user(req);
  return {
    currency: currency as CurrencyCode,
    country: country as CountryKey,
    memberGroupIds: member?.groups.map((g) => g.id) ?? [],
    memberGroupTiers: member?.groups.map((g) => g.tier) ?? [],
  };
}
