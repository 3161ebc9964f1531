import { loadAddressView, actAddressView } from './address.server.ts';
import { loadDashboardView } from './dashboard.server.ts';
import { actDetailsView, loadDetailsView } from './details.server.ts';
import { actNotificationsView, loadNotificationsView } from './notifications.server.ts';
import { actOrdersView, loadOrdersView } from './orders.server.ts';
import { actPrivacyView, loadPrivacyView } from './privacy.server.ts';
import { loadScalpTestsView } from './scalp-tests.server.ts';
import { actWalletView, loadWalletView } from './wallet.server.ts';
import { loadReferralView } from './referral.server.ts';
import { actRewardView, loadRewardView } from './reward.server.ts';
import { actSubscriptionView, loadSubscriptionView } from './subscription.server.ts';
import { loadReviewsView } from './reviews.server.ts';
import type { ViewActArgs, ViewLoadArgs, ViewResult } from './types.ts';

interface ServerView {
  load: (args: ViewLoadArgs) => Promise<unknown>;
  act?: (args: ViewActArgs) => Promise<ViewResult>;
}

/**
 * The account views' data and writes, by `?view=` value (2.12-08 to 2.12-12). Adding a view is one line
 * here and one in components/account/views.tsx; a form's `intent` is `<view in lower case>:<what>`.
 */
export const SERVER_VIEWS: Record<string, ServerView> = {
  DASHBOARD: { load: loadDashboardView },
  ORDERS: { load: loadOrdersView, act: actOrdersView },
  SUBSCRIPTION: { load: loadSubscriptionView, act: actSubscriptionView },
  WALLET: { load: loadWalletView, act: actWalletView },
  REWARD: { load: loadRewardView, act: actRewardView },
  REFERRAL: { load: loadReferralView },
  REVIEWS: { load: loadReviewsView },
  ADDRESS: { load: loadAddressView, act: actAddressView },
  DETAILS: { load: loadDetailsView, act: actDetailsView },
  NOTIFICATIONS: { load: loadNotificationsView, act: actNotificationsView },
  PRIVACY: { load: loadPrivacyView, act: actPrivacyView },
  SCALP_TEST: { load: loadScalpTestsView },
};

/** The view a `?view=` value opens: its own, or the dashboard for anything unknown. */
export function resolveView(raw: string | null): string {
  const v = (raw ?? '').toUpperCase();
  return v in SERVER_VIEWS ? v : 'DASHBOARD';
}

/** The view whose form this is: the `intent` prefix before ':'. */
export function viewOfIntent(intent: string): string | null {
  const v = intent.split(':')[0]!.toUpperCase();
  return SERVER_VIEWS[v]?.act ? v : null;
}
