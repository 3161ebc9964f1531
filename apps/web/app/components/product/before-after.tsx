import { useEffect, useId, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { IMAGE_SIZES } from '../../lib/image-sizes.ts';
import { Picture } from '../picture.tsx';

/**
 * Before/after (2.9-09): the two pictures one over the other, and a range control (keyboard and touch) that
 * uncovers the after picture from the left. Without JavaScript the two halves show at 50%. The tested result
 * in words is the caption, so the comparison never depends on seeing the pictures.
 */
export function BeforeAfter({
  images,
  name,
  result,
}: {
  images: { before: string; after: string };
  name: string;
  result: string | undefined;
}) {
  const { t, locale } = useI18n();
  const id = useId();
  const [split, setSplit] = useState(50);
  // the server draws the comparison at 50% as the browser will (no layout shift when it hydrates); the control
  // works once the section has hydrated
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const pic = (src: string, alt: string, extra = '') => (
    <Picture
      src={src}
      sizes={IMAGE_SIZES.beforeAfter}
      alt={alt}
      locale={locale}
      width={640}
      height={800}
      className={`aspect-[4/5] w-full rounded-sm bg-surface-2 object-cover ${extra}`}
    />
  );
  return (
    <section className="mt-16" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="font-serif text-2xl">
        {t('product.before_after')}
      </h2>
      <figure className="mt-6 grid gap-6 md:grid-cols-12">
        <div className="md:col-span-6">
          <div className="relative select-none overflow-hidden rounded-sm">
            {pic(images.before, t('pdp.before_alt', { name }))}
            <div className="absolute inset-0" style={{ clipPath: `inset(0 ${100 - split}% 0 0)` }}>
              {pic(images.after, t('pdp.after_alt', { name }))}
            </div>
            <div
              aria-hidden="true"
              className="absolute inset-y-0 w-0.5 bg-surface shadow"
              style={{ left: `calc(${split}% - 1px)` }}
            />
            <span className="absolute left-3 top-3 rounded-full bg-surface/90 px-3 py-1 text-xs">
              {t('pdp.after')}
            </span>
            <span className="absolute right-3 top-3 rounded-full bg-surface/90 px-3 py-1 text-xs">
              {t('pdp.before')}
            </span>
          </div>
          {/* without JavaScript the halves stay at 50%, and the control that cannot move them is not shown */}
          <label className="mt-3 grid gap-1 text-sm [@media(scripting:none)]:hidden">
            <span>{t('pdp.compare')}</span>
            <input
              type="range"
              min={0}
              max={100}
              step={5}
              value={split}
              disabled={!hydrated}
              onChange={(e) => setSplit(Number(e.target.value))}
              aria-valuetext={t('pdp.compare_value', { percent: split })}
              className="min-h-11 w-full accent-[var(--accent)]"
            />
          </label>
        </div>
        <figcaption className="self-center md:col-span-6">
          {result && <p className="text-lg leading-relaxed">{result}</p>}
          <p className="mt-3 text-sm text-muted">{t('pdp.illustration')}</p>
        </figcaption>
      </figure>
    </section>
  );
}
