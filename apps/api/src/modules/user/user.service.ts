import { isUniqueViolation } from '../../lib/db-errors.ts';
import { EmailRefusedError } from '../../providers/email/email.provider.ts';
import { createHmac, randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  dmyToIso,
  localizePath,
  type Locale,
  type PreferredLang,
  type RegistrationPayload,
} from '@shop/core';
import type { Db } from '../../db/client.ts';
import type { EmailProvider } from '../../providers/email/email.provider.ts';
import type { SmsProvider } from '../../providers/sms/sms.provider.ts';
import type { CaptchaProvider } from '../../providers/captcha/captcha.provider.ts';
import {
  ConflictError,
  ForbiddenError,
  InvalidError,
  RateLimitedError,
  UnauthorizedError,
} from '../../lib/errors.ts';
import { dummyHash, hashPassword, verifyPassword } from '../../lib/password.ts';
import { sha256, type Auth, type AuthUser } from './auth.ts';
import { userRepository, type UserRow } from './user.repository.ts';
import { authCopy } from './user.copy.ts';
import { emailShop } from '../../emails/order-email-data.ts';
import { sendTemplatedEmail } from '../../emails/send-email.ts';

export const OTP_TTL_MS = 10 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;
const OTP_PER_TARGET_PER_HOUR = 5;
const OTP_PER_IP_PER_HOUR = 20;
/** wrong passwords for one account from one address in LOGIN_WINDOW_MS before that address must pass the bot check */
export const LOGIN_FAILURES_BEFORE_BOT_CHECK = 10;
/** the same from every address together (a guess spread over many addresses): then every address is asked */
const LOGIN_FAILURES_ACCOUNT_WIDE = 100;
const LOGIN_WINDOW_MS = 15 * 60_000;
const RESETS_PER_TARGET_PER_HOUR = 5;
const RESET_TTL_MS = 60 * 60 * 1000;

const digits = (s: string) => s.replace(/\D/g, '');
export const phoneKey = (code: string, number: string) => `${digits(code)}${digits(number)}`;
const isEmail = (s: string) => s.includes('@');
export const normalizeUsername = (u: string) => (isEmail(u) ? u.trim().toLowerCase() : digits(u));

export const localeOf = (lang: string | null | undefined): Locale =>
  lang === 'zh_hk' ? 'hk' : lang === 'zh_tw' ? 'zh' : lang === 'cn' ? 'cn' : lang === 'en' ? 'en' : 'hk';

/** A closed account (account.service.ts) names nobody: its placeholder email neither signs in nor gets a link. */
const open = (user: UserRow | undefined) => (user?.deletedAt ? undefined : user);

export function presentUser(u: AuthUser | { user: UserRow; groups: AuthUser['groups'] }) {
  const { user, groups } = u;
  // 6-03: discount_rate is keyed by brand; the first group that has one sets it
  const discount = groups.find((g) => Object.keys(g.discountRate).length > 0)?.discountRate ?? {};
  return {
    _id: user.id,
    username: user.email,
    email: user.email,
    contact_no_country: user.contactNoCountry,
    contact_no: user.contactNo,
    phone: user.phone,
    firstname: user.firstname,
    lastname: user.lastname,
    nickname: user.nickname,
    preferred_lang: user.preferredLang,
    member_group: groups.map((g) => ({ _id: g.id, name: g.name })),
    discount_rate: discount,
  };
}

export function createUserService(deps: {
  db: Db;
  auth: Auth;
  email: EmailProvider;
  sms: SmsProvider;
  captcha: CaptchaProvider;
  publicUrl: string;
  otpSecret: Uint8Array;
  resendSeconds: number;
}) {
  const { db, auth } = deps;
  const OTP_RESEND_S = { sms: deps.resendSeconds, email: deps.resendSeconds * 2 };
  const repo = userRepository(db);
  // codes are short: an HMAC with a server secret keeps a stolen table from being brute-forced offline
  const hashCode = (target: string, code: string) =>
    createHmac('sha256', deps.otpSecret).update(`${target}:${code}`).digest('hex');

  async function findByUsername(username: string) {
    const u = normalizeUsername(username);
    if (!u) return undefined;
    return open(isEmail(u) ? await repo.byEmail(u) : await repo.byVerifiedPhone(u));
  }

  async function withGroups(user: UserRow) {
    return { user, groups: await repo.groupsOf(user.id) };
  }

  async function issueCode(channel: 'sms' | 'email', target: string, ip: string) {
    const hourAgo = new Date(Date.now() - 3600_000);
    const latest = await repo.latestOtp(target);
    if (latest) {
      const wait = OTP_RESEND_S[channel] - Math.floor((Date.now() - latest.createdAt.getTime()) / 1000);
      if (wait > 0)
        throw new RateLimitedError(`Please wait ${wait} seconds before asking for another code`, wait);
    }
    // SMS pumping: a cap per number and per address, whatever the route-level limit lets through
    if ((await repo.otpCountSince([target], hourAgo)) >= OTP_PER_TARGET_PER_HOUR) {
      throw new RateLimitedError('Too many codes were sent to this number, try again in an hour', 3600);
    }
    if ((await repo.otpCountFromIp(ip, hourAgo)) >= OTP_PER_IP_PER_HOUR) {
      throw new RateLimitedError('Too many codes were requested, try again in an hour', 3600);
    }
    const code = String(randomInt(0, 100_000)).padStart(5, '0');
    await repo.insertOtp({
      id: randomUUID(),
      channel,
      target,
      codeHash: hashCode(target, code),
      expiresAt: new Date(Date.now() + OTP_TTL_MS),
      ip,
    });
    return code;
  }

  /**
   * Checks a code for any of the targets (phone, or the email used after two SMS sends); single use.
   * Returns the target whose code it was: only an SMS code proves the phone.
   */
  async function verifyCode(targets: string[], code: string): Promise<string> {
    for (const target of targets) {
      const otp = await repo.latestOtp(target);
      if (!otp) continue;
      if (otp.expiresAt < new Date())
        throw new InvalidError('The code has expired, please ask for a new one', 'otp', 'otp_expired');
      if (otp.attempts >= OTP_MAX_ATTEMPTS)
        throw new InvalidError('Too many wrong codes, please ask for a new one', 'otp', 'otp_locked');
      if (otp.codeHash === hashCode(target, code)) {
        if (!(await repo.consumeOtp(otp.id))) break;
        return target;
      }
      await repo.bumpOtpAttempts(otp.id);
    }
    throw new InvalidError('The code is incorrect', 'otp', 'otp_invalid');
  }

  return {
    async checkUser(username: string) {
      return { exists: !!(await findByUsername(username)) };
    },

    async sendOtp(
      req: FastifyRequest,
      body: {
        recaptchaResponse: string;
        contact_no_country: string;
        contact_no: string;
        preferred_lang: PreferredLang;
        email?: string;
        firstname?: string;
        type?: 'email';
      },
    ) {
      if (!(await deps.captcha.verify(body.recaptchaResponse, req.ip))) {
        throw new InvalidError(
          'The bot check failed, please try again',
          'recaptchaResponse',
          'bot_check_failed',
        );
      }
      const locale = localeOf(body.preferred_lang);
      const copy = authCopy[locale];
      if (body.type === 'email') {
        if (!body.email) throw new InvalidError('is required', 'email', 'invalid');
        const target = body.email.toLowerCase();
        const code = await issueCode('email', target, req.ip);
        await sendTemplatedEmail(
          deps,
          'account_code',
          locale,
          target,
          { shop: emailShop(deps.publicUrl), code, customerName: body.firstname ?? '', minutes: 10 },
          { code },
        );
        return { message: 'ok' as const, resend_after: OTP_RESEND_S.email };
      }
      const target = phoneKey(body.contact_no_country, body.contact_no);
      const code = await issueCode('sms', target, req.ip);
      await deps.sms.send({ to: target, text: copy.otpSms(code), code });
      return { message: 'ok' as const, resend_after: OTP_RESEND_S.sms };
    },

    async register(reply: FastifyReply, p: RegistrationPayload) {
      const email = p.username.toLowerCase();
      const phone = phoneKey(p.contact_no_country, p.contact_no);
      if (await repo.byEmail(email))
        throw new ConflictError('An account with this email already exists', 'email_taken');
      if (await repo.byVerifiedPhone(phone))
        throw new ConflictError('An account with this phone number already exists', 'phone_taken');
      // an email code proves the email only: the phone is kept as typed, unverified, and names no account
      const phoneVerified = (await verifyCode([phone, email], p.otp)) === phone;
      const id = randomUUID();
      const passwordHash = await hashPassword(p.password);
      try {
        await db.transaction(async (tx) => {
          const r = userRepository(tx);
          if (phoneVerified) await r.releaseUnverifiedPhone(phone);
          await r.insert({
            id,
            email,
            firstname: p.firstname.trim(),
            lastname: p.lastname.trim(),
            nickname: p.nickname.trim(),
            dob: dmyToIso(p.dob),
            contactNoCountry: p.contact_no_country,
            contactNo: digits(p.contact_no),
            phone,
            country: p.country,
            preferredLang: p.preferred_lang,
            passwordHash,
            phoneVerifiedAt: phoneVerified ? new Date() : null,
          });
          await r.addGroups(id, ['basic']);
          // only a code sent to the email proves it: a phone code leaves guest orders under it alone
          if (!phoneVerified) await r.claimGuestOrders(id, email);
        });
      } catch (e) {
        // two registrations raced past the checks: the unique index decides
        if (isUniqueViolation(e)) {
          throw new ConflictError(
            'An account with this email or phone number already exists',
            'account_exists',
          );
        }
        throw e;
      }
      await auth.issue(reply, id);
      const user = (await repo.byId(id))!;
      return presentUser(await withGroups(user));
    },

    /**
     * Lockout cannot lock a stranger out: failures count per account and address, and past the threshold that
     * address must pass the bot check (botToken) with each try; the right password still signs in.
     */
    async login(reply: FastifyReply, username: string, password: string, ip: string, botToken?: string) {
      const key = normalizeUsername(username);
      const since = new Date(Date.now() - LOGIN_WINDOW_MS);
      const suspect =
        (await repo.loginFailuresSince(key, ip, since)) >= LOGIN_FAILURES_BEFORE_BOT_CHECK ||
        (await repo.loginFailuresSince(key, null, since)) >= LOGIN_FAILURES_ACCOUNT_WIDE;
      if (suspect) {
        if (!botToken)
          throw new InvalidError(
            'Too many unsuccessful attempts: please complete the bot check',
            'recaptchaResponse',
            'bot_check_required',
          );
        if (!(await deps.captcha.verify(botToken, ip)))
          throw new InvalidError(
            'The bot check failed, please try again',
            'recaptchaResponse',
            'bot_check_failed',
          );
      }
      const user = await findByUsername(username);
      const ok = await verifyPassword(password, user?.passwordHash ?? (await dummyHash()));
      if (!user || !ok) {
        await repo.addLoginFailure(randomUUID(), key, ip);
        throw new UnauthorizedError('Incorrect email, phone number or password', 'bad_credentials');
      }
      await repo.clearLoginFailures(key, ip);
      // told only to whoever knows the password: a locked account is not revealed to a guesser
      if (user.lockedAt)
        throw new ForbiddenError('This account is locked; please contact us', 'account_locked');
      await auth.issue(reply, user.id);
      return presentUser(await withGroups(user));
    },

    /** Same answer whether or not the account exists (no enumeration beyond checkuser). */
    async forgotPassword(body: { username?: string; contact_no_country?: string; contact_no?: string }) {
      const target = body.username
        ? normalizeUsername(body.username)
        : phoneKey(body.contact_no_country ?? '', body.contact_no ?? '');
      if (
        (await repo.resetCountSince(target, new Date(Date.now() - 3600_000))) >= RESETS_PER_TARGET_PER_HOUR
      ) {
        throw new RateLimitedError('Too many requests, try again in an hour', 3600);
      }
      const user = open(isEmail(target) ? await repo.byEmail(target) : await repo.byVerifiedPhone(target));
      const token = randomBytes(32).toString('base64url');
      await db.transaction(async (tx) => {
        const r = userRepository(tx);
        // only the newest link works: an older one sitting in a mailbox or a phone is dead
        if (user) await r.supersedeResets(user.id);
        await r.insertReset({
          id: randomUUID(),
          userId: user?.id ?? null,
          target,
          tokenHash: user ? sha256(token) : null,
          expiresAt: new Date(Date.now() + RESET_TTL_MS),
        });
      });
      if (user) {
        const locale = localeOf(user.preferredLang);
        const link = new URL(
          `${localizePath('/reset-password', locale)}?token=${token}`,
          deps.publicUrl,
        ).toString();
        const copy = authCopy[locale];
        // an address that refuses mail answers like any other: the answer never tells who has an account
        if (isEmail(target))
          await sendTemplatedEmail(
            deps,
            'password_reset',
            locale,
            user.email,
            { shop: emailShop(deps.publicUrl), customerName: user.firstname, link, minutes: 60 },
            { link },
          ).catch((err) => {
            if (!(err instanceof EmailRefusedError)) throw err;
          });
        else await deps.sms.send({ to: target, text: copy.resetSms(link), link });
      }
      return { message: 'We are sending an reset password email with further instructions.' };
    },

    async resetPassword(token: string, password: string) {
      const used = await repo.useReset(sha256(token));
      if (!used?.userId)
        throw new InvalidError('This reset link is invalid or has expired', 'token', 'token_invalid');
      await repo.setPassword(used.userId, await hashPassword(password));
      await repo.supersedeResets(used.userId);
      // every existing login ends: whoever knew the old password is out
      await repo.revokeUserSessions(used.userId);
      return { message: 'ok' as const };
    },

    withGroups,
    /** the account's contact change (account.service.ts) sends and checks codes by the same rules */
    issueCode,
    verifyCode,
  };
}

export type UserService = ReturnType<typeof createUserService>;
