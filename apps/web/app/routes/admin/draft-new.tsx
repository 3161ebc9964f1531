// /admin/orders/drafts/new: who the phone or WhatsApp order is for (a member found by name, email or phone, or a
// new guest) and their language; starting it creates the draft and opens the builder.
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { SUPPORTED_LOCALES, type Locale } from '@shop/core';
import type { DraftOrderOut } from '@shop/core/contract/admin-draft-order';
import type { Route } from './+types/draft-new';
import { adminApi } from '../../lib/admin-api.server.ts';
import { adminErrorText } from '../../lib/admin-error-text.ts';
import { useAdminT } from '../../lib/admin-i18n.tsx';
import { CustomerPicker, type PickedMember } from '../../components/admin/draft/customer-picker.tsx';
import { DRAFTS_API, draftSend } from '../../components/admin/draft/draft-api.ts';
import {
  ADMIN_BUTTON,
  ADMIN_BUTTON_QUIET,
  ADMIN_INPUT,
  ADMIN_SELECT,
  AdminField,
  Card,
  Notice,
  PageHeader,
} from '../../components/admin/ui.tsx';
export { AdminRouteError as ErrorBoundary } from '../../components/admin/route-error.tsx';

export function meta() {
  return [{ title: 'New draft order' }];
}

/** Only roles that build drafts reach the page: the list answers 403 to the others. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await adminApi(context, request).get('/api/v1/admin/draft-orders', { page_size: 1 });
  return null;
}

export default function NewDraftPage() {
  const t = useAdminT();
  const id = useId();
  const navigate = useNavigate();
  const [member, setMember] = useState<PickedMember | null>(null);
  const [guest, setGuest] = useState({ name: '', email: '', phone: '' });
  const [locale, setLocale] = useState<Locale | ''>('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function start(e: React.FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const customer = member
      ? { kind: 'member', member_id: member.id }
      : {
          kind: 'guest',
          name: guest.name,
          email: guest.email,
          ...(guest.phone ? { phone: guest.phone } : {}),
        };
    const res = await draftSend<DraftOrderOut>('POST', DRAFTS_API, {
      customer,
      ...(locale ? { locale } : {}),
    });
    setBusy(false);
    if (res.ok) void navigate(`/admin/orders/drafts/${res.data.id}`);
    else setError(adminErrorText(res.error, t));
  }
  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <PageHeader
        title={t('admin.drafts.new_title')}
        actions={
          <Link to="/admin/orders/drafts" className={ADMIN_BUTTON_QUIET}>
            {t('admin.drafts.back')}
          </Link>
        }
      />
      <form onSubmit={(e) => void start(e)} className="flex flex-col gap-4">
        <Card title={t('admin.drafts.customer')}>
          <CustomerPicker chosen={member} onChoose={setMember} />
          {!member && (
            <fieldset className="mt-4 grid gap-3 sm:grid-cols-3">
              <legend className="mb-2 text-sm font-medium">{t('admin.drafts.or_guest')}</legend>
              <AdminField id={`${id}-name`} label={t('admin.drafts.guest_name')}>
                <input
                  id={`${id}-name`}
                  className={ADMIN_INPUT}
                  value={guest.name}
                  maxLength={120}
                  onChange={(e) => setGuest({ ...guest, name: e.target.value })}
                />
              </AdminField>
              <AdminField id={`${id}-email`} label={t('admin.drafts.guest_email')}>
                <input
                  id={`${id}-email`}
                  type="email"
                  className={ADMIN_INPUT}
                  value={guest.email}
                  maxLength={200}
                  onChange={(e) => setGuest({ ...guest, email: e.target.value })}
                />
              </AdminField>
              <AdminField id={`${id}-phone`} label={t('admin.drafts.guest_phone')}>
                <input
                  id={`${id}-phone`}
                  type="tel"
                  className={ADMIN_INPUT}
                  value={guest.phone}
                  maxLength={40}
                  onChange={(e) => setGuest({ ...guest, phone: e.target.value })}
                />
              </AdminField>
            </fieldset>
          )}
          <AdminField id={`${id}-locale`} label={t('admin.drafts.language')} className="mt-4 max-w-xs">
            <select
              id={`${id}-locale`}
              className={ADMIN_SELECT}
              value={locale}
              onChange={(e) => setLocale(e.target.value as Locale | '')}
            >
              <option value="">
                {member ? t('admin.drafts.language_member') : t('admin.drafts.language.hk')}
              </option>
              {SUPPORTED_LOCALES.map((l) => (
                <option key={l} value={l}>
                  {t(`admin.drafts.language.${l}`)}
                </option>
              ))}
            </select>
          </AdminField>
        </Card>
        {error && <Notice tone="error">{error}</Notice>}
        <div>
          <button type="submit" className={ADMIN_BUTTON} disabled={busy}>
            {t('admin.drafts.start')}
          </button>
        </div>
      </form>
    </div>
  );
}
