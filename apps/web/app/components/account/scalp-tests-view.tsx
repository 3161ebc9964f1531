import { Link } from 'react-router';
import { SCALP_TYPE_NAMES, localizePath, type ScalpType } from '@shop/core';
import { useI18n } from '../../i18n/i18n.tsx';
import { intlLocale } from '../../lib/format.ts';
import type { ScalpTestsViewData } from '../../routes/account/scalp-tests.server.ts';

/** The member's scalp test results, each linking to its result page. */
export function ScalpTestsView({ data }: { data: ScalpTestsViewData }) {
  const { t, locale } = useI18n();
  const date = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium' });
  return (
    <section aria-labelledby="scalp-tests-title">
      <h2 id="scalp-tests-title" className="font-serif text-2xl">
        {t('scalp.account_title')}
      </h2>
      {data.tests.length === 0 ? (
        <p className="mt-4 text-muted">{t('scalp.account_empty')}</p>
      ) : (
        <ul className="mt-4 grid gap-3">
          {data.tests.map((s) => (
            <li
              key={s.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-line p-4"
            >
              <span>
                <span className="font-medium">
                  {SCALP_TYPE_NAMES[s.type as ScalpType]?.[locale] ?? s.type}
                </span>
                <span className="ms-2 text-sm text-muted">{date.format(new Date(s.created_at))}</span>
              </span>
              <Link to={localizePath(`/scalptest/result/${s.id}`, locale)} className="underline">
                {t('scalp.account_open')}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link to={localizePath('/diagnostic/start', locale)} className="btn-ghost mt-6 border border-line">
        {t('scalp.banner_cta')}
      </Link>
    </section>
  );
}
