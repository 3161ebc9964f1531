import * as Dialog from '@radix-ui/react-dialog';
import * as Tabs from '@radix-ui/react-tabs';
import * as RadioGroup from '@radix-ui/react-radio-group';
import {
  countriesSortedByEnglishName,
  countryShortName,
  CURRENCIES,
  languagesForCountry,
  LOCALE_META,
  type Locale,
} from '@shop/core';
import { useI18n } from '../i18n/i18n.tsx';
import { useShopState } from '../lib/shop-state-context.tsx';

/**
 * Country / language modal (2.12-18, 2.12-19): countries by English short name with their currency symbol; languages
 * without zh when the country is hk and without hk otherwise. Radix blocks page scroll while it is open.
 */
export function LocaleModal({
  open,
  onOpenChange,
  onPick,
  initialTab = 'country',
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  initialTab?: 'country' | 'language';
  /** submitted by the header, which stays mounted while this lazily loaded modal closes */
  onPick: (intent: 'country' | 'language', value: string) => void;
}) {
  const { t, locale } = useI18n();
  const state = useShopState();
  const countries = countriesSortedByEnglishName();
  const languages = languagesForCountry(state.country);
  const radio =
    'flex min-h-12 w-full cursor-pointer items-center justify-between gap-3 rounded-lg border border-line px-4 text-left data-[state=checked]:border-accent data-[state=checked]:bg-surface-2';
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content
          aria-describedby="locale-hint"
          className="fixed z-50 flex max-h-[85vh] flex-col bg-bg shadow-2xl outline-none
            left-1/2 top-1/2 w-[min(36rem,92vw)] -translate-x-1/2 -translate-y-1/2 rounded-xl
            max-[576px]:inset-x-0 max-[576px]:bottom-0 max-[576px]:top-auto max-[576px]:w-full max-[576px]:translate-x-0 max-[576px]:translate-y-0 max-[576px]:rounded-b-none"
        >
          <div className="flex items-center justify-between border-b border-line px-5 py-3">
            <Dialog.Title className="font-serif text-xl">{t('locale.title')}</Dialog.Title>
            <Dialog.Close className="btn-ghost" aria-label={t('nav.close')}>
              <svg
                width="20"
                height="20"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.5"
                aria-hidden="true"
              >
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </Dialog.Close>
          </div>
          <Tabs.Root defaultValue={initialTab} className="flex min-h-0 flex-1 flex-col">
            <Tabs.List className="flex gap-1 border-b border-line px-5" aria-label={t('locale.title')}>
              {(['country', 'language'] as const).map((tab) => (
                <Tabs.Trigger
                  key={tab}
                  value={tab}
                  className="min-h-11 border-b-2 border-transparent px-3 text-sm data-[state=active]:border-accent data-[state=active]:font-medium"
                >
                  {tab === 'country' ? t('locale.country_tab') : t('locale.language_tab')}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <Tabs.Content value="country" className="min-h-0 flex-1 overflow-y-auto p-5">
              <p id="locale-hint" className="mb-3 text-sm text-muted">
                {t('locale.country_hint')}
              </p>
              <RadioGroup.Root
                value={state.country}
                aria-label={t('locale.country_tab')}
                className="grid gap-2 sm:grid-cols-2"
                onValueChange={(v) => {
                  onPick('country', v);
                  onOpenChange(false);
                }}
              >
                {countries.map((c) => (
                  <RadioGroup.Item key={c.key} value={c.key} className={radio}>
                    <span>{countryShortName(c, locale)}</span>
                    <span className="text-sm text-muted">{CURRENCIES[c.currency].symbol}</span>
                  </RadioGroup.Item>
                ))}
              </RadioGroup.Root>
            </Tabs.Content>
            <Tabs.Content value="language" className="min-h-0 flex-1 overflow-y-auto p-5">
              <RadioGroup.Root
                value={locale}
                aria-label={t('locale.language_tab')}
                className="grid gap-2"
                onValueChange={(v) => {
                  onPick('language', v as Locale);
                  onOpenChange(false);
                }}
              >
                {languages.map((l) => (
                  <RadioGroup.Item key={l} value={l} className={radio} lang={LOCALE_META[l].htmlLang}>
                    <span>{LOCALE_META[l].label}</span>
                  </RadioGroup.Item>
                ))}
              </RadioGroup.Root>
            </Tabs.Content>
          </Tabs.Root>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
