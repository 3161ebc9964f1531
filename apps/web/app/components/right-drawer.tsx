import { useI18n } from '../i18n/i18n.tsx';

export type RightView = 'user' | 'cart';

/** The right drawer's two views; the accounts and bag features render here. */
export function RightDrawerContent({ view }: { view: RightView }) {
  const { t } = useI18n();
  return (
    <div className="p-5 text-muted">
      {view === 'cart' ? t('cart.empty') : t('account.login_intro')}
    </div>
  );
}
