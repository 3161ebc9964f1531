// The stock movements of one option (the one named by ?ledger=, else the first holding its own stock).
import { localizedName } from '../../../lib/admin-catalogue.ts';
import { useAdminLang, useAdminT } from '../../../lib/admin-i18n.tsx';
import { Card } from '../ui.tsx';
import type { AdminProduct, Ledger } from './product-types.ts';

export function LedgerCard({ ledger, product }: { ledger: Ledger; product: AdminProduct }) {
  const t = useAdminT();
  const lang = useAdminLang();
  const option = product.options.find((o) => o.sub_sku === ledger.sub_sku);
  return (
    <div id="ledger">
      <Card
        title={t('admin.cat.ledger_title', {
          option: option ? localizedName(option.name, lang) : ledger.sub_sku,
        })}
      >
        <div className="overflow-x-auto">
          <table className="w-full min-w-[560px] text-sm">
            <caption className="sr-only">{t('admin.cat.ledger_caption', { sku: ledger.sub_sku })}</caption>
            <thead className="text-left">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('admin.cat.when')}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('admin.cat.change')}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('admin.cat.balance')}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('admin.cat.reason')}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('admin.cat.by')}
                </th>
              </tr>
            </thead>
            <tbody>
              {ledger.items.length === 0 && (
                <tr>
                  <td colSpan={5} className="py-4 text-center text-muted">
                    {t('admin.empty')}
                  </td>
                </tr>
              )}
              {ledger.items.map((r) => (
                <tr key={r.id} className="border-t border-line">
                  <td className="py-2 pr-3">
                    {new Date(r.created_at).toLocaleString(lang === 'hk' ? 'zh-HK' : 'en-HK', {
                      timeZone: 'Asia/Hong_Kong',
                    })}
                  </td>
                  <td className="py-2 pr-3">{r.delta > 0 ? `+${r.delta}` : r.delta}</td>
                  <td className="py-2 pr-3">{r.balance_after}</td>
                  <td className="py-2 pr-3">
                    {r.reason}
                    {r.order_id && <span className="text-muted"> · {r.order_id}</span>}
                  </td>
                  <td className="py-2 pr-3">{r.actor}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>
    </div>
  );
}
