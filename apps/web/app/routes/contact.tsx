import { data, Form, useNavigation } from 'react-router';
import { parseLocalePath } from '@shop/core';
import { feedbackSchema } from '@shop/core/validation';
import type { Route } from './+types/contact';
import { api } from '../lib/api.server.ts';
import { fieldErrorText, translateValidation } from '../lib/form-errors.server.ts';
import { seoMeta, rootMeta } from '../lib/seo.ts';
import { useI18n, type MessageKey } from '../i18n/i18n.tsx';
import { SHOP_HOURS } from '../content/shops-data.ts';
import { pagePath } from '../lib/shop-state.ts';

const FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;
type Field = (typeof FIELDS)[number];
const LABELS: Record<Field, MessageKey> = {
  name: 'contact.name',
  email: 'contact.email',
  phone: 'contact.phone',
  subject: 'contact.subject',
  message: 'contact.message',
};

interface ActionResult {
  ok: boolean;
  email?: string;
  errors?: Partial<Record<Field | 'form', string>>;
  values?: Partial<Record<Field, string>>;
}

/** Validates with the same core schema as the API (to show every field error at once), then posts to /api/v1/feedback. */
export async function action({
  request,
  context,
}: Route.ActionArgs): Promise<ActionResult | ReturnType<typeof data<ActionResult>>> {
  const { locale } = parseLocalePath(pagePath(request));
  const form = await request.formData();
  const values = Object.fromEntries(FIELDS.map((f) => [f, String(form.get(f) ?? '')])) as Record<
    Field,
    string
  >;
  const parsed = feedbackSchema.safeParse({ ...values, phone: values.phone || undefined });
  if (!parsed.success) {
    const errors: ActionResult['errors'] = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]) as Field;
      errors[field] ??= translateValidation(issue.message, field, locale, LABELS);
    }
    return data({ ok: false, errors, values }, { status: 400 });
  }
  const res = await api(context, request).send<{ id: string }>('POST', '/api/v1/feedback', {
    ...parsed.data,
    locale,
  });
  if (!res.ok) {
    const field = res.error.field as Field | undefined;
    const text = fieldErrorText(res, locale, LABELS);
    return data(
      { ok: false, errors: field && FIELDS.includes(field) ? { [field]: text } : { form: text }, values },
      { status: res.status },
    );
  }
  return { ok: true, email: parsed.data.email };
}

export function meta({ matches }: Route.MetaArgs) {
  const root = rootMeta(matches);
  if (!root) return [];
  return seoMeta({
    title: `${root.messages['contact.title']} · Oxygen Ceuticals`,
    description: root.messages['contact.description'],
    path: '/contactus',
    locale: root.state.locale,
    origin: root.origin,
  });
}

export default function Contact({ actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting';
  const result = actionData as ActionResult | undefined;
  if (result?.ok) {
    return (
      <section className="container-page mx-auto max-w-2xl py-16" aria-live="polite">
        <h1 className="font-serif text-4xl">{t('contact.sent_title')}</h1>
        <p className="mt-4 text-muted">{t('contact.sent_body', { email: result.email ?? '' })}</p>
      </section>
    );
  }
  const errors = result?.errors ?? {};
  const list = Object.values(errors).filter((x, i, a) => a.indexOf(x) === i);
  const input =
    'mt-1 min-h-11 w-full rounded-lg border border-line bg-surface px-3 text-base aria-[invalid=true]:border-danger';
  return (
    <section className="container-page mx-auto grid max-w-5xl gap-12 py-12 md:grid-cols-12 md:py-16">
      <div className="md:col-span-4">
        <h1 className="font-serif text-4xl">{t('contact.title')}</h1>
        <p className="mt-4 text-muted">{t('contact.description')}</p>
        <h2 className="eyebrow mt-8">{t('contact.hours')}</h2>
        <dl className="mt-2 text-sm">
          {SHOP_HOURS.map((h) => (
            <div key={h.days}>
              <dt className="inline">{t(`hours.${h.days}`)}: </dt>
              <dd className="inline">
                {h.open}–{h.close}
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <Form
        method="post"
        noValidate
        className="grid gap-4 md:col-span-8"
        aria-describedby={list.length ? 'contact-errors' : undefined}
      >
        {list.length > 0 && (
          <div
            id="contact-errors"
            role="alert"
            className="rounded-lg border border-danger p-4 text-sm text-danger"
          >
            <p className="font-medium">{t('form.error_summary')}</p>
            <ul className="mt-2 list-disc pl-5">
              {list.map((e) => (
                <li key={e}>{e}</li>
              ))}
            </ul>
          </div>
        )}
        {FIELDS.map((f) => (
          <div key={f}>
            <label htmlFor={`contact-${f}`} className="text-sm">
              {t(LABELS[f])}
            </label>
            {f === 'message' ? (
              <textarea
                id={`contact-${f}`}
                name={f}
                rows={6}
                defaultValue={result?.values?.[f]}
                aria-invalid={!!errors[f] || undefined}
                aria-describedby={errors[f] ? `contact-${f}-error` : undefined}
                className={`${input} py-2`}
              />
            ) : (
              <input
                id={`contact-${f}`}
                name={f}
                defaultValue={result?.values?.[f]}
                aria-invalid={!!errors[f] || undefined}
                aria-describedby={errors[f] ? `contact-${f}-error` : undefined}
                className={input}
                type={f === 'email' ? 'email' : f === 'phone' ? 'tel' : 'text'}
                autoComplete={
                  f === 'name' ? 'name' : f === 'email' ? 'email' : f === 'phone' ? 'tel' : undefined
                }
              />
            )}
            {errors[f] && (
              <p id={`contact-${f}-error`} className="mt-1 text-sm text-danger">
                {errors[f]}
              </p>
            )}
          </div>
        ))}
        <div>
          <button type="submit" className="btn-primary" disabled={sending}>
            {t('contact.send')}
          </button>
        </div>
      </Form>
    </section>
  );
}
