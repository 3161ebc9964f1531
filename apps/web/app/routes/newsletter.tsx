import { data } from 'react-router';
import { parseLocalePath } from '@shop/core';
import type { Route } from './+types/newsletter';
import { api } from '../lib/api.server.ts';
import type { NewsletterOut } from '@shop/core/contract/feedback';
import { fieldErrorText } from '../lib/form-errors.server.ts';
import { pagePath } from '../lib/shop-state.ts';

/** Footer subscription form action: the API stores it pending and emails the confirmation link. */
export async function action({ request, context }: Route.ActionArgs) {
  const { locale } = parseLocalePath(pagePath(request));
  const form = await request.formData();
  const email = String(form.get('email') ?? '');
  const res = await api(context, request).send<NewsletterOut>('POST', '/api/v1/newsletter', {
    email,
    locale,
  });
  if (res.ok) return { ok: true, status: res.data.status };
  return data(
    { ok: false, error: fieldErrorText(res, locale, { email: 'footer.email_label' }) },
    { status: res.status },
  );
}

export async function loader() {
  throw new Response('Not found', { status: 404 });
}
