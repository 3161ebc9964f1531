import { data, Form, Link } from 'react-router';
import { localizePath } from '@shop/core';
import type { Route } from './+types/scalp-result';
import { api } from '../lib/api.server.ts';
import { cookieHeaders } from '../lib/auth.server.ts';
import { readShopState } from '../lib/shop-state.ts';
import { isScalpId, type ScalpResultOut } from '../lib/scalp-test.server.ts';
import { cardImage, toCard, type CardProduct } from '../lib/product-view.ts';
import { localizedName } from '../lib/format.ts';
import { rootMeta, seoMeta } from '../lib/seo.ts';
import { publicOriginContext } from '../lib/public-origin.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { AddToBag } from '../components/add-to-bag.tsx';
import { IMAGE_SIZES } from '../lib/image-sizes.ts';
import { Picture } from '../components/picture.tsx';

/**
 * A scalp test result (2.12-15): the scalp type, why, and the shampoo with up to two companions the
 * shopper's country can buy, priced in their currency. The owner's, or anyone's once shared (else 404).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const state = readShopState(request);
  if (!isScalpId(params.id)) throw new Response('Not found', { status: 404 });
  const client = api(context, request);
  const result = await client
    .get<ScalpResultOut>(`/api/v1/scalptest/result/${params.id}`, {
      locale: state.locale,
      currency: state.currency,
      country: state.country,
    })
    .catch(() => null);
  if (!result) throw new Response('Not found', { status: 404 });
  const skus = result.products.map((p) => p.sku);
  const products = skus.length ? await client.products(state, { skus }) : [];
  const cards = result.products.flatMap((r) => {
    const p = products.find((x) => x.sku === r.sku);
    return p ? [{ role: r.role, sub_sku: r.sub_sku, card: toCard(p, state.locale) }] : [];
  });
  return { result, cards, origin: context.get(publicOriginContext) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await request.formData();
  const shared = form.get('intent') === 'share';
  const res = await api(context, request).send('POST', `/api/v1/scalptest/${params.id}/share`, { shared });
  return data({ ok: res.ok }, { status: res.ok ? 200 : res.status, headers: cookieHeaders(res.setCookie) });
}

export function meta({ matches }: Route.MetaArgs) {
  const root = rootMeta(matches);
  if (!root) return [];
  // a visitor's own result: never in a search index
  return seoMeta({
    title: `${root.messages['scalp.result_title']} · Oxygen Ceuticals`,
    description: root.messages['scalp.description'],
    path: '/diagnostic/start',
    locale: root.state.locale,
    origin: root.origin,
    noindex: true,
  });
}

function Recommended({ card, subSku }: { card: CardProduct; subSku: string }) {
  const { locale } = useI18n();
  const name = localizedName(card.name, locale);
  const option = card.product_option.find((o) => o.sub_sku === subSku);
  return (
    <article className="flex gap-4 rounded-lg border border-line p-4">
      <Link to={localizePath(card.path, locale)} className="shrink-0">
        <Picture
          image={cardImage(card)}
          src={card.thumbnail}
          sizes={IMAGE_SIZES.px96}
          alt=""
          decorative
          locale={locale}
          width={96}
          height={96}
          eager
          className="h-24 w-24 rounded-sm bg-surface-2 object-cover"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <h3 className="font-medium">
          <Link to={localizePath(card.path, locale)} className="hover:underline">
            {name}
          </Link>
        </h3>
        <AddToBag product={card} option={option} />
      </div>
    </article>
  );
}

export default function ScalpResult({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const { result, cards, origin } = loaderData;
  const shampoo = cards.find((c) => c.role === 'shampoo');
  const companions = cards.filter((c) => c.role === 'companion');
  const link = `${origin}${localizePath(`/scalptest/result/${result.id}`, locale)}`;
  return (
    <section className="container-page mx-auto max-w-3xl py-8 md:py-12">
      <h1 className="font-serif text-3xl md:text-4xl">{t('scalp.result_title')}</h1>
      <h2 className="eyebrow mt-6">{t('scalp.your_type')}</h2>
      <p className="mt-1 font-serif text-2xl">{result.type_name}</p>
      <h2 className="eyebrow mt-6">{t('scalp.why')}</h2>
      <ul className="mt-2 list-disc space-y-1 ps-5">
        {result.reasons.map((r) => (
          <li key={r.key}>{r.text}</li>
        ))}
      </ul>
      {cards.length === 0 && <p className="mt-8 text-muted">{t('scalp.none_available')}</p>}
      {shampoo && (
        <section aria-labelledby="scalp-shampoo" className="mt-8">
          <h2 id="scalp-shampoo" className="font-serif text-2xl">
            {t('scalp.shampoo')}
          </h2>
          <div className="mt-3">
            <Recommended card={shampoo.card} subSku={shampoo.sub_sku} />
          </div>
        </section>
      )}
      {companions.length > 0 && (
        <section aria-labelledby="scalp-companions" className="mt-8">
          <h2 id="scalp-companions" className="font-serif text-2xl">
            {t('scalp.companions')}
          </h2>
          <div className="mt-3 grid gap-3">
            {companions.map((c) => (
              <Recommended key={c.card.sku} card={c.card} subSku={c.sub_sku} />
            ))}
          </div>
        </section>
      )}
      {result.mine && (
        <section aria-labelledby="scalp-share" className="mt-8 rounded-lg bg-surface-2 p-4">
          <h2 id="scalp-share" className="font-medium">
            {t('scalp.share')}
          </h2>
          {result.shared && (
            <>
              <label htmlFor="scalp-link" className="mt-2 block text-sm">
                {t('scalp.share_link')}
              </label>
              <input
                id="scalp-link"
                readOnly
                value={link}
                onFocus={(e) => e.currentTarget.select()}
                className="mt-1 min-h-11 w-full rounded-lg border border-line bg-surface px-3 text-sm"
              />
              <p className="mt-1 text-sm text-muted">{t('scalp.shared_note')}</p>
            </>
          )}
          <Form method="post" className="mt-3">
            <button
              type="submit"
              name="intent"
              value={result.shared ? 'unshare' : 'share'}
              className="btn-ghost min-h-11 border border-line"
            >
              {result.shared ? t('scalp.unshare') : t('scalp.share')}
            </button>
          </Form>
        </section>
      )}
      <Link to={localizePath('/diagnostic/start', locale)} className="btn-ghost mt-8 border border-line">
        {t('scalp.retake')}
      </Link>
      <p className="mt-8 text-xs text-muted">{t('scalp.not_medical')}</p>
    </section>
  );
}
