// /admin/products/:id: the overview. Where the product stands (published, hidden or archived; translations
// missing), what can be done with it as a whole (duplicate, archive, restore, delete while never ordered) and its
// pictures.
import { Link, useFetcher, useSearchParams } from 'react-router';
import type { Route } from './+types/overview';
import { formatAdminMoney, localizedName } from '../../../lib/admin-catalogue.ts';
import type { FormResult } from '../../../lib/admin-form.ts';
import { useAdminLang, useAdminT } from '../../../lib/admin-i18n.tsx';
import { FormOutcome } from '../../../components/admin/admin-form.tsx';
import { ADMIN_BUTTON_QUIET, Card, Notice } from '../../../components/admin/ui.tsx';
import { ImagesCard } from '../../../components/admin/product/images-card.tsx';
import { ConfirmAction } from '../../../components/admin/product/editor-ui.tsx';
import { useEditorContext } from '../../../components/admin/product/editor-context.ts';
import { productFormPath } from '../../../components/admin/product/product-types.ts';

export default function Overview(_: Route.ComponentProps) {
  const t = useAdminT();
  const lang = useAdminLang();
  const { product, canEdit } = useEditorContext();
  const base = `/admin/products/${encodeURIComponent(product.id)}`;
  const live = product.options.filter((o) => !o.archived);
  const missing = product.missing_translations.length;
  const [search] = useSearchParams();
  return (
    <>
      {search.get('created') && <Notice tone="success">{t('admin.pe.created')}</Notice>}
      <Card title={t('admin.pe.status')}>
        <div className="flex flex-col gap-3 text-sm">
          <p>
            {product.archived
              ? t('admin.pe.status.archived_note')
              : product.published
                ? t('admin.pe.status.published_note')
                : t('admin.pe.status.hidden_note')}
          </p>
          <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]">
            <dt className="text-muted">{t('admin.pe.options_count')}</dt>
            <dd>
              <Link to={`${base}/options`} className="underline">
                {t('admin.pe.options_summary', { n: live.length })}
              </Link>
              {live[0] && (
                <>
                  {' '}
                  ·{' '}
                  {t('admin.pe.from_price', {
                    price: formatAdminMoney(Math.min(...live.map((o) => o.price)), 'HKD', lang),
                  })}
                </>
              )}
            </dd>
            <dt className="text-muted">{t('admin.pe.translations')}</dt>
            <dd>
              {missing === 0 ? (
                t('admin.pe.translations_complete')
              ) : (
                <Link to={`${base}/description`} className="underline">
                  {t('admin.pe.translations_missing', { n: missing })}
                </Link>
              )}
            </dd>
            {product.offers.length > 0 && (
              <>
                <dt className="text-muted">{t('admin.pe.offers')}</dt>
                <dd>{product.offers.map((o) => localizedName(o.name, lang)).join(', ')}</dd>
              </>
            )}
          </dl>
          {canEdit && <StatusActions />}
        </div>
      </Card>
      <ImagesCard product={product} canEdit={canEdit && !product.archived} />
    </>
  );
}

function StatusActions() {
  const t = useAdminT();
  const lang = useAdminLang();
  const { product } = useEditorContext();
  const restore = useFetcher<FormResult>();
  const name = localizedName(product.name, lang);
  if (product.archived)
    return (
      <restore.Form
        method="post"
        action={productFormPath(product.id, 'archive')}
        className="flex flex-wrap gap-3"
      >
        <input type="hidden" name="archived" value="false" />
        <button type="submit" className={ADMIN_BUTTON_QUIET} disabled={restore.state !== 'idle'}>
          {t('admin.pe.restore')}
        </button>
        <FormOutcome result={restore.data} />
      </restore.Form>
    );
  return (
    <div className="flex flex-col gap-3 border-t border-line pt-3">
      <div className="flex flex-wrap items-center gap-3">
        <ConfirmAction
          action={productFormPath(product.id, 'duplicate')}
          label={t('admin.pe.duplicate')}
          title={t('admin.pe.duplicate_title', { name })}
          body={<p>{t('admin.pe.duplicate_body')}</p>}
          confirm={t('admin.pe.duplicate_confirm')}
        />
        <ConfirmAction
          action={productFormPath(product.id, 'archive')}
          fields={{ archived: 'true' }}
          label={t('admin.pe.archive')}
          title={t('admin.pe.archive_title', { name })}
          body={<p>{t('admin.pe.archive_body')}</p>}
          confirm={t('admin.pe.archive_confirm')}
          danger
        />
        {!product.ever_ordered && (
          <ConfirmAction
            action={productFormPath(product.id, 'delete')}
            label={t('admin.pe.delete')}
            title={t('admin.pe.delete_title', { name })}
            body={<p>{t('admin.pe.delete_body')}</p>}
            confirm={t('admin.pe.delete_confirm')}
            danger
          />
        )}
      </div>
      {product.ever_ordered && <p className="text-muted">{t('admin.pe.delete_ordered')}</p>}
    </div>
  );
}
