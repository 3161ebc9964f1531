import { useFetcher, useLocation } from 'react-router';
import { localizePath } from '@shop/core';
import { useShopState } from './shop-state-context.tsx';

export type PreferenceIntent = 'country' | 'confirm' | 'language' | 'theme' | 'consent';

/** Submits the preferences action (the same one the no-JS forms post to) and follows its redirect. */
export function usePreference() {
  const fetcher = useFetcher();
  const location = useLocation();
  const { locale } = useShopState();
  const redirectTo = location.pathname + location.search;
  return {
    action: localizePath('/preferences', locale),
    redirectTo,
    pending: fetcher.state !== 'idle',
    set(intent: PreferenceIntent, value = '') {
      void fetcher.submit(
        { intent, value, redirectTo },
        { method: 'post', action: localizePath('/preferences', locale) },
      );
    },
  };
}
