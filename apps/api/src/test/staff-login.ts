import type { StaffRole } from '@shop/core';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../db/seed/staff.ts';
import type { TestApp } from './test-app.ts';

export interface StaffAuth {
  cookie: string;
  csrf: string;
  /** for `t.app.inject({ ..., headers })`: the staff cookies and the CSRF header */
  headers: Record<string, string>;
}

/** Signs in as the demo staff member with this role, through the real sign-in route. */
export async function staffLogin(t: TestApp, role: StaffRole): Promise<StaffAuth> {
  const who = DEMO_STAFF.find((s) => s.role === role)!;
  const res = await t.inject({
    method: 'POST',
    url: '/api/v1/admin/auth/login',
    payload: { email: who.email, password: DEMO_STAFF_PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`staff login as ${role}: ${res.statusCode} ${res.body}`);
  const jar = res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const csrf = (res.json() as { csrf: string }).csrf;
  return { cookie: jar, csrf, headers: { cookie: jar, 'x-csrf-token': csrf } };
}
