// The order page's Shipments card: each line with what has shipped and what is left, a form for the next parcel
// (quantities default to everything left, a carrier from the shop's list, the tracking number) and the parcels made,
// with their carrier, tracking link and time in Hong Kong. The form posts to ../shipment.tsx through the page's fetcher.
import { useEffect, useId } from 'react';
import { useFetcher } from 'react-router';
import { canShip, unshippedQuantity } from '@shop/core';
import type { Carrier } from '@shop/core/contract/admin-shipping';
import { fieldError } from '../../../lib/admin-form.ts';
import { useAdminLang, useAdminStaff, useAdminT } from '../../../lib/admin-i18n.tsx';
import { ADMIN_BUTTON, ADMIN_INPUT, ADMIN_SELECT, AdminField, Card, describedBy } from '../ui.tsx';
import { orderFormPath, resultOf, TextField, useOrderFetcher } from './order-form.tsx';
import type { Localized, OrderDetail } from './order-types.ts';

export function ShipmentsCard({ o, date }: { o: OrderDetail; date: Intl.DateTimeFormat }) {
  const t = useAdminT();
  const lang = useAdminLang();
  const staff = useAdminStaff();
  const name = (n: Localized) => (lang === 'en' ? n.eng : n.chi) || n.eng;
  const itemName = (sku: string) => {
    const i = o.items.find((x) => x.sub_sku === sku);
    return i ? `${name(i.name)} · ${name(i.option_name)}` : sku;
  };
  const left = o.items.reduce((n, i) => n + unshippedQuantity(i), 0);
  const open = staff.can('orders:write') && canShip(o.status) && left > 0;
  if (!open && o.shipments.length === 0 && !canShip(o.status)) return null;
  return (
    <Card title={t('admin.ship.title')}>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[420px] text-sm">
          <caption className="sr-only">{t('admin.ship.lines_caption')}</caption>
          <thead className="text-left text-muted">
            <tr>
              <th scope="col" className="py-1 font-normal">
                {t('admin.ship.col_item')}
              </th>
              <th scope="col" className="py-1 text-right font-normal">
                {t('admin.ship.col_ordered')}
              </th>
              <th scope="col" className="py-1 text-right font-normal">
                {t('admin.ship.col_shipped')}
              </th>
              <th scope="col" className="py-1 text-right font-normal">
                {t('admin.ship.col_left')}
              </th>
            </tr>
          </thead>
          <tbody>
            {o.items.map((i) => (
              <tr key={i.id} className="border-t border-line">
                <td className="py-2">{itemName(i.sub_sku)}</td>
                <td className="py-2 text-right">{i.quantity}</td>
                <td className="py-2 text-right">{i.shipped_quantity}</td>
                <td className="py-2 text-right">{unshippedQuantity(i)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {open ? (
        // starts afresh after a shipment; not on every version, or what staff type while the page reloads is lost
        <ShipmentForm key={o.items.map((i) => i.shipped_quantity).join(',')} o={o} itemName={itemName} />
      ) : (
        <p className="mt-3 text-sm text-muted">
          {left === 0 ? t('admin.ship.none_left') : canShip(o.status) ? null : t('admin.ship.not_yet')}
        </p>
      )}
      {o.shipments.length > 0 && (
        <>
          <h3 className="mt-5 text-sm font-medium">{t('admin.ship.list')}</h3>
          <ol className="mt-2 grid gap-3 text-sm" aria-label={t('admin.ship.list')}>
            {o.shipments.map((s, n) => (
              <li key={s.id} className="border-l-2 border-line pl-3">
                <span className="font-medium">{t('admin.ship.parcel', { n: n + 1 })}</span>{' '}
                <span className="text-muted">{date.format(new Date(s.created_at))}</span>
                <span className="block">
                  {name(s.carrier_name)} ·{' '}
                  {s.tracking_url ? (
                    <a
                      href={s.tracking_url}
                      target="_blank"
                      rel="noreferrer noopener"
                      className="underline underline-offset-2"
                      aria-label={t('admin.ship.track', { tracking: s.tracking_number })}
                    >
                      {s.tracking_number}
                    </a>
                  ) : (
                    s.tracking_number
                  )}
                </span>
                <span className="block text-muted">
                  {s.items
                    .map((i) => t('admin.ship.items', { name: itemName(i.sub_sku), quantity: i.quantity }))
                    .join(', ')}
                </span>
              </li>
            ))}
          </ol>
        </>
      )}
    </Card>
  );
}

function ShipmentForm({ o, itemName }: { o: OrderDetail; itemName: (sku: string) => string }) {
  const t = useAdminT();
  const lang = useAdminLang();
  const id = useId();
  const fetcher = useOrderFetcher(o._id);
  const result = resultOf(fetcher.data, 'shipment');
  const carriers = useFetcher<{ carriers: Carrier[] }>({ key: 'admin-carriers' });
  const path = orderFormPath(o._id, 'shipments');
  useEffect(() => {
    if (carriers.state === 'idle' && !carriers.data) void carriers.load(path);
  }, [carriers, path]);
  const list = carriers.data?.carriers;
  const carrierError = fieldError(result, 'carrier');
  const itemsError = fieldError(result, 'items');
  const lines = o.items.filter((i) => unshippedQuantity(i) > 0);
  return (
    // no accessible name: the page's other "Ship" form is found by its own
    <fetcher.Form method="post" action={path} className="mt-4 grid gap-3 sm:grid-cols-2">
      <h3 className="text-sm font-medium sm:col-span-2">{t('admin.ship.create')}</h3>
      <input type="hidden" name="version" value={o.version} />
      {lines.map((i, n) => {
        const qid = `${id}-q${n}`;
        return (
          <AdminField
            key={i.id}
            id={qid}
            label={t('admin.ship.quantity_of', { name: itemName(i.sub_sku) })}
            error={n === 0 ? itemsError : undefined}
          >
            <input type="hidden" name={`items.${n}.sub_sku`} value={i.sub_sku} />
            <input
              id={qid}
              name={`items.${n}.quantity`}
              type="number"
              inputMode="numeric"
              min={0}
              max={unshippedQuantity(i)}
              defaultValue={unshippedQuantity(i)}
              required
              className={ADMIN_INPUT}
              aria-invalid={n === 0 && itemsError ? true : undefined}
              aria-describedby={n === 0 ? describedBy(qid, itemsError) : undefined}
            />
          </AdminField>
        );
      })}
      <AdminField id={`${id}-carrier`} label={t('admin.ship.carrier')} error={carrierError}>
        <select
          id={`${id}-carrier`}
          name="carrier"
          required
          defaultValue=""
          className={ADMIN_SELECT}
          aria-invalid={carrierError ? true : undefined}
          aria-describedby={describedBy(`${id}-carrier`, carrierError)}
        >
          <option value="" disabled>
            {list ? t('admin.ship.choose_carrier') : t('admin.ship.loading')}
          </option>
          {list?.map((c) => (
            <option key={c.id} value={c.id}>
              {(lang === 'en' ? c.name.eng : c.name.chi) || c.name.eng}
            </option>
          ))}
        </select>
      </AdminField>
      <TextField
        id={`${id}-tracking`}
        name="tracking_number"
        label={t('admin.ship.tracking_number')}
        result={result}
        required
      />
      <div className="sm:col-span-2">
        <button type="submit" className={ADMIN_BUTTON} disabled={fetcher.state !== 'idle'}>
          {t('admin.ship.submit')}
        </button>
      </div>
    </fetcher.Form>
  );
}
