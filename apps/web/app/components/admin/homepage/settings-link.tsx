// Where the settings page's banner and homepage-list cards were: a pointer to the Homepage page that replaced them.
import { Link } from 'react-router';
import { useAdminT } from '../../../lib/admin-i18n.tsx';
import { ADMIN_BUTTON_QUIET } from '../ui.tsx';

export function HomepageLinkCard() {
  const t = useAdminT();
  return (
    <section
      id="homepage"
      aria-labelledby="homepage-h"
      className="flex scroll-mt-4 flex-wrap items-center justify-between gap-4 rounded-xl border border-line bg-surface p-5"
    >
      <div>
        <h2 id="homepage-h" className="font-serif text-xl">
          {t('admin.settings.homepage')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('admin.home.settings_link')}</p>
      </div>
      <Link to="/admin/homepage" className={`${ADMIN_BUTTON_QUIET} min-h-9 px-3`}>
        {t('admin.home.settings_open')}
      </Link>
    </section>
  );
}
