import { useState } from 'react';
import {
  countriesSortedByEnglishName,
  countryShortName,
  getCountry,
  isShipToCountry,
  type CountryKey,
} from '@shop/core';
import { useI18n } from '../i18n/i18n.tsx';
import { useShopState } from '../lib/shop-state-context.tsx';
import { usePreference } from '../lib/use-preference.ts';

/** Asks the shopper to confirm the ship-to country; confirming also switches the language to match (4-22). */
export function ConfirmCountryBar({ detected }: { detected: string | null }) {
  const { t, locale } = useI18n();
  const state = useShopState();
  const pref = usePreference();
  const initial = detected && isShipToCountry(detected) ? (detected as CountryKey) : state.country;
  const [choice, setChoice] = useState<CountryKey>(initial);
  const text =
    detected && isShipToCountry(detected)
      ? t('confirm.text', { country: countryShortName(getCountry(detected as CountryKey), locale) })
      : t('confirm.text_unknown');
  return (
    // one compact row on phones (label, country, button; at most 72 px): the longer sentence shows from sm up,
    // and stays the form's description for screen readers at every width
    <section aria-label={t('confirm.country_label')} className="border-b border-line bg-surface-2">
      <form
        method="post"
        action={pref.action}
        aria-describedby="confirm-country-text"
        className="container-page flex items-center gap-2 py-1.5 text-sm sm:gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          pref.set('confirm', choice);
        }}
      >
        <input type="hidden" name="intent" value="confirm" />
        <input type="hidden" name="redirectTo" value={pref.redirectTo} />
        <p id="confirm-country-text" className="hidden min-w-0 flex-1 sm:block">
          {text}
        </p>
        <label className="shrink-0 sm:sr-only" htmlFor="confirm-country">
          {t('confirm.country_label')}
        </label>
        <select
          id="confirm-country"
          name="value"
          value={choice}
          onChange={(e) => setChoice(e.target.value as CountryKey)}
          className="min-h-11 w-0 min-w-0 flex-1 truncate rounded-full border border-line bg-surface px-3 sm:w-auto sm:max-w-56 sm:flex-none"
        >
          {countriesSortedByEnglishName().map((c) => (
            <option key={c.key} value={c.key}>
              {countryShortName(c, locale)}
            </option>
          ))}
        </select>
        <button type="submit" className="btn-primary shrink-0 px-4" disabled={pref.pending}>
          {t('confirm.button')}
        </button>
      </form>
    </section>
  );
}
