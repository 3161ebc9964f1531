import { useId } from 'react';
import { data, Form, useNavigation } from 'react-router';
import type { Route } from './+types/security';
import type { TotpSetupOut } from '@shop/core/contract/admin-staff';
import { adminApi } from '../../lib/admin-api.server.ts';
import { adminErrorText } from '../../lib/admin-error-text.ts';
import { adminLangOf, adminTranslate, useAdminStaff, useAdminT } from '../../lib/admin-i18n.tsx';
import { HK_TIME_ZONE, timeZoneChoices, timeZoneShortName } from '../../lib/admin-format.ts';
import {
  ADMIN_BUTTON,
  ADMIN_BUTTON_QUIET,
  ADMIN_INPUT,
  AdminField,
  Card,
  describedBy,
  Notice,
  PageHeader,
} from '../../components/admin/ui.tsx';
export { AdminRouteError as ErrorBoundary } from '../../components/admin/route-error.tsx';

export function meta() {
  return [{ title: 'Sign-in security' }];
}

type Result =
  | { step: 'time_zone'; message?: string; error?: string }
  | { step: 'scan'; secret: string; qr_svg: string; error?: string }
  | { step: 'done'; message: string }
  | { step: 'error'; error: string };

/** The zones and their offsets come from the server: the browser's own list differs, and would not hydrate. */
export function loader() {
  return { zones: timeZoneChoices().map((id) => ({ id, offset: timeZoneShortName(id, 'en') })) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const client = adminApi(context, request);
  const t = adminTranslate(adminLangOf(request));
  const reply = (r: Result, status = 200) => data(r, { status });
  const intent = form.get('intent');
  const code = String(form.get('code') ?? '').trim();
  if (intent === 'time_zone') {
    const tz = String(form.get('time_zone') ?? '').trim();
    const res = await client.send('PUT', '/api/v1/admin/auth/time-zone', {
      time_zone: tz === '' || tz === HK_TIME_ZONE ? null : tz,
    });
    return res.ok
      ? reply({ step: 'time_zone', message: t('admin.tz.saved') })
      : reply({ step: 'time_zone', error: t('admin.tz.invalid') }, 400);
  }
  if (intent === 'start') {
    const res = await client.send<TotpSetupOut>('POST', '/api/v1/admin/auth/totp/setup');
    return res.ok
      ? reply({ step: 'scan', ...res.data })
      : reply({ step: 'error', error: adminErrorText(res.error, t) }, 400);
  }
  if (intent === 'enable') {
    const res = await client.send('POST', '/api/v1/admin/auth/totp/enable', { code });
    if (res.ok) return reply({ step: 'done', message: t('admin.security.enabled') });
    const secret = String(form.get('secret') ?? '');
    // the QR image is drawn only from the API's answer, never from posted text: the key stays readable
    return reply({ step: 'scan', secret, qr_svg: '', error: t('admin.security.totp_invalid') }, 400);
  }
  if (intent === 'disable') {
    const res = await client.send('POST', '/api/v1/admin/auth/totp/disable', { code });
    if (res.ok) return reply({ step: 'done', message: t('admin.security.disabled') });
    const ownerKeeps = res.error.code === 'totp_required_for_owner';
    return reply(
      {
        step: 'error',
        error: ownerKeeps ? t('admin.security.owner_keeps') : t('admin.security.totp_invalid'),
      },
      400,
    );
  }
  return reply({ step: 'error', error: 'unknown intent' }, 400);
}

export default function Security({ actionData, loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const staff = useAdminStaff();
  const id = useId();
  const busy = useNavigation().state === 'submitting';
  const result = actionData as Result | undefined;
  return (
    <div className="max-w-2xl">
      <PageHeader title={t('admin.security.title')} />
      {staff.totp_setup_required && result?.step !== 'done' && (
        <div className="mb-4">
          <Notice tone="error">{t('admin.security.required')}</Notice>
        </div>
      )}
      {result?.step === 'done' && (
        <div className="mb-4">
          <Notice tone="success">{result.message}</Notice>
        </div>
      )}
      {result?.step === 'error' && (
        <div className="mb-4">
          <Notice tone="error">{result.error}</Notice>
        </div>
      )}
      <Card>
        <p className="mb-4">{staff.totp_enabled ? t('admin.security.on') : t('admin.security.off')}</p>
        {result?.step === 'scan' ? (
          <Form method="post" className="flex flex-col gap-4">
            <p className="text-sm">{t('admin.security.scan')}</p>
            {result.qr_svg && (
              <div
                className="w-48 rounded-lg bg-white p-2"
                role="img"
                aria-label="QR"
                dangerouslySetInnerHTML={{ __html: result.qr_svg }}
              />
            )}
            <p className="text-sm">
              {t('admin.security.key')}: <code className="break-all">{result.secret}</code>
            </p>
            <input type="hidden" name="secret" value={result.secret} />
            <AdminField id={`${id}-code`} label={t('admin.security.code')} error={result.error}>
              <input
                id={`${id}-code`}
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                required
                className={ADMIN_INPUT}
                aria-invalid={result.error ? true : undefined}
                aria-describedby={describedBy(`${id}-code`, result.error)}
              />
            </AdminField>
            <button type="submit" name="intent" value="enable" className={ADMIN_BUTTON} disabled={busy}>
              {t('admin.security.enable')}
            </button>
          </Form>
        ) : staff.totp_enabled ? (
          <Form method="post" className="flex flex-col gap-4">
            <AdminField id={`${id}-off`} label={t('admin.security.code')}>
              <input
                id={`${id}-off`}
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                required
                className={ADMIN_INPUT}
              />
            </AdminField>
            <button
              type="submit"
              name="intent"
              value="disable"
              className={ADMIN_BUTTON_QUIET}
              disabled={busy}
            >
              {t('admin.security.disable')}
            </button>
          </Form>
        ) : (
          <Form method="post">
            <button type="submit" name="intent" value="start" className={ADMIN_BUTTON} disabled={busy}>
              {t('admin.security.start')}
            </button>
          </Form>
        )}
      </Card>
      <TimeZoneCard
        zones={loaderData.zones}
        result={result?.step === 'time_zone' ? result : undefined}
        busy={busy}
      />
    </div>
  );
}

function TimeZoneCard({
  zones,
  result,
  busy,
}: {
  zones: { id: string; offset: string }[];
  result?: { message?: string; error?: string };
  busy: boolean;
}) {
  const t = useAdminT();
  const staff = useAdminStaff();
  const id = useId();
  return (
    <div className="mt-6">
      <Card title={t('admin.tz.title')}>
        <Form method="post" className="flex flex-col gap-4">
          <p className="text-sm text-muted">{t('admin.tz.help')}</p>
          {result?.message && <Notice tone="success">{result.message}</Notice>}
          <AdminField id={`${id}-tz`} label={t('admin.tz.label')} error={result?.error}>
            <select
              id={`${id}-tz`}
              name="time_zone"
              defaultValue={staff.time_zone}
              className={ADMIN_INPUT}
              aria-invalid={result?.error ? true : undefined}
              aria-describedby={describedBy(`${id}-tz`, result?.error)}
            >
              {zones.map((z) => (
                <option key={z.id} value={z.id}>
                  {`${z.id === HK_TIME_ZONE ? t('admin.tz.default') : z.id.replace(/_/g, ' ')} (${z.offset})`}
                </option>
              ))}
            </select>
          </AdminField>
          <button type="submit" name="intent" value="time_zone" className={ADMIN_BUTTON} disabled={busy}>
            {t('admin.tz.save')}
          </button>
        </Form>
      </Card>
    </div>
  );
}
