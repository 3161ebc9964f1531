// /account?view=WALLET (1-10, 2.12-11): cash-dollar balances, the ledger a page at a time and the convert form.
import { Form, Link, useActionData, useNavigation } from 'react-router';
import type { MessageKey } from '../../i18n/messages.en.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import { money } from '../../lib/format.ts';
import type { ViewResult, WalletData } from '../../routes/account/wallet.server.ts';

export const FIELD = 'min-h-11 w-full rounded-lg border border-line bg-bg px-3 text-base';
const TARGETS = ['HKD', 'USD', 'GBP', 'AUD', 'CAD', 'TWD', 'CHF', 'MYR', 'JPY', 'SGD', 'KRW'];

export function WalletView({ data }: { data: WalletData }) {
  const { t, locale } = useI18n();
  const result = useActionData<ViewResult>();
  const busy = useNavigation().state === 'submitting';
  const pages = Math.max(1, Math.ceil(data.total / data.page_size));
  const held = data.balances.filter((b) => b.balance > 0);
  const done = result?.ok && result.done;
  return (
    <section aria-labelledby="wallet-title" className="space-y-8">
      <h2 id="wallet-title" className="font-serif text-3xl">
        {t('wallet.title')}
      </h2>
      <div>
        <h3 className="text-lg font-semibold">{t('wallet.balances')}</h3>
        {held.length === 0 ? (
          <p className="mt-2 text-muted">{t('wallet.no_balance')}</p>
        ) : (
          <ul className="mt-2 flex flex-wrap gap-3">
            {held.map((b) => (
              <li key={b.currency} className="rounded-xl border border-line px-4 py-3 text-xl tabular-nums">
                {money(b.balance, b.currency, locale)}
              </li>
            ))}
          </ul>
        )}
      </div>

      {held.length > 0 && (
        <Form method="post" className="space-y-3 rounded-xl border border-line p-4">
          <h3 className="text-lg font-semibold">{t('wallet.convert_title')}</h3>
          <input type="hidden" name="intent" value="wallet:convert" />
          <div className="grid gap-3 sm:grid-cols-3">
            <label className="grid gap-1 text-sm">
              {t('wallet.convert_from')}
              <select name="from" className={FIELD} defaultValue={held[0]!.currency}>
                {held.map((b) => (
                  <option key={b.currency} value={b.currency}>
                    {b.currency}
                  </option>
                ))}
              </select>
            </label>
            <label className="grid gap-1 text-sm">
              {t('wallet.convert_to')}
              <select name="to" className={FIELD} defaultValue={TARGETS.find((c) => c !== held[0]!.currency)}>
                {TARGETS.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>
            </label>
            <label className="grid gap-1 text-sm">
              {t('wallet.convert_amount')}
              <input
                name="amount"
                inputMode="decimal"
                required
                className={FIELD}
                aria-invalid={result?.field === 'amount' || undefined}
              />
            </label>
          </div>
          <p className="text-xs text-muted">{t('wallet.convert_note')}</p>
          {result && !result.ok && result.error && (
            <p role="alert" className="text-sm text-danger">
              {t(result.error as MessageKey)}
            </p>
          )}
          {done && (
            <p role="status" className="text-sm">
              {t('wallet.convert_done', {
                debit: money(Number(done.debit), String(done.from), locale),
                credit: money(Number(done.credit), String(done.to), locale),
              })}
            </p>
          )}
          <button type="submit" className="btn-primary" disabled={busy}>
            {t('wallet.convert_submit')}
          </button>
        </Form>
      )}

      <div>
        <h3 className="text-lg font-semibold">{t('wallet.ledger')}</h3>
        {data.entries.length === 0 ? (
          <p className="mt-2 text-muted">{t('wallet.none')}</p>
        ) : (
          <div className="mt-2 overflow-x-auto">
            <table className="w-full text-sm">
              <thead>
                <tr className="text-left text-muted">
                  <th scope="col" className="py-2 pr-3 font-normal">
                    {t('wallet.col_date')}
                  </th>
                  <th scope="col" className="py-2 pr-3 font-normal">
                    {t('wallet.col_what')}
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-normal">
                    {t('wallet.col_amount')}
                  </th>
                  <th scope="col" className="py-2 text-right font-normal">
                    {t('wallet.col_balance')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.entries.map((e) => (
                  <tr key={e._id} className="border-t border-line">
                    <td className="py-2 pr-3">{e.created_at.slice(0, 10)}</td>
                    <td className="py-2 pr-3">{t(`wallet.kind_${e.kind}` as MessageKey)}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">
                      {e.amount > 0 ? '+' : ''}
                      {money(e.amount, e.currency, locale)}
                    </td>
                    <td className="py-2 text-right tabular-nums">
                      {money(e.balance_after, e.currency, locale)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {pages > 1 && (
          <nav className="mt-3 flex gap-4 text-sm" aria-label={t('wallet.ledger')}>
            {data.page > 1 && <Link to={`?view=WALLET&page=${data.page - 1}`}>{t('wallet.page_prev')}</Link>}
            {data.page < pages && (
              <Link to={`?view=WALLET&page=${data.page + 1}`}>{t('wallet.page_next')}</Link>
            )}
          </nav>
        )}
      </div>
    </section>
  );
}
