import { useI18n } from '../i18n/i18n.tsx';

export function meta() {
  return [{ name: 'robots', content: 'noindex' }];
}

/** /maintance (2.2-04 spelling): the page every route shows while MAINTENANCE_MODE is on. */
export default function MaintenancePage() {
  const { t } = useI18n();
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center gap-4 py-20 text-center">
      <title>{t('maintenance.title')}</title>
      <h1 className="font-serif text-4xl">{t('maintenance.title')}</h1>
      <p className="max-w-md text-muted">{t('maintenance.body')}</p>
    </section>
  );
}
