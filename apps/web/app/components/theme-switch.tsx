import { useI18n } from '../i18n/i18n.tsx';
import { useShopState } from '../lib/shop-state-context.tsx';
import { usePreference } from '../lib/use-preference.ts';

/** Light / dark / device theme; the choice is a cookie so the server renders the right one. */
export function ThemeSwitch() {
  const { t } = useI18n();
  const { theme } = useShopState();
  const pref = usePreference();
  const options = [
    ['light', t('nav.theme_light')],
    ['dark', t('nav.theme_dark')],
    ['system', t('nav.theme_system')],
  ] as const;
  return (
    <form
      method="post"
      action={pref.action}
      onSubmit={(e) => {
        e.preventDefault();
        const v = (e.nativeEvent as SubmitEvent).submitter?.getAttribute('value');
        if (v) pref.set('theme', v);
      }}
    >
      <input type="hidden" name="intent" value="theme" />
      <input type="hidden" name="redirectTo" value={pref.redirectTo} />
      <fieldset>
        <legend className="eyebrow">{t('nav.theme')}</legend>
        <div className="mt-2 inline-flex rounded-full border border-line p-1">
          {options.map(([value, label]) => (
            <button
              key={value}
              type="submit"
              name="value"
              value={value}
              aria-pressed={theme === value}
              className={`min-h-11 rounded-full px-4 text-sm ${theme === value ? 'bg-accent text-accent-contrast' : 'hover:bg-surface-2'}`}
            >
              {label}
            </button>
          ))}
        </div>
      </fieldset>
    </form>
  );
}
