import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useFetcher } from 'react-router';
import { localizePath } from '@shop/core';
import { useI18n } from '../../i18n/i18n.tsx';
import type { QuoteResult } from '../../routes/checkout-quote.tsx';
import type { ActionFailure } from './page-types.ts';
import type { Quote } from './types.ts';

/**
 * The live summary: the form goes to /checkout/quote whenever something that changes the price changes
 * (`priceKey`), when the bag changes elsewhere (`bagVersion`, the side cart), and, while the API could not price
 * the page yet, as the shopper types (`changes`). A failed submit's own summary (totals_changed) replaces it.
 */
export function useQuote({
  formRef,
  initial,
  priceKey,
  bagVersion,
  changes,
  result,
}: {
  formRef: RefObject<HTMLFormElement | null>;
  initial: () => Quote | null;
  priceKey: string;
  bagVersion: string;
  changes: number;
  result: ActionFailure | undefined;
}) {
  const { locale } = useI18n();
  const [quote, setQuote] = useState<Quote | null>(initial);
  const fetcher = useFetcher<QuoteResult>();
  const { submit } = fetcher;
  const quotePath = localizePath('/checkout/quote', locale);
  const requote = useCallback(() => {
    const form = formRef.current;
    if (form)
      void submit(new FormData(form), {
        method: 'post',
        action: quotePath,
        defaultShouldRevalidate: false,
      });
  }, [formRef, submit, quotePath]);

  const firstRun = useRef(true);
  useEffect(() => {
    if (firstRun.current) {
      firstRun.current = false;
      return;
    }
    requote();
  }, [priceKey, requote]);
  const seenBag = useRef(bagVersion);
  useEffect(() => {
    if (seenBag.current === bagVersion) return;
    seenBag.current = bagVersion;
    requote();
  }, [bagVersion, requote]);
  useEffect(() => {
    if (quote || changes === 0) return;
    const timer = setTimeout(requote, 800);
    return () => clearTimeout(timer);
  }, [changes, quote, requote]);
  useEffect(() => {
    const r = fetcher.data;
    if (r?.ok) setQuote(r.quote);
  }, [fetcher.data]);
  useEffect(() => {
    if (result?.quote) setQuote(result.quote);
  }, [result]);

  return { quote, quoting: fetcher.state !== 'idle' };
}
