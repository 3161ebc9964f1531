// `sizes` of each layout that shows a picture (2.9-01): the width the picture takes at each breakpoint, so the browser
// picks the smallest variant that fills it. Tailwind's breakpoints (md 768, lg 1024, xl 1280); `.container-page` is
// at most 1280 px with 16 px sides on a phone and 32 px from md, so its content is at most 1216 px.
import type { Locale } from '@shop/core';
import type { MediaImage } from '@shop/core/contract/media';

export const IMAGE_SIZES = {
  /** the product grid: two columns (16 px gap) on a phone, four (24 px gaps) from md */
  card: '(min-width: 1280px) 286px, (min-width: 768px) calc(25vw - 34px), calc(50vw - 24px)',
  /** the two-per-row grid: two columns at every width */
  cardHalf: '(min-width: 1280px) 596px, (min-width: 768px) calc(50vw - 44px), calc(50vw - 24px)',
  /** a card in a two-per-view slider (85% of the page on a phone, half from sm) */
  sliderHalf: '(min-width: 1280px) 600px, (min-width: 640px) calc(50vw - 24px), 85vw',
  /** the product page's main picture: 7 of 12 columns (40 px gaps) from md, the page's width on a phone */
  gallery: '(min-width: 1280px) 693px, (min-width: 768px) calc(58vw - 54px), calc(100vw - 32px)',
  /** the gallery's 64 px choices */
  galleryThumb: '64px',
  /** the quick view: half a dialog of at most 56rem; its first picture spans both of its two columns */
  quickViewMain: '(min-width: 768px) min(400px, 45vw), 90vw',
  quickViewSmall: '(min-width: 768px) min(200px, 22vw), 45vw',
  /** a home or marketplace banner: 7 of 12 columns from md (home), half the page (marketplace) */
  homeBanner: '(min-width: 1280px) 693px, (min-width: 768px) calc(58vw - 54px), calc(100vw - 32px)',
  marketplaceBanner: '(min-width: 1280px) 596px, (min-width: 768px) calc(50vw - 44px), calc(100vw - 32px)',
  /** the collection's header picture: at most 320 px (max-w-xs) */
  collectionHeader: '(min-width: 400px) 320px, calc(100vw - 32px)',
  /** recently viewed: two per view in at most 768 px (md:max-w-3xl) */
  recentlyViewed: '(min-width: 768px) 360px, (min-width: 640px) calc(50vw - 24px), 85vw',
  /** recently viewed in the bag drawer: two per view in a drawer of about 400 px */
  cartRecent: '200px',
  /** before and after: half the page's content from md (the slider; side by side each is a quarter) */
  beforeAfter: '(min-width: 1280px) 588px, (min-width: 768px) calc(50vw - 52px), calc(100vw - 32px)',
  /** small fixed boxes: a bag line, a search hit, an order line, a table row */
  px40: '40px',
  px64: '64px',
  px72: '72px',
  px96: '96px',
  /** an add-on in the bag's slider (about 120 px) and a product page's add-on card */
  cartOffer: '120px',
  addOn: '(min-width: 768px) 200px, 45vw',
  /** the back office's collection picture (240 px) */
  adminCollection: '240px',
  /** the back office's banner picture (240 px) */
  adminBanner: '240px',
  /** a review photo in the list (80 px), opened (at most 90% of the screen), a story card (112 px or 192 px) */
  reviewThumb: '80px',
  reviewOpen: '90vw',
  storyCompact: '112px',
  story: '192px',
} as const;

/** hk and zh read Traditional, cn Simplified, en English */
const SCRIPT_OF: Record<Locale, 'eng' | 'chi' | 'cn'> = { hk: 'chi', zh: 'chi', cn: 'cn', en: 'eng' };

/** A picture's alt text (2.9-01): staff's text in the page's script, else the caller's (the product's name). */
export function pictureAlt(alt: MediaImage['alt'] | undefined, locale: Locale, fallback: string): string {
  const own = alt?.[SCRIPT_OF[locale]]?.trim();
  return own || fallback;
}
