// The WALLET view's data (1-10) (balances + ledger page) and its convert form (intent wallet:convert).
import type { RouterContextProvider } from 'react-router';
import { isCurrency, toMinor } from '@shop/core';
import type { ConvertOut, WalletEntry, WalletOut } from '@shop/core/contract/wallet';
import { api } from '../../lib/api.server.ts';

/** GET /api/v1/account/wallet */
export type WalletData = WalletOut;
export type { WalletEntry };

export type ViewResult = {
  ok: boolean;
  error?: string;
  field?: string;
  done?: Record<string, string | number>;
};

type Ctx = { context: Readonly<RouterContextProvider>; request: Request };

export async function loadWalletView({ context, request, url }: Ctx & { url: URL }): Promise<WalletData> {
  const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
  return api(context, request).get<WalletData>('/api/v1/account/wallet', { page, page_size: 20 });
}

/** Maps the API's refusal to a message key of the view (wallet.*). */
function convertError(code: string | undefined): string {
  return code === 'below_minimum' ? 'wallet.error_minimum' : 'wallet.error_convert';
}

export async function actWalletView({
  context,
  request,
  form,
}: Ctx & { form: FormData }): Promise<ViewResult> {
  if (form.get('intent') !== 'wallet:convert') return { ok: false, error: 'wallet.error_convert' };
  const from = String(form.get('from') ?? '');
  const to = String(form.get('to') ?? '');
  const raw = String(form.get('amount') ?? '').trim();
  if (!isCurrency(from) || !isCurrency(to) || !/^\d+(\.\d{1,2})?$/.test(raw))
    return { ok: false, error: 'wallet.error_convert', field: 'amount' };
  const res = await api(context, request).send<ConvertOut>('POST', '/api/v1/order/convertPiWallet', {
    from,
    to,
    amount: toMinor(raw, from),
  });
  if (!res.ok) return { ok: false, error: convertError(res.error.code), field: res.error.field ?? 'amount' };
  return { ok: true, done: res.data };
}
