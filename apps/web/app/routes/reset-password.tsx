import {
  data,
  Form,
  Link,
  useActionData,
  useLoaderData,
  useNavigation,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import { localizePath, parseLocalePath } from '@shop/core';
import { passwordPairSchema } from '@shop/core/validation';
import { describedBy, ErrorSummary, Field, Spinner } from '../components/account/field.tsx';
import { PasswordInput } from '../components/account/password-input.tsx';
import { CATALOGUES } from '../i18n/catalogues.server.ts';
import { useI18n, type MessageKey } from '../i18n/i18n.tsx';
import { api } from '../lib/api.server.ts';
import type { ResetPasswordOut } from '@shop/core/contract/user';
import { AUTH_ERROR_CODES } from '../lib/auth.server.ts';
import { apiErrorText, collectValidationErrors } from '../lib/form-errors.server.ts';
import { addError } from '../lib/form-errors.ts';
import { withPasswordMismatch } from '../lib/auth.ts';
import { seoMeta, rootMeta } from '../lib/seo.ts';
import { pagePath } from '../lib/shop-state.ts';

const LABELS: Partial<Record<string, MessageKey>> = {
  password: 'reset.password',
  confirmPassword: 'register.confirm_password',
  confirm: 'register.confirm_password',
};

interface ResetResult {
  ok: boolean;
  tokenInvalid?: boolean;
  errors?: string[];
  fields?: Record<string, string>;
  limited?: boolean;
}

export async function loader({ request }: LoaderFunctionArgs) {
  return { token: new URL(request.url).searchParams.get('token') ?? '' };
}

/** form: token, password, confirm → { ok } or { ok: false, errors, fields, tokenInvalid } (2.6-03). Works without JavaScript. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { locale } = parseLocalePath(pagePath(request));
  const form = await request.formData();
  const str = (k: string) => {
    const v = form.get(k);
    return typeof v === 'string' ? v : '';
  };
  const token = str('token');
  const password = str('password');
  const confirm = str('confirm');
  if (!token) {
    const errors = addError({ list: [], fields: {} }, '', CATALOGUES[locale]['reset.token_invalid']);
    return data<ResetResult>(
      { ok: false, tokenInvalid: true, errors: errors.list, fields: errors.fields },
      { status: 400 },
    );
  }
  const parsed = passwordPairSchema.safeParse({ password, confirmPassword: confirm });
  if (!parsed.success) {
    const errors = collectValidationErrors(
      withPasswordMismatch(parsed.error.issues, password, confirm),
      locale,
      LABELS,
    );
    return data<ResetResult>({ ok: false, errors: errors.list, fields: errors.fields }, { status: 400 });
  }
  const res = await api(context, request).send<ResetPasswordOut>('POST', '/api/v1/reset-password', {
    token,
    password,
    confirm,
  });
  if (!res.ok) {
    const failure = apiErrorText(res, locale, {
      labels: LABELS,
      codes: AUTH_ERROR_CODES,
      fields: { confirm: 'confirmPassword' },
    });
    const tokenInvalid = res.error.code === 'token_invalid' || res.error.field === 'token';
    const errors = addError({ list: [], fields: {} }, tokenInvalid ? '' : failure.field, failure.text);
    return data<ResetResult>(
      { ok: false, tokenInvalid, errors: errors.list, fields: errors.fields, limited: failure.limited },
      { status: res.status },
    );
  }
  return { ok: true } satisfies ResetResult;
}

export const meta: MetaFunction = ({ matches }) => {
  const root = rootMeta(matches);
  // the token must not leak to other sites through the Referer header
  if (!root)
    return [
      { name: 'robots', content: 'noindex' },
      { name: 'referrer', content: 'no-referrer' },
    ];
  return [
    ...seoMeta({
      title: `${root.messages['reset.title']} · Oxygen Ceuticals`,
      path: '/reset-password',
      locale: root.state.locale,
      origin: root.origin,
      noindex: true,
    }),
    { name: 'referrer', content: 'no-referrer' },
  ];
};

/** /reset-password?token=…: the link of the reset email (2.6-03). */
export default function ResetPassword() {
  const { token } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as ResetResult | undefined;
  const navigation = useNavigation();
  const { t, locale } = useI18n();
  const sending = navigation.state === 'submitting';
  const loginHref = localizePath('/?login=1', locale);

  if (result?.ok) {
    return (
      <section
        className="container-page mx-auto flex min-h-[50vh] max-w-md flex-col justify-center gap-4 py-16 text-center"
        aria-live="polite"
      >
        <h1 className="font-serif text-4xl">{t('reset.done_title')}</h1>
        <p className="text-muted">{t('reset.done_body')}</p>
        <Link to={loginHref} className="btn-primary mx-auto">
          {t('reset.login_now')}
        </Link>
      </section>
    );
  }
  if (!token || result?.tokenInvalid) {
    return (
      <section className="container-page mx-auto flex min-h-[50vh] max-w-md flex-col justify-center gap-4 py-16 text-center">
        <h1 className="font-serif text-4xl">{t('reset.title')}</h1>
        <p role="alert" className="text-danger">
          {t('reset.token_invalid')}
        </p>
        <p className="text-muted">{t('reset.request_new')}</p>
        <Link to={loginHref} className="btn-primary mx-auto">
          {t('reset.login_now')}
        </Link>
      </section>
    );
  }
  const fields = result?.fields ?? {};
  return (
    <section className="container-page mx-auto max-w-md py-12 md:py-16">
      <h1 className="font-serif text-4xl">{t('reset.title')}</h1>
      <p className="mt-3 text-muted">{t('reset.intro')}</p>
      <Form method="post" noValidate className="mt-8 grid gap-4">
        <ErrorSummary
          id="reset-errors"
          errors={result?.errors ?? []}
          focusKey={result}
          limited={result?.limited}
        />
        <input type="hidden" name="token" value={token} />
        <Field
          id="reset-password"
          label={t('reset.password')}
          error={fields.password}
          hint={t('register.password_hint')}
        >
          <PasswordInput
            id="reset-password"
            name="password"
            autoComplete="new-password"
            required
            aria-invalid={!!fields.password || undefined}
            aria-describedby={describedBy('reset-password', fields.password, true)}
          />
        </Field>
        <Field id="reset-confirm" label={t('register.confirm_password')} error={fields.confirmPassword}>
          <PasswordInput
            id="reset-confirm"
            name="confirm"
            autoComplete="new-password"
            required
            aria-invalid={!!fields.confirmPassword || undefined}
            aria-describedby={describedBy('reset-confirm', fields.confirmPassword)}
          />
        </Field>
        <button type="submit" className="btn-primary w-full" disabled={sending}>
          {sending && <Spinner />}
          {t('reset.submit')}
        </button>
      </Form>
    </section>
  );
}
