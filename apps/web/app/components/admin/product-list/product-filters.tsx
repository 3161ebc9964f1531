// The product list's filters: a GET form, so they live in the URL and a link or a reload keeps them.
import { Form, Link } from 'react-router';
import type { CatalogueChoices } from '@shop/core/contract/admin-product-out';
import { localizedName } from '../../../lib/admin-catalogue.ts';
import { useAdminLang, useAdminT } from '../../../lib/admin-i18n.tsx';
import { ADMIN_BUTTON, ADMIN_BUTTON_QUIET, ADMIN_INPUT, ADMIN_SELECT, AdminField } from '../ui.tsx';
import type { Filters } from './product-list-types.ts';

export function ProductFilters({
  id,
  filters,
  choices,
  hasFilters,
}: {
  /** the page's id prefix, so every field keeps the id it had */
  id: string;
  filters: Filters;
  choices: CatalogueChoices;
  hasFilters: boolean;
}) {
  const t = useAdminT();
  const lang = useAdminLang();
  return (
    <Form method="get" role="search" className="flex flex-wrap items-end gap-3">
      <AdminField id={`${id}-q`} label={t('admin.search')}>
        <input
          id={`${id}-q`}
          name="q"
          type="search"
          defaultValue={filters.q}
          placeholder={t('admin.cat.search_hint')}
          className={`${ADMIN_INPUT} w-64`}
        />
      </AdminField>
      <FilterSelect id={`${id}-brand`} name="brand" label={t('admin.cat.brand')} value={filters.brand}>
        {choices.brands.map((b) => (
          <option key={b.key} value={b.key}>
            {localizedName(b.name, lang)}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect id={`${id}-type`} name="type" label={t('admin.io.type')} value={filters.type}>
        <option value="product">{t('admin.io.type.product')}</option>
        <option value="treatment">{t('admin.io.type.treatment')}</option>
      </FilterSelect>
      <FilterSelect id={`${id}-status`} name="status" label={t('admin.cat.status')} value={filters.status}>
        <option value="published">{t('admin.cat.published')}</option>
        <option value="unpublished">{t('admin.cat.hidden')}</option>
        <option value="archived">{t('admin.io.archived')}</option>
      </FilterSelect>
      <FilterSelect id={`${id}-stock`} name="stock" label={t('admin.io.stock_filter')} value={filters.stock}>
        <option value="in">{t('admin.io.stock.in')}</option>
        <option value="low">{t('admin.io.stock.low')}</option>
        <option value="out">{t('admin.io.stock.out')}</option>
      </FilterSelect>
      <FilterSelect
        id={`${id}-collection`}
        name="collection"
        label={t('admin.io.collection')}
        value={filters.collection}
      >
        {choices.collections.map((c) => (
          <option key={c.key} value={c.key}>
            {localizedName(c.name, lang)}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect id={`${id}-tag`} name="tag" label={t('admin.io.tag')} value={filters.tag}>
        {choices.tags.map((c) => (
          <option key={c.key} value={c.key}>
            {localizedName(c.name, lang)}
          </option>
        ))}
      </FilterSelect>
      {filters.sort && <input type="hidden" name="sort" value={filters.sort} />}
      <button type="submit" className={ADMIN_BUTTON}>
        {t('admin.filter')}
      </button>
      {hasFilters && (
        <Link to="/admin/products" className={ADMIN_BUTTON_QUIET}>
          {t('admin.clear_filters')}
        </Link>
      )}
    </Form>
  );
}

function FilterSelect({
  id,
  name,
  label,
  value,
  children,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  children: React.ReactNode;
}) {
  const t = useAdminT();
  return (
    <AdminField id={id} label={label}>
      <select id={id} name={name} defaultValue={value} className={ADMIN_SELECT}>
        <option value="">{t('admin.all')}</option>
        {children}
      </select>
    </AdminField>
  );
}
