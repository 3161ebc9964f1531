import { redirect } from 'react-router';
import type { Route } from './+types/logout';
import { adminApi } from '../../lib/admin-api.server.ts';

export async function loader(): Promise<never> {
  throw redirect('/admin');
}

/** Ends the staff session in the API and clears its cookies in the browser. */
export async function action({ request, context }: Route.ActionArgs) {
  const res = await adminApi(context, request).send('POST', '/api/v1/admin/auth/logout');
  const headers = new Headers();
  for (const c of res.setCookie) headers.append('Set-Cookie', c);
  throw redirect('/admin/login', { headers });
}
