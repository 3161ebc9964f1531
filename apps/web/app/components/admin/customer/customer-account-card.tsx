// Membership at a glance: groups (by name), lifetime spend and orders, last order, referral, consents; and the
// account actions staff had on the member page (move group, password-reset email, lock).
import { useId } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import type { CustomerOut } from '@shop/core/contract/admin-customer';
import type { FormResult } from '../../../lib/admin-form.ts';
import { useAdminLang, useAdminStaff, useAdminT } from '../../../lib/admin-i18n.tsx';
import { adminMoney } from '../../../lib/admin-money.ts';
import { ADMIN_BUTTON_DANGER, ADMIN_BUTTON_QUIET, ADMIN_SELECT, AdminField, Card, Notice } from '../ui.tsx';
import { hkDate } from './customer-format.ts';
import { Row } from './customer-profile-card.tsx';

const ACCOUNT_FORMS = new Set(['group', 'reset', 'lock', 'unlock']);

export function CustomerSummaryCard({ c }: { c: CustomerOut }) {
  const t = useAdminT();
  const lang = useAdminLang();
  const yes = (on: boolean) => (on ? t('admin.customers.consent_yes') : t('admin.customers.consent_no'));
  return (
    <Card title={t('admin.customers.summary')}>
      <dl className="text-sm">
        <Row label={t('admin.customers.lifetime')}>
          {c.lifetime.totals.map((m) => adminMoney(m.amount, m.currency, lang)).join(' · ') ||
            adminMoney(0, 'HKD', lang)}
        </Row>
        <Row label={t('admin.customers.paid_orders')}>
          {t('admin.customers.paid_orders_of', { paid: c.lifetime.paid_orders, count: c.orders.count })}
        </Row>
        <Row label={t('admin.customers.last_order')}>
          {c.last_order ? (
            <>
              <Link className="underline" to={`/admin/orders/${encodeURIComponent(c.last_order.id)}`}>
                {c.last_order.number}
              </Link>{' '}
              · {hkDate(c.last_order.created_at, lang)}
            </>
          ) : (
            '—'
          )}
        </Row>
        <Row label={t('admin.customers.groups')}>{c.groups.map((g) => g.name).join(', ') || '—'}</Row>
        <Row label={t('admin.customers.referral_code')}>{c.referral.code ?? '—'}</Row>
        <Row label={t('admin.customers.referred_by')}>
          {c.referral.referred_by ? (
            <Link
              className="underline"
              to={`/admin/customers/${encodeURIComponent(c.referral.referred_by.id)}`}
            >
              {c.referral.referred_by.name}
            </Link>
          ) : (
            '—'
          )}
        </Row>
        <Row label={t('admin.customers.referred_count')}>{c.referral.referred_count}</Row>
        <Row label={t('admin.customers.consent_order_email')}>{yes(c.consents.order_email)}</Row>
        <Row label={t('admin.customers.consent_order_sms')}>{yes(c.consents.order_sms)}</Row>
        <Row label={t('admin.customers.consent_marketing_email')}>{yes(c.consents.marketing_email)}</Row>
        <Row label={t('admin.customers.consent_marketing_sms')}>{yes(c.consents.marketing_sms)}</Row>
      </dl>
      <p className="mt-2 text-xs text-muted">{t('admin.customers.lifetime_hint')}</p>
    </Card>
  );
}

export function CustomerAccountCard({
  c,
  groups,
  result,
}: {
  c: CustomerOut;
  groups: { id: string; name: string }[];
  result: FormResult | undefined;
}) {
  const t = useAdminT();
  const staff = useAdminStaff();
  const id = useId();
  const busy = useNavigation().state === 'submitting';
  if (!staff.can('members:write')) return null;
  const mine = result?.form && ACCOUNT_FORMS.has(result.form) ? result : undefined;
  return (
    <Card title={t('admin.members.group')}>
      <Form method="post" className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="group" />
        <AdminField id={`${id}-group`} label={t('admin.members.change_group')}>
          <select
            id={`${id}-group`}
            name="member_group"
            defaultValue={c.groups.at(-1)?.id}
            className={ADMIN_SELECT}
          >
            {groups.map((g) => (
              <option key={g.id} value={g.id}>
                {g.name}
              </option>
            ))}
          </select>
        </AdminField>
        <button type="submit" className={ADMIN_BUTTON_QUIET} disabled={busy}>
          {t('admin.save')}
        </button>
      </Form>
      <div className="mt-6 flex flex-wrap gap-3">
        <Form method="post">
          <input type="hidden" name="intent" value="reset" />
          <button type="submit" className={ADMIN_BUTTON_QUIET} disabled={busy}>
            {t('admin.members.reset')}
          </button>
        </Form>
        <Form method="post">
          <input type="hidden" name="intent" value={c.locked ? 'unlock' : 'lock'} />
          <button
            type="submit"
            className={c.locked ? ADMIN_BUTTON_QUIET : ADMIN_BUTTON_DANGER}
            disabled={busy}
            aria-describedby={`${id}-lock-hint`}
          >
            {c.locked ? t('admin.members.unlock') : t('admin.members.lock')}
          </button>
        </Form>
      </div>
      <p id={`${id}-lock-hint`} className="mt-2 text-xs text-muted">
        {t('admin.members.lock_hint')}
      </p>
      {mine && (
        <div className="mt-3">
          <Notice tone={mine.ok ? 'success' : 'error'}>{mine.message}</Notice>
        </div>
      )}
    </Card>
  );
}
