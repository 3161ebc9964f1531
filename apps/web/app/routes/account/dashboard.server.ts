import type { MemberOrdersPage } from '@shop/core';
import { api } from '../../lib/api.server.ts';
import { loadUser } from '../../lib/session.server.ts';
import { hasSuspendedSubscription } from './subscription.server.ts';
import type { ViewLoadArgs } from './types.ts';

/** DASHBOARD: the member (name, groups, discount), their latest order, single or subscription, and whether a
 * subscription waits for a card update. */
export async function loadDashboardView({ context, request }: ViewLoadArgs) {
  const client = api(context, request);
  const [{ user }, single, subscription, suspended] = await Promise.all([
    loadUser(context, request),
    client.get<MemberOrdersPage>('/api/v1/orders', { type: 'single', page_size: 1 }).catch(() => null),
    client.get<MemberOrdersPage>('/api/v1/orders', { type: 'subscription', page_size: 1 }).catch(() => null),
    // a suspended subscription asks for a card update where the account opens (8-15)
    hasSuspendedSubscription({ context, request }),
  ]);
  const latest = [single?.items[0], subscription?.items[0]]
    .filter((o) => !!o)
    .sort((a, b) => b.created_at.localeCompare(a.created_at))[0];
  return { user, latest: latest ?? null, suspended };
}
export type DashboardData = Awaited<ReturnType<typeof loadDashboardView>>;
