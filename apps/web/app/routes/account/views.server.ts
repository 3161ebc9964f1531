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
const VIEWS = {
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
} satisfies Record<string, ServerView>;

export type ViewName = keyof typeof VIEWS;
/** What a view's loader gives its component (components/account/views.tsx types each view by it). */
export type ViewDataOf<V extends ViewName> = Awaited<ReturnType<(typeof VIEWS)[V]['load']>>;

export const SERVER_VIEWS: Record<ViewName, ServerView> = VIEWS;
/** every view, in nav order */
export const VIEW_NAMES = Object.keys(VIEWS) as ViewName[];

/** The view's data, typed as its own loader's. */
export function loadView<V extends ViewName>(view: V, args: ViewLoadArgs): Promise<ViewDataOf<V>> {
  // VIEWS[view].load is the union of every loader for a generic V: its answer is this view's by construction
  return SERVER_VIEWS[view].load(args) as Promise<ViewDataOf<V>>;
}

const isView = (v: string): v is ViewName => v in SERVER_VIEWS;

/** The view a `?view=` value opens: its own, or the dashboard for anything unknown. */
export function resolveView(raw: string | null): ViewName {
  const v = (raw ?? '').toUpperCase();
  return isView(v) ? v : 'DASHBOARD';
}

/** The view whose form this is: the `intent` prefix before ':'. */
export function viewOfIntent(intent: string): ViewName | null {
  const v = intent.split(':')[0]!.toUpperCase();
  return isView(v) && SERVER_VIEWS[v].act ? v : null;
}
