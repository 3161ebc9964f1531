import { useI18n } from '../i18n/i18n.tsx';

/** Side-menu product search; the results list is part of the catalogue (issue 4). */
export function ProductSearch(_props: { onNavigate: () => void }) {
  const { t } = useI18n();
  return (
    <div role="search">
      <label htmlFor="side-search" className="eyebrow">{t('nav.search')}</label>
      <input id="side-search" type="search" name="keyword" autoComplete="off" placeholder={t('nav.search_placeholder')}
        className="mt-2 min-h-11 w-full rounded-full border border-line bg-surface px-4 text-base" />
    </div>
  );
}
