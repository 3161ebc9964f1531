// The draft's discount (an amount in dollars or a percentage, with a reason), delivery (method with its fee, a fee
// set by hand, the address) and gift wrap with its card; each section saves with its own button.
import { useId, useState } from 'react';
import { moneyInputPattern, moneyInputValue, parseMoneyInput } from '@shop/core';
import type { DraftOrderOut } from '@shop/core/contract/admin-draft-order';
import { formatAdminMoney, localizedName } from '../../../lib/admin-catalogue.ts';
import { useAdminLang, useAdminT } from '../../../lib/admin-i18n.tsx';
import { ADMIN_BUTTON_QUIET, ADMIN_INPUT, ADMIN_SELECT, AdminField } from '../ui.tsx';
import type { DraftBodyIn } from './draft-body.ts';

interface Props {
  d: DraftOrderOut;
  body: DraftBodyIn;
  save: (next: DraftBodyIn) => Promise<boolean>;
  busy: boolean;
}

export function DraftDiscount({ d, body, save, busy }: Props) {
  const t = useAdminT();
  const id = useId();
  const [kind, setKind] = useState<'amount' | 'percent'>(d.discount?.kind ?? 'amount');
  const [value, setValue] = useState(
    d.discount
      ? d.discount.kind === 'amount'
        ? moneyInputValue(d.discount.value, d.currency)
        : String(d.discount.value)
      : '',
  );
  const [reason, setReason] = useState(d.discount?.reason ?? '');
  const parsed = kind === 'amount' ? parseMoneyInput(value, d.currency) : Number(value);
  const apply = (e: React.FormEvent) => {
    e.preventDefault();
    if (parsed === null || !Number.isFinite(parsed) || parsed <= 0) return;
    void save({ ...body, discount: { kind, value: parsed, reason: reason.trim() } });
  };
  return (
    <form onSubmit={apply} className="grid gap-3 sm:grid-cols-3">
      <AdminField id={`${id}-kind`} label={t('admin.drafts.discount_kind')}>
        <select
          id={`${id}-kind`}
          className={ADMIN_SELECT}
          value={kind}
          onChange={(e) => setKind(e.target.value as 'amount' | 'percent')}
        >
          <option value="amount">{t('admin.drafts.discount_amount')}</option>
          <option value="percent">{t('admin.drafts.discount_percent')}</option>
        </select>
      </AdminField>
      <AdminField
        id={`${id}-value`}
        label={t('admin.drafts.discount_value', { unit: kind === 'amount' ? d.currency : '%' })}
      >
        <input
          id={`${id}-value`}
          className={ADMIN_INPUT}
          inputMode="decimal"
          required
          pattern={kind === 'amount' ? moneyInputPattern(d.currency) : '\\d{1,3}(\\.\\d{1,2})?'}
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
      </AdminField>
      <AdminField id={`${id}-reason`} label={t('admin.drafts.discount_reason')}>
        <input
          id={`${id}-reason`}
          className={ADMIN_INPUT}
          required
          maxLength={300}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </AdminField>
      <div className="flex flex-wrap gap-2 sm:col-span-3">
        <button type="submit" className={ADMIN_BUTTON_QUIET} disabled={busy}>
          {t('admin.drafts.discount_apply')}
        </button>
        {d.discount && (
          <button
            type="button"
            className={ADMIN_BUTTON_QUIET}
            disabled={busy}
            onClick={() => {
              setValue('');
              setReason('');
              void save({ ...body, discount: null });
            }}
          >
            {t('admin.drafts.discount_remove')}
          </button>
        )}
      </div>
    </form>
  );
}

export function DraftDelivery({ d, body, save, busy }: Props) {
  const t = useAdminT();
  const lang = useAdminLang();
  const id = useId();
  const money = (n: number) => formatAdminMoney(n, d.currency, lang);
  const delivery = (d.delivery ?? {}) as Record<string, string | undefined>;
  const [method, setMethod] = useState(d.delivery_method ?? '');
  const [fee, setFee] = useState(d.delivery_fee === null ? '' : moneyInputValue(d.delivery_fee, d.currency));
  const [address, setAddress] = useState(delivery.address ?? '');
  const [city, setCity] = useState(delivery.city ?? '');
  const [contact, setContact] = useState(delivery.contact ?? d.customer.phone ?? '');
  const feeMinor = fee.trim() ? parseMoneyInput(fee, d.currency) : null;
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (fee.trim() && feeMinor === null) return;
    void save({
      ...body,
      delivery_method: method || null,
      delivery_fee: feeMinor,
      delivery: {
        ...(address.trim() ? { address: address.trim() } : {}),
        ...(city.trim() ? { city: city.trim() } : {}),
        ...(contact.trim() ? { contact: contact.trim() } : {}),
      },
    });
  };
  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2">
      <AdminField id={`${id}-method`} label={t('admin.drafts.method')}>
        <select
          id={`${id}-method`}
          className={ADMIN_SELECT}
          value={method}
          onChange={(e) => setMethod(e.target.value)}
        >
          <option value="">{t('admin.drafts.method_none')}</option>
          {d.delivery_methods.map((m) => (
            <option key={m.id} value={m.id}>
              {t('admin.drafts.method_option', { name: localizedName(m.name, lang), fee: money(m.price) })}
            </option>
          ))}
        </select>
      </AdminField>
      <AdminField
        id={`${id}-fee`}
        label={t('admin.drafts.fee', { currency: d.currency })}
        hint={t('admin.drafts.fee_hint')}
      >
        <input
          id={`${id}-fee`}
          className={ADMIN_INPUT}
          inputMode="decimal"
          pattern={moneyInputPattern(d.currency)}
          aria-describedby={`${id}-fee-hint`}
          value={fee}
          onChange={(e) => setFee(e.target.value)}
        />
      </AdminField>
      <AdminField id={`${id}-address`} label={t('admin.drafts.address')} className="sm:col-span-2">
        <input
          id={`${id}-address`}
          className={ADMIN_INPUT}
          maxLength={300}
          autoComplete="off"
          value={address}
          onChange={(e) => setAddress(e.target.value)}
        />
      </AdminField>
      <AdminField id={`${id}-city`} label={t('admin.drafts.city')}>
        <input
          id={`${id}-city`}
          className={ADMIN_INPUT}
          maxLength={100}
          value={city}
          onChange={(e) => setCity(e.target.value)}
        />
      </AdminField>
      <AdminField id={`${id}-contact`} label={t('admin.drafts.contact')}>
        <input
          id={`${id}-contact`}
          type="tel"
          className={ADMIN_INPUT}
          maxLength={40}
          value={contact}
          onChange={(e) => setContact(e.target.value)}
        />
      </AdminField>
      <div className="sm:col-span-2">
        <button type="submit" className={ADMIN_BUTTON_QUIET} disabled={busy}>
          {t('admin.drafts.delivery_save')}
        </button>
      </div>
    </form>
  );
}

export function DraftGift({ d, body, save, busy }: Props) {
  const t = useAdminT();
  const id = useId();
  const [on, setOn] = useState(!!d.gift);
  const [gift, setGift] = useState(d.gift ?? { recipient: '', sender: '', message: '' });
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    void save({ ...body, gift: on ? gift : null });
  };
  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2">
      <label className="flex items-center gap-2 text-sm sm:col-span-2">
        <input type="checkbox" checked={on} onChange={(e) => setOn(e.target.checked)} className="size-5" />
        {t('admin.drafts.gift_on')}
      </label>
      {on && (
        <>
          <AdminField id={`${id}-to`} label={t('admin.drafts.gift_recipient')}>
            <input
              id={`${id}-to`}
              className={ADMIN_INPUT}
              maxLength={100}
              value={gift.recipient}
              onChange={(e) => setGift({ ...gift, recipient: e.target.value })}
            />
          </AdminField>
          <AdminField id={`${id}-from`} label={t('admin.drafts.gift_sender')}>
            <input
              id={`${id}-from`}
              className={ADMIN_INPUT}
              maxLength={100}
              value={gift.sender}
              onChange={(e) => setGift({ ...gift, sender: e.target.value })}
            />
          </AdminField>
          <AdminField id={`${id}-msg`} label={t('admin.drafts.gift_message')} className="sm:col-span-2">
            <textarea
              id={`${id}-msg`}
              className={ADMIN_INPUT}
              maxLength={500}
              rows={3}
              value={gift.message}
              onChange={(e) => setGift({ ...gift, message: e.target.value })}
            />
          </AdminField>
        </>
      )}
      <div className="sm:col-span-2">
        <button type="submit" className={ADMIN_BUTTON_QUIET} disabled={busy}>
          {t('admin.drafts.gift_save')}
        </button>
      </div>
    </form>
  );
}
