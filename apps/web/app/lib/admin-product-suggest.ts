// What the new-product page suggests: the URL handle from the English name, and a subscription option's names
// from its parent option's.
import { HANDLE_PATTERN as CORE_HANDLE_PATTERN } from '@shop/core';
import type { Localized } from '@shop/core/contract/common';

/** Lower-case words and digits joined by dashes (the contract's handleField), accents dropped, ≤ 120 characters. */
export function suggestHandle(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/, '');
}

/** Core's handle rule (the contract's handleField) without its anchors, for the input's pattern attribute. */
export const HANDLE_PATTERN = CORE_HANDLE_PATTERN.source.replace(/^\^|\$$/g, '');

/** A subscription's name in each script, from its parent option's (the storefront shows it in the option list). */
export function subscriptionName(parent: Localized, months: number): Localized {
  const eng = months === 1 ? 'every month' : `every ${months} months`;
  const join = (base: string, suffix: string) => (base ? `${base} · ${suffix}` : suffix);
  return {
    eng: join(parent.eng, `Subscription, ${eng}`),
    chi: join(parent.chi, `定期訂購，每${months === 1 ? '' : months}個月`.replace('每個月', '每月')),
    cn: join(parent.cn, `定期订购，每${months === 1 ? '' : months}个月`.replace('每个月', '每月')),
  };
}
