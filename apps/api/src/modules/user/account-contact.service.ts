// A member changes their email or phone (2.12-08): a code goes to the NEW address, and only that code changes it.
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Locale } from '@shop/core';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema.ts';
import { ConflictError, InvalidError } from '../../lib/errors.ts';
import type { EmailProvider } from '../../providers/email/email.provider.ts';
import type { SmsProvider } from '../../providers/sms/sms.provider.ts';
import { presentAccount } from './account.service.ts';
import { authCopy } from './user.copy.ts';
import { userRepository, type UserRow } from './user.repository.ts';
import { emailShop } from '../../emails/order-email-data.ts';
import { sendTemplatedEmail } from '../../emails/send-email.ts';
import { localeOf, phoneKey, type createUserService } from './user.service.ts';

type Codes = Pick<ReturnType<typeof createUserService>, 'issueCode' | 'verifyCode'>;
export interface ContactTarget {
  email?: string;
  contact_no_country?: string;
  contact_no?: string;
}

/** The old email hears of the change: if someone else made it, the member learns before they are locked out. */
const CHANGED: Record<Locale, { subject: string; text: (name: string, what: string) => string }> = {
  en: {
    subject: 'Your Oxygen Ceuticals sign-in details changed',
    text: (n, w) =>
      `Hi ${n},\n\nThe ${w} of your account was just changed, and your other devices were signed out.\n\nIf this was not you, please contact us at once.`,
  },
  hk: {
    subject: '你的 Oxygen Ceuticals 登入資料已更改',
    text: (n, w) =>
      `${n} 你好：\n\n你帳戶的${w}剛已更改，其他裝置亦已登出。\n\n如非本人操作，請立即聯絡我們。`,
  },
  zh: {
    subject: '你的 Oxygen Ceuticals 登入資料已變更',
    text: (n, w) =>
      `${n} 您好：\n\n您帳戶的${w}剛剛已變更，其他裝置也已登出。\n\n若非本人操作，請立即與我們聯絡。`,
  },
  cn: {
    subject: '你的 Oxygen Ceuticals 登录信息已更改',
    text: (n, w) =>
      `${n} 你好：\n\n你账户的${w}刚刚已更改，其他设备也已退出登录。\n\n如非本人操作，请立即联系我们。`,
  },
};
const WHAT: Record<Locale, { email: string; sms: string }> = {
  en: { email: 'email', sms: 'mobile number' },
  hk: { email: '電郵地址', sms: '手機號碼' },
  zh: { email: '電子郵件', sms: '手機號碼' },
  cn: { email: '邮箱', sms: '手机号码' },
};

export function createContactService(deps: {
  db: Db;
  codes: Codes;
  email: EmailProvider;
  sms: SmsProvider;
  resendSeconds: number;
  /** PUBLIC_URL: the logo and links in the code's email */
  publicUrl?: string;
}) {
  const repo = userRepository(deps.db);

  /** The new contact, checked: not the member's own already, not another account's. */
  async function target(user: UserRow, t: ContactTarget) {
    if (t.email !== undefined) {
      const email = t.email.trim().toLowerCase();
      if (email === user.email) throw new InvalidError('This is already your email', 'email', 'unchanged');
      if (await repo.byEmail(email))
        throw new ConflictError('An account with this email already exists', 'email_taken');
      return { channel: 'email' as const, key: email };
    }
    const key = phoneKey(t.contact_no_country!, t.contact_no!);
    if (key === user.phone && user.phoneVerifiedAt)
      throw new InvalidError('This is already your phone number', 'contact_no', 'unchanged');
    const owner = await repo.byVerifiedPhone(key);
    if (owner && owner.id !== user.id)
      throw new ConflictError('An account with this phone number already exists', 'phone_taken');
    return { channel: 'sms' as const, key };
  }

  return {
    async sendCode(user: UserRow, t: ContactTarget, ip: string) {
      const { channel, key } = await target(user, t);
      const locale = localeOf(user.preferredLang);
      const copy = authCopy[locale];
      const code = await deps.codes.issueCode(channel, key, ip);
      if (channel === 'email')
        await sendTemplatedEmail(
          deps,
          'account_code',
          locale,
          key,
          {
            shop: emailShop(deps.publicUrl ?? 'http://localhost'),
            code,
            customerName: user.firstname,
            minutes: 10,
          },
          { code },
        );
      else await deps.sms.send({ to: key, text: copy.otpSms(code), code });
      return {
        message: 'ok' as const,
        resend_after: channel === 'email' ? deps.resendSeconds * 2 : deps.resendSeconds,
      };
    },

    /** The new contact, proven by its code; every other session of the member ends (`keepSessionId` stays). */
    async change(user: UserRow, t: ContactTarget & { otp: string }, keepSessionId: string) {
      const { channel, key } = await target(user, t);
      await deps.codes.verifyCode([key], t.otp);
      try {
        await deps.db.transaction(async (tx) => {
          // whoever else holds a session may be the one the member is locking out by changing how they sign in
          await tx
            .update(sessions)
            .set({ revokedAt: new Date() })
            .where(
              and(eq(sessions.userId, user.id), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)),
            );
          if (channel === 'email') {
            await tx.update(users).set({ email: key }).where(eq(users.id, user.id));
            // the code proved the email: guest orders placed under it join the account
            await userRepository(tx).claimGuestOrders(user.id, key);
            return;
          }
          // the number's owner proved it by SMS: accounts that merely typed it in lose it
          await userRepository(tx).releaseUnverifiedPhone(key);
          await tx
            .update(users)
            .set({
              contactNoCountry: t.contact_no_country!,
              contactNo: t.contact_no!.replace(/\D/g, ''),
              phone: key,
              phoneVerifiedAt: new Date(),
            })
            .where(eq(users.id, user.id));
        });
      } catch (e) {
        // another account took it between the check and the write: the unique index decides
        if (isUniqueViolation(e))
          throw new ConflictError('This email or phone number belongs to another account', 'taken');
        throw e;
      }
      // to the address the member had until now (a phone change: to the account's email)
      const locale = localeOf(user.preferredLang);
      await deps.email
        .send({
          to: user.email,
          subject: CHANGED[locale].subject,
          text: CHANGED[locale].text(user.firstname, WHAT[locale][channel]),
        })
        .catch(() => {
          // the change is made: a notice that cannot be delivered must not undo or fail it
        });
      return presentAccount((await repo.byId(user.id))!);
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
