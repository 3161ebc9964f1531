// The panels of one return: its lines and photos, then only the steps its status allows and the staff's role may
// take (approve/refuse, receive, refund, exchange, close). Each form carries the order's version it was shown.
import { useId } from 'react';
import { Form, useNavigation } from 'react-router';
import type { AdminReturn } from '@shop/core/contract/admin-return';
import { fieldError, type FormResult } from '../../../lib/admin-form.ts';
import { useAdminLang, useAdminStaff, useAdminT } from '../../../lib/admin-i18n.tsx';
import {
  ADMIN_BUTTON,
  ADMIN_BUTTON_DANGER,
  ADMIN_BUTTON_QUIET,
  ADMIN_INPUT,
  ADMIN_SELECT,
  AdminField,
  Card,
} from '../ui.tsx';
import { RefundPanel } from './refund-panel.tsx';

type Localized = { eng: string; chi: string; cn: string };

export function Hidden({ r, intent }: { r: AdminReturn; intent: string }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="version" value={r.order.version} />
      <input type="hidden" name="currency" value={r.order.currency} />
    </>
  );
}

export function ReturnPanels({ r, result }: { r: AdminReturn; result: FormResult | undefined }) {
  const t = useAdminT();
  const lang = useAdminLang();
  const staff = useAdminStaff();
  const id = useId();
  const busy = useNavigation().state !== 'idle';
  const name = (n: Localized) => (lang === 'en' ? n.eng : n.chi) || n.eng;
  const can = (to: AdminReturn['allowed'][number]) => r.allowed.includes(to);
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
        <Card title={t('admin.ret.lines')}>
          <ul className="grid gap-3 text-sm">
            {r.items.map((i) => (
              <li key={i.order_item_id} className="flex items-center gap-3">
                {i.thumbnail && <img src={i.thumbnail} alt="" className="h-12 w-12 rounded object-cover" />}
                <span className="flex-1">
                  <span className="font-medium">{name(i.name)}</span> · {name(i.option_name)}
                  <span className="block text-muted">
                    {t('admin.ret.asked', { n: i.quantity })}
                    {r.status !== 'requested' &&
                      r.status !== 'approved' &&
                      ` · ${t('admin.ret.received_n', { n: i.received_quantity })}`}
                    {i.disposition &&
                      ` · ${t(i.disposition === 'restock' ? 'admin.ret.restock' : 'admin.ret.write_off')}`}
                  </span>
                </span>
              </li>
            ))}
          </ul>
          <dl className="mt-4 grid gap-1 text-sm">
            <dt className="font-medium">{t('admin.ret.reason')}</dt>
            <dd>{t(`admin.ret.reason.${r.reason}`)}</dd>
            {r.comment && (
              <>
                <dt className="font-medium">{t('admin.ret.comment')}</dt>
                <dd className="whitespace-pre-line">{r.comment}</dd>
              </>
            )}
          </dl>
          {r.photos.length > 0 && (
            <div className="mt-4">
              <h3 className="text-sm font-medium">{t('admin.ret.photos')}</h3>
              <ul className="mt-2 flex flex-wrap gap-2">
                {r.photos.map((src, n) => (
                  <li key={src}>
                    <a href={src} target="_blank" rel="noreferrer">
                      <img
                        src={src}
                        alt={t('admin.ret.photo_alt', { n: n + 1 })}
                        className="h-24 w-24 rounded object-cover"
                      />
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </Card>

        {staff.can('returns:write') && (can('approved') || can('refused')) && (
          <Card title={t('admin.ret.decide')}>
            <Form method="post" className="grid gap-3">
              <input type="hidden" name="version" value={r.order.version} />
              <AdminField id={`${id}-note`} label={t('admin.ret.note')}>
                <textarea id={`${id}-note`} name="note" rows={2} className={ADMIN_INPUT} maxLength={1000} />
              </AdminField>
              <div className="flex flex-wrap gap-2">
                {can('approved') && (
                  <button
                    type="submit"
                    name="intent"
                    value="approve"
                    className={ADMIN_BUTTON}
                    disabled={busy}
                  >
                    {t('admin.ret.approve')}
                  </button>
                )}
                <button
                  type="submit"
                  name="intent"
                  value="refuse"
                  className={ADMIN_BUTTON_DANGER}
                  disabled={busy}
                >
                  {t('admin.ret.refuse')}
                </button>
              </div>
            </Form>
          </Card>
        )}

        {staff.can('returns:receive') && can('received') && (
          <Card title={t('admin.ret.receive')}>
            <Form method="post" className="grid gap-3">
              <Hidden r={r} intent="receive" />
              {r.items.map((i, n) => (
                <fieldset key={i.order_item_id} className="flex flex-wrap items-end gap-3">
                  <legend className="mb-1 text-sm font-medium">
                    {name(i.name)} · {name(i.option_name)}
                  </legend>
                  <input type="hidden" name={`items.${n}.order_item_id`} value={i.order_item_id} />
                  <AdminField id={`${id}-rq-${n}`} label={t('admin.ret.receive_qty', { name: name(i.name) })}>
                    <input
                      id={`${id}-rq-${n}`}
                      name={`items.${n}.quantity`}
                      type="number"
                      min={0}
                      max={i.quantity}
                      defaultValue={i.quantity}
                      className={`${ADMIN_INPUT} w-24`}
                    />
                  </AdminField>
                  <AdminField id={`${id}-rd-${n}`} label={t('admin.ret.disposition', { name: name(i.name) })}>
                    <select
                      id={`${id}-rd-${n}`}
                      name={`items.${n}.disposition`}
                      className={ADMIN_SELECT}
                      defaultValue="restock"
                    >
                      <option value="restock">{t('admin.ret.restock')}</option>
                      <option value="write_off">{t('admin.ret.write_off')}</option>
                    </select>
                  </AdminField>
                </fieldset>
              ))}
              {fieldError(result, 'items') && (
                <p className="text-sm text-danger">{fieldError(result, 'items')}</p>
              )}
              <div>
                <button type="submit" className={ADMIN_BUTTON} disabled={busy}>
                  {t('admin.ret.receive')}
                </button>
              </div>
            </Form>
          </Card>
        )}

        {(can('refunded') || r.status === 'refunded') && staff.can('orders:refund') && (
          <Card title={t('admin.ret.refund')}>
            <RefundPanel r={r} result={result} open={can('refunded')} />
          </Card>
        )}

        {staff.can('returns:write') && can('exchanged') && (
          <Card title={t('admin.ret.exchange')}>
            <Form method="post" className="grid gap-3">
              <Hidden r={r} intent="exchange" />
              {r.items.map((i, n) => {
                const opts =
                  r.exchange_options.find((x) => x.order_item_id === i.order_item_id)?.options ?? [];
                return (
                  <div key={i.order_item_id}>
                    <input type="hidden" name={`items.${n}.order_item_id`} value={i.order_item_id} />
                    {opts.length === 0 ? (
                      <p className="text-sm text-muted">{t('admin.ret.exchange_none')}</p>
                    ) : (
                      <AdminField
                        id={`${id}-x-${n}`}
                        label={t('admin.ret.exchange_for', {
                          name: `${name(i.name)} · ${name(i.option_name)}`,
                        })}
                      >
                        <select
                          id={`${id}-x-${n}`}
                          name={`items.${n}.replacement_sub_sku`}
                          className={ADMIN_SELECT}
                        >
                          {opts.map((o) => (
                            <option key={o.sub_sku} value={o.sub_sku}>
                              {name(o.name)}
                            </option>
                          ))}
                        </select>
                      </AdminField>
                    )}
                  </div>
                );
              })}
              <div>
                <button type="submit" className={ADMIN_BUTTON} disabled={busy}>
                  {t('admin.ret.exchange_submit')}
                </button>
              </div>
            </Form>
          </Card>
        )}
      </div>
      <div className="flex flex-col gap-6">
        {r.exchange_order && (
          <Card title={t('admin.ret.exchange')}>
            <a
              className="text-sm underline"
              href={`/admin/orders/${encodeURIComponent(r.exchange_order.id)}`}
            >
              {t('admin.ret.exchange_order', {
                number: r.exchange_order.number,
                status: r.exchange_order.status,
              })}
            </a>
          </Card>
        )}
        {staff.can('returns:write') && can('closed') && (
          <Form method="post">
            <Hidden r={r} intent="close" />
            <button type="submit" className={ADMIN_BUTTON_QUIET} disabled={busy}>
              {t('admin.ret.close')}
            </button>
          </Form>
        )}
      </div>
    </div>
  );
}
