import { useLoaderData, useNavigate, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { localizePath, parseLocalePath, safeRedirectPath } from '@shop/core';
import { RegisterForm } from '../components/account/register-form.tsx';
import { useNotify } from '../components/notifications.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { api } from '../lib/api.server.ts';
import { callingCodes } from '../lib/auth.server.ts';
import { phoneFromQuery } from '../lib/auth.ts';
import { seoMeta, rootMeta } from '../lib/seo.ts';
import { pagePath } from '../lib/shop-state.ts';

/** The calling codes come with the page; ?email= and ?contact_no= prefill the form; ?redirectTo= (a local path) follows success. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale } = parseLocalePath(pagePath(request));
  const url = new URL(request.url);
  const codes = await callingCodes(api(context, request), locale);
  return {
    codes,
    prefill: {
      email: url.searchParams.get('email') ?? undefined,
      contact_no: phoneFromQuery(url.searchParams.get('contact_no')) ?? undefined,
    },
    // local paths only, never another origin
    redirectTo: safeRedirectPath(url.searchParams.get('redirectTo'), null),
  };
}

export const meta: MetaFunction = ({ matches }) => {
  const root = rootMeta(matches);
  if (!root) return [];
  return seoMeta({
    title: `${root.messages['register.title']} · Oxygen Ceuticals`,
    description: root.messages['register.intro'],
    path: '/register',
    locale: root.state.locale,
    origin: root.origin,
  });
};

/** The registration form full-page (2.2-08); on success the welcome notice, then home or redirectTo. */
export default function Register() {
  const { codes, prefill, redirectTo } = useLoaderData<typeof loader>();
  const { t, locale } = useI18n();
  const notify = useNotify();
  const navigate = useNavigate();
  return (
    <section className="container-page mx-auto grid max-w-5xl gap-10 py-12 md:grid-cols-12 md:py-16">
      <div className="md:col-span-5">
        <p className="eyebrow">{t('register.eyebrow')}</p>
        <h1 className="mt-2 font-serif text-4xl">{t('register.title')}</h1>
        <p className="mt-4 text-muted">{t('register.intro')}</p>
      </div>
      <div className="md:col-span-7">
        <RegisterForm
          prefill={prefill}
          initialCodes={codes}
          fetcherKey="auth:register-page"
          subHeading="h2"
          onRegistered={(firstname) => {
            notify({ type: 'default', text: t('register.welcome', { name: firstname }) });
            void navigate(redirectTo ?? localizePath('/', locale));
          }}
        />
      </div>
    </section>
  );
}
