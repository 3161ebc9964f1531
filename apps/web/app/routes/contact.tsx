import { useState } from 'react';
import { data, Form, useNavigation } from 'react-router';
import { parseLocalePath } from '@shop/core';
import { feedbackSchema } from '@shop/core/validation';
import type { Route } from './+types/contact';
import { api } from '../lib/api.server.ts';
import type { FeedbackOut } from '@shop/core/contract/feedback';
import {
  addApiError,
  apiErrorText,
  collectValidationErrors,
  fieldErrorText,
} from '../lib/form-errors.server.ts';
import { collectErrors, NO_ERRORS, type FormErrors } from '../lib/form-errors.ts';
import { seoMeta, rootMeta } from '../lib/seo.ts';
import { useI18n, type MessageKey } from '../i18n/i18n.tsx';
import { SHOP_HOURS } from '../content/shops-data.ts';
import { pagePath } from '../lib/shop-state.ts';
import { ErrorSummary, useTranslate } from '../components/account/field.tsx';

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
  errors?: FormErrors;
  values?: Partial<Record<Field, string>>;
}

/** The form's values as the schema takes them (an empty phone is left out: it is optional). */
function readValues(form: FormData): Record<Field, string> {
  return Object.fromEntries(FIELDS.map((f) => [f, String(form.get(f) ?? '')])) as Record<Field, string>;
}
const toPayload = (values: Record<Field, string>) => ({ ...values, phone: values.phone || undefined });

/**
 * The browser checks with the same core schema as registration does, so an empty form never makes a round trip;
 * the action checks again (JavaScript may be off) and then posts to /api/v1/feedback.
 */
export async function action({
  request,
  context,
}: Route.ActionArgs): Promise<ActionResult | ReturnType<typeof data<ActionResult>>> {
  const { locale } = parseLocalePath(pagePath(request));
  const values = readValues(await request.formData());
  const parsed = feedbackSchema.safeParse(toPayload(values));
  if (!parsed.success) {
    const errors = collectValidationErrors(parsed.error.issues, locale, LABELS);
    return data({ ok: false, errors, values }, { status: 400 });
  }
  const res = await api(context, request).send<FeedbackOut>('POST', '/api/v1/feedback', {
    ...parsed.data,
    locale,
  });
  if (!res.ok) {
    const apiField = res.error.field as Field | undefined;
    const field = apiField && FIELDS.includes(apiField) ? apiField : '';
    // a 429 gets its own wording and heading; other failures the field's message or a generic one
    const failure =
      res.status === 429 ? apiErrorText(res, locale) : { field, text: fieldErrorText(res, locale, LABELS) };
    const errors = addApiError({ list: [], fields: {} }, { ...failure, field });
    return data({ ok: false, errors, values }, { status: res.status });
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
  const translate = useTranslate();
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting';
  const result = actionData as ActionResult | undefined;
  // client-side errors: set by a refused submit, then kept up to date as the shopper corrects the fields
  const [client, setClient] = useState<FormErrors | null>(null);
  const [focusKey, setFocusKey] = useState(0);
  const [seenResult, setSeenResult] = useState(result);
  if (result !== seenResult) {
    // a new reply from the server replaces the browser's own check
    setSeenResult(result);
    setClient(null);
    setFocusKey((k) => k + 1);
  }
  if (result?.ok) {
    return (
      <section className="container-page mx-auto max-w-2xl py-16" aria-live="polite">
        <h1 className="font-serif text-4xl">{t('contact.sent_title')}</h1>
        <p className="mt-4 text-muted">{t('contact.sent_body', { email: result.email ?? '' })}</p>
      </section>
    );
  }
  const check = (form: HTMLFormElement): FormErrors => {
    const parsed = feedbackSchema.safeParse(toPayload(readValues(new FormData(form))));
    return parsed.success
      ? NO_ERRORS
      : collectErrors(parsed.error.issues, (f) => t(LABELS[f as Field] ?? f), translate);
  };
  const errors = client ?? result?.errors ?? NO_ERRORS;
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
        aria-describedby={errors.list.length ? 'contact-errors' : undefined}
        onSubmit={(e) => {
          const found = check(e.currentTarget);
          if (found.list.length === 0) {
            setClient(null);
            return;
          }
          e.preventDefault();
          setClient(found);
          setFocusKey((k) => k + 1);
        }}
        onChange={(e) => {
          if (client) setClient(check(e.currentTarget));
        }}
      >
        <ErrorSummary id="contact-errors" errors={errors.list} focusKey={focusKey} limited={errors.limited} />
        {FIELDS.map((f) => {
          const error = errors.fields[f];
          return (
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
                  aria-invalid={!!error || undefined}
                  aria-describedby={error ? `contact-${f}-error` : undefined}
                  className={`${input} py-2`}
                />
              ) : (
                <input
                  id={`contact-${f}`}
                  name={f}
                  defaultValue={result?.values?.[f]}
                  aria-invalid={!!error || undefined}
                  aria-describedby={error ? `contact-${f}-error` : undefined}
                  className={input}
                  type={f === 'email' ? 'email' : f === 'phone' ? 'tel' : 'text'}
                  autoComplete={
                    f === 'name' ? 'name' : f === 'email' ? 'email' : f === 'phone' ? 'tel' : undefined
                  }
                />
              )}
              {error && (
                <p id={`contact-${f}-error`} className="mt-1 text-sm text-danger">
                  {error}
                </p>
              )}
            </div>
          );
        })}
        <div>
          <button type="submit" className="btn-primary" disabled={sending}>
            {t('contact.send')}
          </button>
        </div>
      </Form>
    </section>
  );
}
