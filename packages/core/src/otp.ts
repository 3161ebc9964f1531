// One-time-code flow (4-06 to 4-08): the link label follows the send count; after two SMS sends the email-code
// form takes over with a longer countdown.

export const OTP_RESEND_SECONDS = 60;
export const OTP_EMAIL_RESEND_SECONDS = 120;
export const OTP_SMS_SENDS_BEFORE_EMAIL = 2;

export type OtpLinkLabel = 'send' | 'resend' | 'didnt_get_code';

export function otpLinkLabel(sendCount: number): OtpLinkLabel {
  if (sendCount <= 0) return 'send';
  if (sendCount === 1) return 'resend';
  return 'didnt_get_code';
}

/** At two or more SMS sends the email-based code form opens instead. */
export function shouldUseEmailOtp(sendCount: number): boolean {
  return sendCount >= OTP_SMS_SENDS_BEFORE_EMAIL;
}

export function otpCountdownSeconds(channel: 'sms' | 'email'): number {
  return channel === 'email' ? OTP_EMAIL_RESEND_SECONDS : OTP_RESEND_SECONDS;
}
