import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { REFERRAL_CODE_PATTERN } from '@shop/core';

/** The referral cookie the registration reads (1-11): 30 days, like the share link's promise. */
export const REFERRAL_COOKIE = 'shop_ref';

/**
 * A share link (/?ref=CODE, any locale) keeps the code for the registration in a cookie. Written in the browser, so
 * cached guest pages never carry anyone's code.
 */
export function ReferralCookie() {
  const { search } = useLocation();
  useEffect(() => {
    const code = new URLSearchParams(search).get('ref')?.trim().toUpperCase();
    if (!code || !REFERRAL_CODE_PATTERN.test(code)) return;
    const secure = location.protocol === 'https:' ? '; secure' : '';
    document.cookie = `${REFERRAL_COOKIE}=${code}; path=/; max-age=${30 * 86400}; samesite=lax${secure}`;
  }, [search]);
  return null;
}
