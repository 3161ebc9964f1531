import type { MessageKey } from '../../i18n/i18n.tsx';
import { AddressView } from './address-view.tsx';
import { DashboardView } from './dashboard-view.tsx';
import { DetailsView } from './details-view.tsx';
import { NotificationsView } from './notifications-view.tsx';
import { OrdersView } from './orders-view.tsx';
import { useActionData } from 'react-router';
import { PrivacyView } from './privacy-view.tsx';
import { ReviewsView } from './reviews-view.tsx';
import { SubscriptionView } from './subscription-view.tsx';
import type { SubscriptionActionResult } from '../../routes/account/subscription.server.ts';
import type { ViewDataOf, ViewName } from '../../routes/account/views.server.ts';
import { WalletView } from './wallet-view.tsx';
import { RewardView } from './reward-view.tsx';
import { ReferralView } from './referral-view.tsx';
import { ScalpTestsView } from './scalp-tests-view.tsx';

/** Each view's component takes what that view's loader returned. */
type ClientViews = {
  [V in ViewName]: { View: (props: { data: ViewDataOf<V> }) => React.ReactNode; label: MessageKey };
};

/**
 * The account views' components and nav labels, by `?view=` value, in nav order; one line per view here and
 * one in routes/account/views.server.ts.
 */
export const CLIENT_VIEWS: ClientViews = {
  DASHBOARD: { View: DashboardView, label: 'account.nav.dashboard' },
  ORDERS: { View: OrdersView, label: 'account.nav.orders' },
  SUBSCRIPTION: { View: Subscriptions, label: 'subs.title' },
  WALLET: { View: WalletView, label: 'wallet.title' },
  REWARD: { View: RewardView, label: 'wallet.rewards_title' },
  REFERRAL: { View: ReferralView, label: 'wallet.referral_title' },
  REVIEWS: { View: ReviewsView, label: 'review.mine_title' },
  ADDRESS: { View: AddressView, label: 'account.nav.address' },
  DETAILS: { View: DetailsView, label: 'account.nav.details' },
  NOTIFICATIONS: { View: NotificationsView, label: 'account.nav.notifications' },
  SCALP_TEST: { View: ScalpTestsView, label: 'scalp.account_title' },
  PRIVACY: { View: PrivacyView, label: 'account.nav.privacy' },
};

/** The open view with its loader's data. */
export function AccountView<V extends ViewName>({ view, data }: { view: V; data: ViewDataOf<V> }) {
  const { View } = CLIENT_VIEWS[view];
  return <View data={data} />;
}

/** The subscription view shows what its last form did (the shell's action answer). */
function Subscriptions({ data }: { data: ViewDataOf<'SUBSCRIPTION'> }) {
  return <SubscriptionView data={data} result={useActionData<SubscriptionActionResult>()} />;
}
