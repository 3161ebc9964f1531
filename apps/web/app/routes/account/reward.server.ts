// The REWARD view's data (1-12) (the member's rewards) and its gift-code form (intent reward:giftcode).
import type { RouterContextProvider } from 'react-router';
import type { GiftCodeRedemption, RewardOut, RewardsOut } from '@shop/core/contract/wallet';
import { api } from '../../lib/api.server.ts';
import type { ViewResult } from './wallet.server.ts';

/** a row of GET /api/v1/account/rewards */
export type RewardRow = RewardOut;

type Ctx = { context: Readonly<RouterContextProvider>; request: Request };

export async function loadRewardView({ context, request }: Ctx & { url: URL }) {
  return api(context, request).get<RewardsOut>('/api/v1/account/rewards');
}

const GIFT_ERRORS: Record<string, string> = {
  giftcode_invalid: 'wallet.giftcode_invalid',
  giftcode_used: 'wallet.giftcode_used',
  giftcode_expired: 'wallet.giftcode_expired',
  rate_limited: 'wallet.too_many',
};

export async function actRewardView({
  context,
  request,
  form,
}: Ctx & { form: FormData }): Promise<ViewResult> {
  const code = String(form.get('code') ?? '').trim();
  if (form.get('intent') !== 'reward:giftcode' || !code)
    return { ok: false, error: 'wallet.giftcode_invalid', field: 'code' };
  const res = await api(context, request).send<GiftCodeRedemption>('POST', '/api/v1/user/giftcode', { code });
  if (!res.ok)
    return {
      ok: false,
      error: GIFT_ERRORS[res.error.code ?? ''] ?? 'wallet.giftcode_invalid',
      field: 'code',
    };
  return {
    ok: true,
    done: { kind: res.data.kind, currency: res.data.currency ?? '', amount: res.data.amount },
  };
}
