// Beside the settings page's remaining lists and marketplace banners: a pointer to the Homepage page, which holds the
// hero slides, banners and the best-seller and treatment lists.
import { Link } from 'react-router';
import { useAdminT } from '../../../lib/admin-i18n.tsx';
import { ADMIN_BUTTON_QUIET } from '../ui.tsx';

export function HomepageLinkCard() {
  const t = useAdminT();
  return (
    <section
      id="homepage-sections"
      aria-labelledby="homepage-sections-h"
      className="flex scroll-mt-4 flex-wrap items-center justify-between gap-4 rounded-xl border border-line bg-surface p-5"
    >
      <div>
        <h2 id="homepage-sections-h" className="font-serif text-xl">
          {t('admin.home.page_title')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('admin.home.settings_link')}</p>
      </div>
      <Link to="/admin/homepage" className={`${ADMIN_BUTTON_QUIET} min-h-9 px-3`}>
        {t('admin.home.settings_open')}
      </Link>
    </section>
  );
}
