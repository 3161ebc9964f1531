import { Link } from 'react-router';
import { localizePath } from '@shop/core';
import { useI18n } from '../../i18n/i18n.tsx';
import { AwaitingPaymentList } from './order-bits.tsx';
import type { Order } from './types.ts';

/** /checkout with nothing in the bag: back to the shop, and a member's orders still awaiting payment. */
export function EmptyBag({ loggedIn, awaiting }: { loggedIn: boolean; awaiting: Order[] }) {
  const { t, locale } = useI18n();
  return (
    <section className="container-page mx-auto grid max-w-2xl justify-items-center gap-4 py-16 text-center md:py-24">
      <svg
        width="56"
        height="56"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1"
        className="text-muted"
        aria-hidden="true"
      >
        <path d="M5 8h14l-1 12H6L5 8z" />
        <path d="M9 8V6a3 3 0 0 1 6 0v2" />
      </svg>
      <h1 className="font-serif text-4xl">{t('checkout.empty_title')}</h1>
      <p className="max-w-md text-muted">{t('checkout.empty_body')}</p>
      <Link to={localizePath('/', locale)} className="btn-primary mt-2">
        {t('checkout.empty_cta')}
      </Link>
      {loggedIn && (
        <div className="mt-12 w-full">
          <AwaitingPaymentList orders={awaiting} />
        </div>
      )}
    </section>
  );
}
