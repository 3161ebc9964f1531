// The door to every admin route: a staff session (never a shopper's) and the role's permission.
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { can, type Permission } from '@shop/core';
import { ForbiddenError, UnauthorizedError } from '../../lib/errors.ts';
import type { StaffIdentity } from './staff.service.ts';

export const STAFF_COOKIES = { session: 'shop_staff', csrf: 'shop_staff_csrf' } as const;

declare module 'fastify' {
  interface FastifyRequest {
    staff?: StaffIdentity;
  }
}

/** Loads the staff member from the staff cookie (once per request). */
export async function currentStaff(app: FastifyInstance, req: FastifyRequest): Promise<StaffIdentity | null> {
  if (req.staff) return req.staff;
  const found = await app.staff.fromToken(req.cookies?.[STAFF_COOKIES.session]);
  if (found) req.staff = found;
  return found;
}

/**
 * preHandler for an admin route: 401 without a staff session, 403 when the role lacks the permission, and 403
 * totp_setup_required for a production owner who has not turned on two-factor yet ('self' routes excepted).
 */
export function staffGuard(
  app: FastifyInstance,
  permission: Permission | 'self',
): preHandlerAsyncHookHandler {
  return async (req) => {
    const s = await currentStaff(app, req);
    if (!s) throw new UnauthorizedError('Staff sign-in required', 'unauthenticated');
    if (permission === 'self') return;
    if (s.totp_setup_required)
      throw new ForbiddenError('Turn on two-factor sign-in first', 'totp_setup_required');
    if (!can(s.role, permission))
      throw new ForbiddenError(`Your role (${s.role}) cannot do this (${permission})`, 'forbidden');
  };
}
