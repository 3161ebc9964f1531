// Staff accounts and sessions: separate from shoppers (own table, own cookie, own sessions), scrypt passwords, an
// account-wide failure limit, optional TOTP (required for owners in production).
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, count, eq, gt, gte, isNull } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';
import type { StaffRole } from '@shop/core';
import { DEFAULT_STAFF_TIME_ZONE } from '@shop/core/contract/admin-staff';
import type { Db } from '../../db/client.ts';
import { loginFailures, staff, staffSessions } from '../../db/schema.ts';
import { dummyHash, hashPassword, verifyPassword } from '../../lib/password.ts';
import { ConflictError, InvalidError, RateLimitedError, UnauthorizedError } from '../../lib/errors.ts';
import { audit, type AuditActor, type AuditEntry } from './audit.ts';
import { firstRow } from '../../db/first-row.ts';

export const STAFF_SESSION_HOURS = 12;
const FAILURE_WINDOW_MS = 15 * 60_000;
const FAILURES_BEFORE_LOCK = 5;
const TOTP_PERIOD_S = 30;

export interface StaffIdentity {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  totp_enabled: boolean;
  /** production owners must turn on two-factor before anything else */
  totp_setup_required: boolean;
  /** IANA time zone for this staff member's times (null in the table: Hong Kong) */
  time_zone: string;
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const failureKey = (email: string) => `staff:${email}`;

export function normalizeStaffEmail(email: string) {
  return email.trim().toLowerCase();
}

function totpOf(secret: string, email: string) {
  return new OTPAuth.TOTP({
    issuer: 'Shop back office',
    label: email,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_S,
    secret: OTPAuth.Secret.fromBase32(secret),
  });
}

/** The time step a code belongs to, or null when it is wrong (one step of clock drift either way). */
function totpStep(secret: string, email: string, code: string): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret, email).validate({ token: code, window: 1 });
  return delta === null ? null : Math.floor(Date.now() / 1000 / TOTP_PERIOD_S) + delta;
}

export function createStaffService(db: Db, opts: { production: boolean }) {
  function identity(row: typeof staff.$inferSelect): StaffIdentity {
    return {
      id: row.id,
      email: row.email,
      name: row.name,
      role: row.role,
      totp_enabled: !!row.totpEnabledAt,
      totp_setup_required: opts.production && row.role === 'owner' && !row.totpEnabledAt,
      time_zone: row.timeZone ?? DEFAULT_STAFF_TIME_ZONE,
    };
  }

  /** A code is good once: its step must be later than the last one used. */
  async function useTotp(row: typeof staff.$inferSelect, code: string | undefined, secret = row.totpSecret) {
    const step = secret && code ? totpStep(secret, row.email, code) : null;
    if (step === null || (row.totpLastStep !== null && step <= row.totpLastStep)) return false;
    const used = await db
      .update(staff)
      .set({ totpLastStep: step })
      .where(
        and(
          eq(staff.id, row.id),
          row.totpLastStep === null ? isNull(staff.totpLastStep) : eq(staff.totpLastStep, row.totpLastStep),
        ),
      )
      .returning({ id: staff.id });
    return used.length === 1;
  }

  return {
    identity,

    /** The staff member's own time zone (null: back to Hong Kong time). */
    async setTimeZone(id: string, timeZone: string | null) {
      await db.update(staff).set({ timeZone }).where(eq(staff.id, id));
    },

    async create(input: { email: string; name: string; role: StaffRole; password: string }) {
      if (input.password.length < 10)
        throw new InvalidError('The password needs at least 10 characters', 'password', 'password_too_short');
      const email = normalizeStaffEmail(input.email);
      const [taken] = await db.select({ id: staff.id }).from(staff).where(eq(staff.email, email));
      if (taken) throw new ConflictError('A staff account with this email exists', 'email_taken');
      const id = randomUUID();
      await db.insert(staff).values({
        id,
        email,
        name: input.name,
        role: input.role,
        passwordHash: await hashPassword(input.password),
      });
      return id;
    },

    /** Checks the password (and code), then opens a session: the token goes in the staff cookie. */
    async login(input: { email: string; password: string; totp?: string }, ip: string | null) {
      const email = normalizeStaffEmail(input.email);
      const since = new Date(Date.now() - FAILURE_WINDOW_MS);
      const { n } = firstRow(
        await db
          .select({ n: count() })
          .from(loginFailures)
          .where(and(eq(loginFailures.username, failureKey(email)), gte(loginFailures.createdAt, since))),
      );
      if (n >= FAILURES_BEFORE_LOCK)
        throw new RateLimitedError('Too many unsuccessful sign-ins: try again in 15 minutes', 15 * 60);
      const [row] = await db.select().from(staff).where(eq(staff.email, email));
      const ok = await verifyPassword(input.password, row?.passwordHash ?? (await dummyHash()));
      if (!row || !ok || row.lockedAt) {
        await db.insert(loginFailures).values({ id: randomUUID(), username: failureKey(email), ip });
        throw new UnauthorizedError('Incorrect email or password', 'invalid_credentials');
      }
      if (row.totpEnabledAt) {
        if (!input.totp)
          throw new UnauthorizedError('Enter the code from your authenticator app', 'totp_required');
        if (!(await useTotp(row, input.totp))) {
          await db.insert(loginFailures).values({ id: randomUUID(), username: failureKey(email), ip });
          throw new UnauthorizedError('That code is not right, or was already used', 'totp_invalid');
        }
      }
      await db.delete(loginFailures).where(eq(loginFailures.username, failureKey(email)));
      const token = randomBytes(32).toString('base64url');
      await db.insert(staffSessions).values({
        id: randomUUID(),
        staffId: row.id,
        tokenHash: sha256(token),
        expiresAt: new Date(Date.now() + STAFF_SESSION_HOURS * 3600_000),
        ip,
      });
      return { token, staff: identity(row) };
    },

    /** The staff member behind a session token, or null (expired, revoked, locked, unknown). */
    async fromToken(token: string | undefined): Promise<StaffIdentity | null> {
      if (!token || token.length > 100) return null;
      const [hit] = await db
        .select({ s: staff })
        .from(staffSessions)
        .innerJoin(staff, eq(staff.id, staffSessions.staffId))
        .where(
          and(
            eq(staffSessions.tokenHash, sha256(token)),
            isNull(staffSessions.revokedAt),
            gt(staffSessions.expiresAt, new Date()),
            isNull(staff.lockedAt),
          ),
        );
      return hit ? identity(hit.s) : null;
    },

    async logout(token: string | undefined) {
      if (!token) return;
      await db
        .update(staffSessions)
        .set({ revokedAt: new Date() })
        .where(eq(staffSessions.tokenHash, sha256(token)));
    },

    /** A new secret to scan; two-factor turns on only once a code from it is entered (enableTotp). */
    async beginTotp(id: string) {
      const [row] = await db.select().from(staff).where(eq(staff.id, id));
      if (!row) throw new UnauthorizedError();
      const secret = new OTPAuth.Secret({ size: 20 }).base32;
      await db
        .update(staff)
        .set({ totpSecret: secret, totpEnabledAt: null, totpLastStep: null })
        .where(eq(staff.id, id));
      const uri = totpOf(secret, row.email).toString();
      return { secret, otpauth_url: uri, qr_svg: await QRCode.toString(uri, { type: 'svg', margin: 1 }) };
    },

    async enableTotp(id: string, code: string) {
      const [row] = await db.select().from(staff).where(eq(staff.id, id));
      if (!row?.totpSecret)
        throw new InvalidError('Start two-factor setup first', 'code', 'totp_not_started');
      if (!(await useTotp(row, code)))
        throw new InvalidError('That code is not right', 'code', 'totp_invalid');
      await db.update(staff).set({ totpEnabledAt: new Date() }).where(eq(staff.id, id));
    },

    async disableTotp(id: string, code: string) {
      const [row] = await db.select().from(staff).where(eq(staff.id, id));
      if (!row?.totpEnabledAt) return;
      if (opts.production && row.role === 'owner')
        throw new InvalidError('Owners keep two-factor on in production', 'code', 'totp_required_for_owner');
      if (!(await useTotp(row, code)))
        throw new InvalidError('That code is not right', 'code', 'totp_invalid');
      await db
        .update(staff)
        .set({ totpEnabledAt: null, totpSecret: null, totpLastStep: null })
        .where(eq(staff.id, id));
    },

    async list() {
      return (await db.select().from(staff).orderBy(staff.email)).map((r) => ({
        ...identity(r),
        locked: !!r.lockedAt,
        created_at: r.createdAt.toISOString(),
      }));
    },

    async update(id: string, patch: { role?: StaffRole; locked?: boolean; name?: string }) {
      const [before] = await db.select().from(staff).where(eq(staff.id, id));
      if (!before) return null;
      await db
        .update(staff)
        .set({
          role: patch.role ?? before.role,
          name: patch.name ?? before.name,
          lockedAt: patch.locked === undefined ? before.lockedAt : patch.locked ? new Date() : null,
        })
        .where(eq(staff.id, id));
      // a locked account's sessions end now
      if (patch.locked)
        await db.update(staffSessions).set({ revokedAt: new Date() }).where(eq(staffSessions.staffId, id));
      const [after] = await db.select().from(staff).where(eq(staff.id, id));
      return { before, after: after! };
    },

    /** Writes one audit-log entry on its own (a write that has its own transaction audits inside it instead). */
    audit: (req: AuditActor, entry: AuditEntry) => audit(db, req, entry),
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
