import { useI18n } from '../i18n/i18n.tsx';
import type { User } from '../lib/user.ts';
import type { RightView } from './shell-context.tsx';
import { UserView } from './account/user-view.tsx';

export type { RightView };

/** The right drawer's two views (SPEC §2.3): the user view (login/register or account) and the bag. */
export function RightDrawerContent({ view, user, onClose }: { view: RightView; user: User | null; onClose: () => void }) {
  const { t } = useI18n();
  if (view === 'user') return <UserView user={user} onClose={onClose} guestCheckout={false} />;
  return <div className="p-5 text-muted">{t('cart.empty')}</div>;
}
