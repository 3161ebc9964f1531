import { createContext, useContext } from 'react';
import type { ShopState } from './shop-state.ts';

const ShopStateContext = createContext<ShopState | null>(null);

export function ShopStateProvider({ state, children }: { state: ShopState; children: React.ReactNode }) {
  return <ShopStateContext.Provider value={state}>{children}</ShopStateContext.Provider>;
}

export function useShopState(): ShopState {
  const s = useContext(ShopStateContext);
  if (!s) throw new Error('useShopState outside ShopStateProvider');
  return s;
}
