import { useFetcher } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { AUTH_FETCHER, type AuthResult } from '../../lib/auth.ts';
import type { User } from '../../lib/user.ts';
import { useNotify } from '../notifications.tsx';
import { AccountSummary } from './account-summary.tsx';
import { LoginPanel, type UserPanelView } from './login-panel.tsx';
import type { RegisterPrefill } from './register-form.tsx';
import { useOnResult } from './use-auth-fetcher.ts';

export interface UserViewProps {
  user: User | null;
  onClose: () => void;
  /** shows the guest-checkout button in the login panel */
  guestCheckout?: boolean;
  /**
   * After a login or registration; defaults to onClose. A caller that asked the shopper to log in before
   * checkout (4-28) can continue there.
   */
  onAuthenticated?: (firstname: string) => void;
  /** opens the register or forgot-password sub-view directly */
  initialView?: UserPanelView;
  /** prefills the register form (2.4-07) */
  prefill?: RegisterPrefill;
}

/**
 * The right drawer's user view: the login panel for guests, the account summary when signed in. It watches
 * the sign-in and sign-out submissions, which outlive the form that made them (the signed-in view replaces the
 * login form in the same render), to show the welcome notice and close the drawer (4-02).
 */
export function UserView({
  user,
  onClose,
  guestCheckout,
  onAuthenticated,
  initialView,
  prefill,
}: UserViewProps) {
  const { t } = useI18n();
  const notify = useNotify();
  const email = useFetcher<AuthResult>({ key: AUTH_FETCHER.loginEmail });
  const phone = useFetcher<AuthResult>({ key: AUTH_FETCHER.loginPhone });
  const register = useFetcher<AuthResult>({ key: AUTH_FETCHER.registerDrawer });
  const logout = useFetcher<AuthResult>({ key: AUTH_FETCHER.logout });

  const signedIn = (d: AuthResult) => {
    if (!d.ok || (d.intent !== 'login' && d.intent !== 'register')) return;
    notify({
      type: 'default',
      text:
        d.intent === 'register'
          ? t('register.welcome', { name: d.firstname })
          : t('auth.welcome', { name: d.firstname }),
    });
    if (onAuthenticated) onAuthenticated(d.firstname);
    else onClose();
  };
  useOnResult(email.data, email.state === 'idle', signedIn);
  useOnResult(phone.data, phone.state === 'idle', signedIn);
  useOnResult(register.data, register.state === 'idle', signedIn);
  useOnResult(logout.data, logout.state === 'idle', (d) => {
    if (d.ok && d.intent === 'logout') {
      notify({ type: 'default', text: t('auth.logged_out') });
      onClose();
    }
  });

  if (user) return <AccountSummary user={user} onClose={onClose} />;
  return (
    <LoginPanel onClose={onClose} guestCheckout={guestCheckout} initialView={initialView} prefill={prefill} />
  );
}
