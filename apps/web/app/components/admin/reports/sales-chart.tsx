// Net sales of one currency as inline SVG bars: a labelled image (title and description), each bar titled; the
// page's table beside it holds the same figures.
import { useId } from 'react';
import type { ReportGroup } from '@shop/core';
import { useAdminLang, useAdminT } from '../../../lib/admin-i18n.tsx';
import { adminMoney } from '../../../lib/admin-money.ts';

export function SalesChart({
  currency,
  by,
  bars,
}: {
  currency: string;
  by: ReportGroup;
  bars: { label: string; net: number }[];
}) {
  const t = useAdminT();
  const lang = useAdminLang();
  const id = useId();
  const first = bars[0];
  const last = bars.at(-1);
  if (!first || !last) return null;
  const max = Math.max(1, ...bars.map((b) => b.net));
  const min = Math.min(0, ...bars.map((b) => b.net));
  const W = 600;
  const H = 180;
  const gap = bars.length > 40 ? 1 : 4;
  const w = (W - gap * (bars.length - 1)) / bars.length;
  const y = (v: number) => ((max - v) / (max - min)) * H;
  const total = bars.reduce((n, b) => n + b.net, 0);
  const title = t('admin.reports.chart_title', { currency, by: t(`admin.reports.by.${by}`) });
  return (
    <figure className="min-w-0">
      <svg
        viewBox={`0 0 ${W} ${H + 4}`}
        className="h-auto w-full text-text"
        role="img"
        aria-labelledby={`${id}-t ${id}-d`}
        preserveAspectRatio="none"
      >
        <title id={`${id}-t`}>{title}</title>
        <desc id={`${id}-d`}>
          {t('admin.reports.chart_desc', {
            n: bars.length,
            first: first.label,
            last: last.label,
            total: adminMoney(total, currency, lang),
          })}
        </desc>
        <line x1="0" x2={W} y1={y(0)} y2={y(0)} className="stroke-line" strokeWidth="1" />
        {bars.map((b, i) => {
          const top = Math.min(y(b.net), y(0));
          const h = Math.abs(y(b.net) - y(0));
          return (
            <rect
              key={`${b.label}-${i}`}
              x={i * (w + gap)}
              y={top}
              width={w}
              height={Math.max(h, b.net !== 0 ? 2 : 0)}
              rx="2"
              className="fill-current"
            >
              <title>{`${b.label}: ${adminMoney(b.net, currency, lang)}`}</title>
            </rect>
          );
        })}
      </svg>
      <figcaption className="mt-1 flex justify-between text-xs text-muted" aria-hidden="true">
        <span>{first.label}</span>
        <span>{last.label}</span>
      </figcaption>
    </figure>
  );
}
