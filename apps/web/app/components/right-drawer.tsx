import { useNavigate } from 'react-router';
import { localizePath } from '@shop/core';
import { useI18n } from '../i18n/i18n.tsx';
import type { User } from '../lib/user.ts';
import type { CartResponse } from '../lib/cart.ts';
import { useShell, type RightView } from './shell-context.tsx';
import { UserView } from './account/user-view.tsx';
import { CartPanel } from './cart/cart-panel.tsx';

export type { RightView };

/** The right drawer's two views (2.3-06): the user view (login/register or account) and the bag. */
export function RightDrawerContent({
  view,
  user,
  cart,
  onClose,
}: {
  view: RightView;
  user: User | null;
  cart: CartResponse | null;
  onClose: () => void;
}) {
  const { locale } = useI18n();
  const { loginAction, openRight } = useShell();
  const navigate = useNavigate();
  if (view === 'user') {
    const toCheckout = loginAction === 'checkout';
    return (
      <UserView
        user={user}
        onClose={onClose}
        guestCheckout={toCheckout}
        onAuthenticated={
          toCheckout
            ? () => {
                onClose();
                void navigate(localizePath('/checkout', locale));
              }
            : undefined
        }
      />
    );
  }
  return (
    <CartPanel cart={cart} user={user} onClose={onClose} onNeedLogin={() => openRight('user', 'checkout')} />
  );
}
