import { useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import type { AuthResult } from '../../lib/auth.ts';
import { getBotToken, resetBotCheck } from '../../lib/bot-check.ts';

/**
 * After repeated failed logins to an account from this address the API asks for the bot check
 * (bot_check_required) instead of locking the account; this tracks whether the login form must show it.
 */
export function useLoginBotCheck() {
  const [required, setRequired] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  return {
    required,
    confirmed,
    setConfirmed,
    /** feed every login reply: a request for the check (or a failed check) shows a fresh one */
    onResult(d: AuthResult) {
      if (d.ok || d.intent !== 'login' || (d.code !== 'bot_check_required' && d.code !== 'bot_check_failed'))
        return;
      resetBotCheck();
      setRequired(true);
      setConfirmed(false);
    },
    /** extra fields of the login submission */
    async fields(): Promise<Record<string, string>> {
      return required && confirmed ? { recaptchaResponse: await getBotToken('login') } : {};
    },
    reset() {
      setRequired(false);
      setConfirmed(false);
    },
  };
}

/**
 * The bot check in the login form, with the reason it appears: the shopper ticks the box, and on submit the
 * provider's invisible challenge (the dev token in the demo) supplies the token (lib/bot-check.ts).
 */
export function LoginBotCheck({
  id,
  confirmed,
  onConfirm,
}: {
  id: string;
  confirmed: boolean;
  onConfirm: (v: boolean) => void;
}) {
  const { t } = useI18n();
  return (
    <fieldset
      className="grid gap-2 rounded-lg border border-line bg-surface-2 p-3"
      aria-describedby={`${id}-why`}
    >
      <legend className="px-1 text-sm font-medium">{t('otp.bot_check')}</legend>
      <p id={`${id}-why`} className="text-sm text-muted">
        {t('auth.bot_check_why')}
      </p>
      <label htmlFor={id} className="flex min-h-11 items-center gap-3 text-sm">
        <input
          id={id}
          type="checkbox"
          className="size-5"
          checked={confirmed}
          onChange={(e) => onConfirm(e.target.checked)}
        />
        {t('auth.bot_check_label')}
      </label>
    </fieldset>
  );
}
