import { z } from 'zod';
import { STAFF_ROLES } from '../staff.ts';

/** Staff sign-in, two-factor and (owners) the staff list: /api/v1/admin/auth/*, /api/v1/admin/staff. */

export const staffIdentityOut = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  totp_enabled: z.boolean(),
  totp_setup_required: z.boolean(),
  /** the IANA time zone the back office shows this staff member's times in (Asia/Hong_Kong unless they chose) */
  time_zone: z.string(),
});
export type StaffIdentity = z.infer<typeof staffIdentityOut>;

const code = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'a 6-digit code');

export const staffLoginBody = z.strictObject({
  email: z.string().trim().email().max(200),
  password: z.string().min(1).max(200),
  totp: code.optional(),
});
/** csrf: the staff CSRF token the admin pages echo in X-CSRF-TOKEN */
export const staffLoginOut = z.object({ staff: staffIdentityOut, csrf: z.string() });
export type StaffLoginOut = z.infer<typeof staffLoginOut>;

export const totpSetupOut = z.object({ secret: z.string(), otpauth_url: z.string(), qr_svg: z.string() });
export type TotpSetupOut = z.infer<typeof totpSetupOut>;
export const totpCodeBody = z.strictObject({ code });

export const staffRowOut = staffIdentityOut.extend({ locked: z.boolean(), created_at: z.string() });
export type StaffRow = z.infer<typeof staffRowOut>;
export const staffListOut = z.object({ items: z.array(staffRowOut) });
export type StaffListOut = z.infer<typeof staffListOut>;

export const staffCreateBody = z.strictObject({
  email: z.string().trim().email().max(200),
  name: z.string().trim().min(1).max(100),
  role: z.enum(STAFF_ROLES),
  password: z.string().min(10).max(200),
});
export const staffCreatedOut = z.object({ id: z.string() });

export const staffParams = z.object({ id: z.string().max(64) });
export const staffPatchBody = z.strictObject({
  name: z.string().trim().min(1).max(100).optional(),
  role: z.enum(STAFF_ROLES).optional(),
  locked: z.boolean().optional(),
});
export const staffPatchOut = z.object({ name: z.string(), role: z.enum(STAFF_ROLES), locked: z.boolean() });
export type StaffPatchOut = z.infer<typeof staffPatchOut>;

/** The back office's time zone when a staff member has not chosen one. */
export const DEFAULT_STAFF_TIME_ZONE = 'Asia/Hong_Kong';

/** A time zone the runtime knows (IANA name such as Europe/London); anything else is refused. */
export function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return tz.length > 0;
  } catch {
    return false;
  }
}

/** PUT /api/v1/admin/auth/time-zone: null goes back to Hong Kong time. */
export const staffTimeZoneBody = z.strictObject({
  time_zone: z
    .string()
    .trim()
    .max(64)
    .refine(isTimeZone, 'an IANA time zone such as Asia/Hong_Kong')
    .nullable(),
});
