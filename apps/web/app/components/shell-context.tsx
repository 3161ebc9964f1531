import { createContext, useCallback, useContext, useMemo, useState } from 'react';

export type RightView = 'user' | 'cart';

/** What the shopper was doing when asked to log in: continue to checkout afterwards (4-28). */
export type LoginAction = 'none' | 'checkout';

interface Shell {
  rightView: RightView | null;
  loginAction: LoginAction;
  openRight: (view: RightView, loginAction?: LoginAction) => void;
  closeRight: () => void;
}

const ShellContext = createContext<Shell | null>(null);

/** Which right-drawer view is open; any page can open the bag after an add or ask for a login. */
export function ShellProvider({ children }: { children: React.ReactNode }) {
  const [rightView, setRightView] = useState<RightView | null>(null);
  const [loginAction, setLoginAction] = useState<LoginAction>('none');
  const openRight = useCallback((view: RightView, action: LoginAction = 'none') => {
    setRightView(view);
    setLoginAction(action);
  }, []);
  const closeRight = useCallback(() => {
    setRightView(null);
    setLoginAction('none');
  }, []);
  const value = useMemo(
    () => ({ rightView, loginAction, openRight, closeRight }),
    [rightView, loginAction, openRight, closeRight],
  );
  return <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
}

export function useShell(): Shell {
  const ctx = useContext(ShellContext);
  if (!ctx) throw new Error('useShell outside ShellProvider');
  return ctx;
}
