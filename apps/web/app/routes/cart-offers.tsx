import type { Route } from './+types/cart-offers';
import { api, type OfferOut } from '../lib/api.server.ts';
import { readShopState } from '../lib/shop-state.ts';

/** Special add-on offers for the products in the bag (2.11-03), loaded when the bag opens. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const state = readShopState(request);
  const pids = (new URL(request.url).searchParams.get('pids') ?? '').split(',').filter(Boolean).slice(0, 20);
  const client = api(context, request);
  const lists = await Promise.all(
    pids.map((pid) =>
      client.offers(state, pid).then((offers) => offers.map((o) => ({ ...o, parentPid: pid }))),
    ),
  );
  const seen = new Set<string>();
  const offers: (OfferOut & { parentPid: string })[] = [];
  for (const o of lists.flat())
    if (!seen.has(o._id)) {
      seen.add(o._id);
      offers.push(o);
    }
  return { offers };
}
