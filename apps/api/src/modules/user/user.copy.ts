import type { Locale } from '@shop/core';

/** Texts of the account messages (SMS and email), per interface language. */
export const authCopy: Record<
  Locale,
  {
    otpSubject: string;
    otpText: (code: string, name: string) => string;
    otpSms: (code: string) => string;
    resetSubject: string;
    resetText: (link: string, name: string) => string;
    resetSms: (link: string) => string;
  }
> = {
  en: {
    otpSubject: 'Your Oxygen Ceuticals verification code',
    otpText: (c, n) =>
      `Hi ${n},\n\nYour verification code is ${c}. It expires in 10 minutes.\n\nIf you did not ask for it, ignore this email.`,
    otpSms: (c) => `Oxygen Ceuticals: your verification code is ${c}. It expires in 10 minutes.`,
    resetSubject: 'Reset your Oxygen Ceuticals password',
    resetText: (l, n) =>
      `Hi ${n},\n\nOpen this link within an hour to choose a new password:\n${l}\n\nIf you did not ask for it, you can ignore this email; your password stays the same.`,
    resetSms: (l) => `Oxygen Ceuticals: reset your password within an hour: ${l}`,
  },
  hk: {
    otpSubject: 'Oxygen Ceuticals 驗證碼',
    otpText: (c, n) => `${n} 你好：\n\n你的驗證碼是 ${c}，10 分鐘內有效。\n\n如非本人申請，請略過此電郵。`,
    otpSms: (c) => `Oxygen Ceuticals：你的驗證碼是 ${c}，10 分鐘內有效。`,
    resetSubject: '重設 Oxygen Ceuticals 密碼',
    resetText: (l, n) =>
      `${n} 你好：\n\n請於一小時內開啟以下連結設定新密碼：\n${l}\n\n如非本人申請，請略過此電郵，你的密碼不會改變。`,
    resetSms: (l) => `Oxygen Ceuticals：請於一小時內重設密碼：${l}`,
  },
  zh: {
    otpSubject: 'Oxygen Ceuticals 驗證碼',
    otpText: (c, n) => `${n} 您好：\n\n您的驗證碼是 ${c}，10 分鐘內有效。\n\n若非您本人申請，請忽略此郵件。`,
    otpSms: (c) => `Oxygen Ceuticals：您的驗證碼是 ${c}，10 分鐘內有效。`,
    resetSubject: '重設 Oxygen Ceuticals 密碼',
    resetText: (l, n) =>
      `${n} 您好：\n\n請在一小時內開啟以下連結設定新密碼：\n${l}\n\n若非您本人申請，請忽略此郵件，您的密碼不會變更。`,
    resetSms: (l) => `Oxygen Ceuticals：請在一小時內重設密碼：${l}`,
  },
  cn: {
    otpSubject: 'Oxygen Ceuticals 验证码',
    otpText: (c, n) => `${n} 您好：\n\n您的验证码是 ${c}，10 分钟内有效。\n\n如非本人操作，请忽略此邮件。`,
    otpSms: (c) => `Oxygen Ceuticals：您的验证码是 ${c}，10 分钟内有效。`,
    resetSubject: '重置 Oxygen Ceuticals 密码',
    resetText: (l, n) =>
      `${n} 您好：\n\n请在一小时内打开以下链接设置新密码：\n${l}\n\n如非本人操作，请忽略此邮件，您的密码不会改变。`,
    resetSms: (l) => `Oxygen Ceuticals：请在一小时内重置密码：${l}`,
  },
};
