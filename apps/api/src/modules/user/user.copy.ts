import type { Locale } from '@shop/core';

/** Texts of the account SMS messages, per interface language (their emails: emails/ account_code, password_reset). */
export const authCopy: Record<
  Locale,
  {
    otpSms: (code: string) => string;
    resetSms: (link: string) => string;
  }
> = {
  en: {
    otpSms: (c) => `Oxygen Ceuticals: your verification code is ${c}. It expires in 10 minutes.`,
    resetSms: (l) => `Oxygen Ceuticals: reset your password within an hour: ${l}`,
  },
  hk: {
    otpSms: (c) => `Oxygen Ceuticals：你的驗證碼是 ${c}，10 分鐘內有效。`,
    resetSms: (l) => `Oxygen Ceuticals：請於一小時內重設密碼：${l}`,
  },
  zh: {
    otpSms: (c) => `Oxygen Ceuticals：您的驗證碼是 ${c}，10 分鐘內有效。`,
    resetSms: (l) => `Oxygen Ceuticals：請在一小時內重設密碼：${l}`,
  },
  cn: {
    otpSms: (c) => `Oxygen Ceuticals：您的验证码是 ${c}，10 分钟内有效。`,
    resetSms: (l) => `Oxygen Ceuticals：请在一小时内重置密码：${l}`,
  },
};
