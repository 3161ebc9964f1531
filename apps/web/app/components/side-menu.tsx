import { useI18n } from '../i18n/i18n.tsx';
import type { MenuLink } from '../lib/menu.ts';
import { MenuAnchor } from './site-footer.tsx';
import { ProductSearch } from './product-search.tsx';
import { ThemeSwitch } from './theme-switch.tsx';

const LINK = 'flex min-h-11 items-center rounded px-2 text-base hover:bg-surface-2';

/** A staff-edited tree as nested lists: each level indented under its parent link. */
function LinkList({
  links,
  onNavigate,
  nested,
}: {
  links: MenuLink[];
  onNavigate: () => void;
  nested?: boolean;
}) {
  return (
    <ul className={nested ? 'ml-3 border-l border-line pl-2' : 'mt-2'}>
      {links.map((l) => (
        <li key={l.id}>
          <MenuAnchor link={l} className={LINK} onNavigate={onNavigate} />
          {l.children.length > 0 && <LinkList links={l.children} onNavigate={onNavigate} nested />}
        </li>
      ))}
    </ul>
  );
}

/**
 * The menu drawer (2.3-22, 2.3-23): the product search, the staff-edited side menu (seeded with the main brand's
 * collections by priority, then Big Pi's), the header's links on phones (the top bar shows them from md up), and
 * the theme switch.
 */
export function SideMenu({
  side,
  header,
  onNavigate,
}: {
  side: MenuLink[];
  header: MenuLink[];
  onNavigate: () => void;
}) {
  const { t } = useI18n();
  return (
    <div className="flex flex-col gap-8 p-5">
      <ProductSearch onNavigate={onNavigate} />
      {header.length > 0 && (
        <nav aria-label={t('nav.main')} className="md:hidden">
          <LinkList links={header} onNavigate={onNavigate} />
        </nav>
      )}
      {side.length > 0 && (
        <nav aria-label={t('nav.collections')}>
          <h2 className="eyebrow">{t('nav.collections')}</h2>
          <LinkList links={side} onNavigate={onNavigate} />
        </nav>
      )}
      <ThemeSwitch />
    </div>
  );
}
