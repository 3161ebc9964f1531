import { createContext, useCallback, useContext, useMemo, useState } from 'react';

export type RightView = 'user' | 'cart';

interface Shell { rightView: RightView | null; openRight: (view: RightView) => void; closeRight: () => void }

const ShellContext = createContext<Shell | null>(null);

/** Which right-drawer view is open; any page can open the bag after an add or ask for a login. */
export function ShellProvider({ children }: { children: React.ReactNode }) {
  const [rightView, setRightView] = useState<RightView | null>(null);
  const openRight = useCallback((view: RightView) => setRightView(view), []);
  const closeRight = useCallback(() => setRightView(null), []);
  const value = useMemo(() => ({ rightView, openRight, closeRight }), [rightView, openRight, closeRight]);
  return <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
}

export function useShell(): Shell {
  const ctx = useContext(ShellContext);
  if (!ctx) throw new Error('useShell outside ShellProvider');
  return ctx;
}
