// The homepage sections showing now, in staff's order: consecutive hero slides share one slider (as the home always
// showed them), a banner is a wide picture with its text, a product list a grid (the treatments a slider), stories a
// row of cards. The scalp-test banner follows the first section (the leading hero slides, as seeded). Pictures go through <Picture> (AVIF/WebP).
import { Fragment } from 'react';
import { Link } from 'react-router';
import { localizePath } from '@shop/core';
import type { HomepageSectionOut } from '@shop/core/contract/admin-homepage';
import type { StoryOut } from '@shop/core/contract/review';
import { useI18n } from '../../i18n/i18n.tsx';
import { localizedName } from '../../lib/format.ts';
import { IMAGE_SIZES } from '../../lib/image-sizes.ts';
import { isPendingPage } from '../../lib/pending-pages.ts';
import type { CardProduct } from '../../lib/product-view.ts';
import { HydrateNear } from '../../lib/hydrate-near.tsx';
import { Picture } from '../picture.tsx';
import { ProductCard } from '../product-card.tsx';
import { ProductGrid } from '../product-grid.tsx';
import { Stars } from '../product/stars.tsx';
import { Slider } from '../slider.tsx';

type Shown = Extract<HomepageSectionOut, { kind: 'hero' | 'banner' }>;
export type HomeBlock =
  | Shown
  | (Extract<HomepageSectionOut, { kind: 'product_list' }> & { products: CardProduct[] })
  | (Extract<HomepageSectionOut, { kind: 'stories' }> & { stories: StoryOut[] });

type Group = { kind: 'heroes'; items: Shown[] } | { kind: 'one'; block: HomeBlock };

function group(blocks: HomeBlock[]): Group[] {
  const out: Group[] = [];
  for (const b of blocks) {
    const last = out.at(-1);
    if (b.kind === 'hero' && last?.kind === 'heroes') last.items.push(b);
    else if (b.kind === 'hero') out.push({ kind: 'heroes', items: [b] });
    else out.push({ kind: 'one', block: b });
  }
  return out;
}

export function HomeSections({ blocks }: { blocks: HomeBlock[] }) {
  const groups = group(blocks);
  // the owner's top section leads the page (the hero slides, or whatever was dragged first); the banner follows it
  const scalpAfter = groups.length ? 0 : -1;
  return (
    <>
      {scalpAfter < 0 && <ScalpBanner />}
      {groups.map((g, i) => {
        const key = g.kind === 'heroes' ? g.items[0]!.id : g.block.id;
        const view = (
          <GroupView group={g} first={i === 0}>
            {i === scalpAfter && <ScalpBanner />}
          </GroupView>
        );
        // the first section hydrates with the page; the later ones as the reader nears them
        return i === 0 ? (
          <Fragment key={key}>{view}</Fragment>
        ) : (
          <HydrateNear key={key} name={`home-${key}`}>
            {view}
          </HydrateNear>
        );
      })}
    </>
  );
}

function GroupView({
  group: g,
  first,
  children,
}: {
  group: Group;
  first: boolean;
  children?: React.ReactNode;
}) {
  const { t } = useI18n();
  if (g.kind === 'heroes')
    return (
      <>
        <section aria-label={t('home.hero_label')} className="bg-surface-2">
          <div className="container-page py-8 md:py-12">
            <Slider label={t('home.hero_label')} perView={1}>
              {g.items.map((b, i) => (
                <Slide key={b.id} b={b} heading={first && i === 0} priority={first && i === 0} eyebrow />
              ))}
            </Slider>
          </div>
        </section>
        {children}
      </>
    );
  const b = g.block;
  if (b.kind === 'banner' || b.kind === 'hero')
    return (
      <section aria-labelledby={`hs-${b.id}`} className={first ? 'bg-surface-2' : 'container-page mt-16'}>
        <div className={first ? 'container-page py-8 md:py-12' : 'rounded-lg bg-surface-2 p-6 md:p-10'}>
          <Slide b={b} heading={first} priority={first} titleId={`hs-${b.id}`} />
        </div>
      </section>
    );
  if (b.kind === 'product_list') return <ProductListSection b={b} first={first} />;
  return <StoriesSection b={b} />;
}

function Slide({
  b,
  heading,
  priority,
  eyebrow,
  titleId,
}: {
  b: Shown;
  heading: boolean;
  priority: boolean;
  eyebrow?: boolean;
  titleId?: string;
}) {
  const { t, locale } = useI18n();
  const title = localizedName(b.title, locale);
  const TitleTag = heading ? 'h1' : titleId ? 'h2' : 'p';
  const alt = localizedName(b.alt, locale);
  return (
    <div className="grid items-center gap-8 md:grid-cols-12">
      <div className="md:col-span-5">
        {eyebrow && <p className="eyebrow">{t('home.hero_label')}</p>}
        <TitleTag id={titleId} className="mt-3 font-serif text-4xl leading-tight md:text-6xl">
          {title}
        </TitleTag>
        <p className="mt-4 max-w-md text-muted">{localizedName(b.subtitle, locale)}</p>
        {/* a button to a page that comes in a later issue is hidden, not broken */}
        {b.href && !isPendingPage(b.href) && localizedName(b.button, locale) && (
          <Link to={localizePath(b.href, locale)} className="btn-primary mt-8">
            {localizedName(b.button, locale)}
          </Link>
        )}
      </div>
      <div className="md:col-span-7">
        <Picture
          image={{ ...b.image, alt: b.alt }}
          sizes={IMAGE_SIZES.homeBanner}
          alt={alt}
          decorative={!alt}
          locale={locale}
          width={1600}
          height={800}
          priority={priority}
          className="aspect-[2/1] w-full rounded-sm object-cover"
        />
      </div>
    </div>
  );
}

function ScalpBanner() {
  const { t, locale } = useI18n();
  return (
    <section aria-labelledby="scalp-banner-title" className="container-page mt-8">
      <div className="flex flex-col gap-4 rounded-lg bg-surface-2 p-6 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="scalp-banner-title" className="font-serif text-2xl">
            {t('scalp.banner_title')}
          </h2>
          <p className="mt-1 text-muted">{t('scalp.banner_body')}</p>
        </div>
        <Link to={localizePath('/diagnostic/start', locale)} className="btn-primary shrink-0">
          {t('scalp.banner_cta')}
        </Link>
      </div>
    </section>
  );
}

function ProductListSection({
  b,
  first,
}: {
  b: Extract<HomeBlock, { kind: 'product_list' }>;
  first: boolean;
}) {
  const { t, locale } = useI18n();
  if (!b.products.length) return null;
  const own = localizedName(b.title, locale);
  const treatments = b.list_key === 'treatment_list';
  // an empty title: the standard heading of the list, in every locale's own words
  const title = own || t(treatments ? 'home.treatments' : 'home.best_sellers');
  const intro = own ? '' : t(treatments ? 'home.treatments_intro' : 'home.best_sellers_intro');
  const id = `hs-${b.id}`;
  return (
    <section aria-labelledby={id} className={`container-page ${treatments ? 'mt-20' : 'mt-16'}`}>
      <h2 id={id} className="font-serif text-3xl md:text-4xl">
        {title}
      </h2>
      {intro && <p className="mt-1 text-muted">{intro}</p>}
      <div className="mt-8">
        {treatments ? (
          <Slider label={title} perView={2}>
            {b.products.map((p) => (
              <ProductCard key={p._id} product={p} sizes={IMAGE_SIZES.sliderHalf} />
            ))}
          </Slider>
        ) : (
          // below the hero a list's pictures load lazily: eager ones would be preloaded, and race the hero
          <ProductGrid products={b.products} quickView eagerCount={first ? 4 : 0} />
        )}
      </div>
    </section>
  );
}

function StoriesSection({ b }: { b: Extract<HomeBlock, { kind: 'stories' }> }) {
  const { t, locale } = useI18n();
  if (!b.stories.length) return null;
  const id = `hs-${b.id}`;
  return (
    <section aria-labelledby={id} className="container-page mt-20">
      <h2 id={id} className="font-serif text-3xl md:text-4xl">
        {localizedName(b.title, locale) || t('review.stories')}
      </h2>
      <ul className="mt-8 flex snap-x gap-4 overflow-x-auto" tabIndex={0} aria-labelledby={id}>
        {b.stories.map((s) => (
          <li key={s.id} className="w-48 shrink-0 snap-start">
            <figure>
              {s.image_url && (
                <Picture
                  src={s.image_url}
                  sizes={IMAGE_SIZES.story}
                  alt=""
                  decorative
                  locale={locale}
                  width={300}
                  height={400}
                  className="aspect-[3/4] w-full rounded object-cover"
                />
              )}
              <figcaption className="mt-2 text-sm">
                <span className="block font-medium">{s.title}</span>
                <span className="block">
                  {s.name} · <Stars rating={s.rating} label={t('review.stars', { n: s.rating })} />
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
