import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emptyBody, noContent } from '@shop/core/contract/common';
import {
  staffCreateBody,
  staffCreatedOut,
  staffIdentityOut,
  staffListOut,
  staffLoginBody,
  staffLoginOut,
  staffParams,
  staffPatchBody,
  staffPatchOut,
  staffTimeZoneBody,
  totpCodeBody,
  totpSetupOut,
  DEFAULT_STAFF_TIME_ZONE,
} from '@shop/core/contract/admin-staff';
import { NotFoundError } from '../../lib/errors.ts';
import { STAFF_COOKIES, staffGuard } from './staff.guard.ts';
import { STAFF_SESSION_HOURS } from './staff.service.ts';

/** Staff sign-in, two-factor and (owners) the staff list: /api/v1/admin/auth/*, /api/v1/admin/staff. */
export async function staffAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const secure = app.deps.config.COOKIE_SECURE;

  function setSession(reply: FastifyReply, token: string) {
    const maxAge = STAFF_SESSION_HOURS * 3600;
    reply.setCookie(STAFF_COOKIES.session, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'strict',
      secure,
      maxAge,
    });
    // double-submit CSRF for staff writes: readable by the admin pages, echoed in X-CSRF-TOKEN
    const csrf = randomBytes(24).toString('base64url');
    reply.setCookie(STAFF_COOKIES.csrf, csrf, {
      path: '/',
      httpOnly: false,
      sameSite: 'strict',
      secure,
      maxAge,
    });
    return csrf;
  }

  app.post(
    '/admin/auth/login',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['admin'],
        summary: 'Staff sign-in (401 on a wrong password or code; totp_required when two-factor is on)',
        body: staffLoginBody,
        response: { 200: staffLoginOut },
      },
    },
    async (req, reply) => {
      const { token, staff } = await app.staff.login(req.body, req.ip);
      const csrf = setSession(reply, token);
      req.staff = staff;
      await app.staff.audit(req, { action: 'staff.login', entity: 'staff', entityId: staff.id });
      return { staff, csrf };
    },
  );

  app.post(
    '/admin/auth/logout',
    {
      schema: {
        tags: ['admin'],
        summary: 'Ends the staff session',
        body: emptyBody,
        response: { 204: noContent },
      },
    },
    async (req, reply) => {
      await app.staff.logout(req.cookies[STAFF_COOKIES.session]);
      reply.clearCookie(STAFF_COOKIES.session, { path: '/' });
      reply.clearCookie(STAFF_COOKIES.csrf, { path: '/' });
      return reply.code(204).send();
    },
  );

  app.get(
    '/admin/auth/me',
    {
      preHandler: staffGuard(app, 'self'),
      schema: { tags: ['admin'], summary: 'The signed-in staff member', response: { 200: staffIdentityOut } },
    },
    async (req) => req.staff!,
  );

  app.put(
    '/admin/auth/time-zone',
    {
      preHandler: staffGuard(app, 'self'),
      schema: {
        tags: ['admin'],
        summary: "The signed-in staff member's time zone for the back office (null: Hong Kong time)",
        body: staffTimeZoneBody,
        response: { 200: staffIdentityOut },
      },
    },
    async (req) => {
      await app.staff.setTimeZone(req.staff!.id, req.body.time_zone);
      return { ...req.staff!, time_zone: req.body.time_zone ?? DEFAULT_STAFF_TIME_ZONE };
    },
  );

  app.post(
    '/admin/auth/totp/setup',
    {
      preHandler: staffGuard(app, 'self'),
      schema: {
        tags: ['admin'],
        summary: 'A new authenticator secret (two-factor turns on once a code is confirmed)',
        body: emptyBody,
        response: { 200: totpSetupOut },
      },
    },
    async (req) => app.staff.beginTotp(req.staff!.id),
  );

  app.post(
    '/admin/auth/totp/enable',
    {
      preHandler: staffGuard(app, 'self'),
      schema: { tags: ['admin'], body: totpCodeBody, response: { 204: noContent } },
    },
    async (req, reply) => {
      await app.staff.enableTotp(req.staff!.id, req.body.code);
      await app.staff.audit(req, {
        action: 'staff.totp_enable',
        entity: 'staff',
        entityId: req.staff!.id,
        before: { totp_enabled: req.staff!.totp_enabled },
        after: { totp_enabled: true },
      });
      return reply.code(204).send();
    },
  );

  app.post(
    '/admin/auth/totp/disable',
    {
      preHandler: staffGuard(app, 'self'),
      schema: { tags: ['admin'], body: totpCodeBody, response: { 204: noContent } },
    },
    async (req, reply) => {
      await app.staff.disableTotp(req.staff!.id, req.body.code);
      await app.staff.audit(req, {
        action: 'staff.totp_disable',
        entity: 'staff',
        entityId: req.staff!.id,
        before: { totp_enabled: req.staff!.totp_enabled },
        after: { totp_enabled: false },
      });
      return reply.code(204).send();
    },
  );

  app.get(
    '/admin/staff',
    {
      preHandler: staffGuard(app, 'staff:write'),
      schema: { tags: ['admin'], response: { 200: staffListOut } },
    },
    async () => ({ items: await app.staff.list() }),
  );

  app.post(
    '/admin/staff',
    {
      preHandler: staffGuard(app, 'staff:write'),
      schema: {
        tags: ['admin'],
        body: staffCreateBody,
        response: { 201: staffCreatedOut },
      },
    },
    async (req, reply) => {
      const id = await app.staff.create(req.body);
      await app.staff.audit(req, {
        action: 'staff.create',
        entity: 'staff',
        entityId: id,
        after: { email: req.body.email, name: req.body.name, role: req.body.role },
      });
      return reply.code(201).send({ id });
    },
  );

  app.patch(
    '/admin/staff/:id',
    {
      preHandler: staffGuard(app, 'staff:write'),
      schema: {
        tags: ['admin'],
        params: staffParams,
        body: staffPatchBody,
        response: { 200: staffPatchOut },
      },
    },
    async (req) => {
      const changed = await app.staff.update(req.params.id, req.body);
      if (!changed) throw new NotFoundError('No such staff member');
      const view = (r: typeof changed.before) => ({ name: r.name, role: r.role, locked: !!r.lockedAt });
      await app.staff.audit(req, {
        action: 'staff.update',
        entity: 'staff',
        entityId: req.params.id,
        before: view(changed.before),
        after: view(changed.after),
      });
      return view(changed.after);
    },
  );
}
