// The branded HTML of every email, built with react-email components (no JSX: the API runs its TypeScript as is).
// Inline styles only; colours that read on light and dark backgrounds (clients that force dark mode invert the
// white card and keep contrast); the logo has alt text and the shop's name beside it, so it reads without images.
import { createElement as h, type ReactNode } from 'react';
import {
  Body,
  Button,
  Column,
  Container,
  Head,
  Hr,
  Html,
  Img,
  Link,
  Preview,
  Row,
  Section,
  Text,
} from '@react-email/components';
import { LOCALE_META, type Locale } from '@shop/core';
import type { EmailOrder, EmailShop } from './email-data.ts';
import type { Block } from './email-bodies.ts';
import { LABELS } from './email-labels.ts';

// brand colours from the storefront (apps/web app.css): accent #5b4a3a on #fbf9f6, text #1f1c19, muted #6a625a
const C = {
  bg: '#fbf9f6',
  card: '#ffffff',
  text: '#1f1c19',
  muted: '#6a625a',
  line: '#e5dfd6',
  accent: '#5b4a3a',
};
const FONT =
  'system-ui,-apple-system,"Segoe UI",Roboto,"PingFang TC","Noto Sans CJK TC","Microsoft JhengHei",Arial,sans-serif';
const p = { fontSize: '15px', lineHeight: '24px', color: C.text, margin: '0 0 14px' };
const small = { fontSize: '13px', lineHeight: '20px', color: C.muted, margin: '0' };
const th = { ...small, fontWeight: 600, padding: '6px 0' };

function OrderSummary({ o, locale }: { o: EmailOrder; locale: Locale }) {
  const l = LABELS[locale];
  const money = (label: string, value: string, strong = false) =>
    h(Row, {
      key: label,
      children: [
        h(Column, { key: 'l', style: { ...p, margin: 0, fontWeight: strong ? 700 : 400 } }, label),
        h(
          Column,
          { key: 'v', align: 'right', style: { ...p, margin: 0, fontWeight: strong ? 700 : 400 } },
          value,
        ),
      ],
    });
  const address = (key: string, title: string, lines: string[]) =>
    h(
      Column,
      { key, style: { verticalAlign: 'top', width: '50%', paddingRight: '12px' } },
      h(Text, { style: th }, title),
      h(
        Text,
        { style: { ...p, fontSize: '14px', lineHeight: '21px' } },
        ...lines.flatMap((x, i) => (i ? [h('br', { key: i }), x] : [x])),
      ),
    );
  return h(
    Section,
    { style: { margin: '8px 0 0' } },
    h(Text, { style: th }, l.items),
    ...o.lines.map((line, i) =>
      h(Row, {
        key: i,
        style: { borderTop: `1px solid ${C.line}` },
        children: [
          h(
            Column,
            { key: 'img', style: { width: '64px', padding: '10px 12px 10px 0', verticalAlign: 'top' } },
            line.image
              ? h(Img, {
                  src: line.image,
                  alt: line.name,
                  width: 56,
                  height: 56,
                  style: { borderRadius: '6px', border: `1px solid ${C.line}`, backgroundColor: C.bg },
                })
              : null,
          ),
          h(
            Column,
            { key: 'name', style: { padding: '10px 0', verticalAlign: 'top' } },
            h(Text, { style: { ...p, margin: 0 } }, line.name),
            h(Text, { style: small }, [line.option, `${l.qty} ${line.quantity}`].filter(Boolean).join(' · ')),
          ),
          h(
            Column,
            {
              key: 'price',
              align: 'right',
              style: { ...p, margin: 0, padding: '10px 0', verticalAlign: 'top', whiteSpace: 'nowrap' },
            },
            line.price,
          ),
        ],
      }),
    ),
    h(Hr, { style: { borderColor: C.line, margin: '4px 0 10px' } }),
    money(l.subtotal, o.subtotal),
    o.discount ? money(l.discount, `-${o.discount}`) : null,
    o.giftWrap ? money(l.giftWrap, o.giftWrap) : null,
    money(l.delivery, o.delivery),
    money(l.total, o.total, true),
    h(Hr, { style: { borderColor: C.line, margin: '14px 0' } }),
    h(Row, {
      children: [
        address('d', l.deliverTo, [...o.deliveryAddress, ...(o.deliveryMethod ? [o.deliveryMethod] : [])]),
        address('b', l.billTo, o.billingAddress ?? o.deliveryAddress),
      ],
    }),
    h(Text, { style: th }, l.payment),
    h(Text, { style: p }, o.paymentMethod),
    o.orderUrl ? h(Cta, { url: o.orderUrl, label: l.viewOrder }) : null,
  );
}

function Cta({ url, label }: { url: string; label: string }) {
  return h(
    Section,
    { style: { margin: '8px 0 18px' } },
    h(
      Button,
      {
        href: url,
        style: {
          backgroundColor: C.accent,
          color: '#ffffff',
          borderRadius: '6px',
          padding: '12px 20px',
          fontSize: '15px',
          fontWeight: 600,
          textDecoration: 'none',
          display: 'inline-block',
        },
      },
      label,
    ),
  );
}

function BlockView({ b, locale }: { b: Block; locale: Locale }): ReactNode {
  if ('order' in b) return h(OrderSummary, { o: b.order, locale });
  if ('button' in b) return h(Cta, { url: b.url, label: b.button });
  if ('code' in b)
    return h(
      Text,
      {
        style: {
          ...p,
          fontSize: '28px',
          lineHeight: '36px',
          letterSpacing: '6px',
          fontWeight: 700,
          color: C.accent,
          textAlign: 'center',
          border: `1px solid ${C.line}`,
          borderRadius: '6px',
          padding: '12px',
        },
      },
      b.code,
    );
  if ('list' in b)
    return h(
      Section,
      null,
      h(Text, { style: { ...p, margin: '0 0 4px' } }, b.list),
      ...b.items.map((x, i) =>
        h(Text, { key: i, style: { ...p, margin: '0 0 4px', paddingLeft: '12px' } }, `• ${x}`),
      ),
    );
  return h(Text, { style: p }, b.p);
}

export function EmailLayout(props: {
  locale: Locale;
  shop: EmailShop;
  preview: string;
  greeting: string | null;
  intro: string;
  blocks: Block[];
}) {
  const { locale, shop } = props;
  const l = LABELS[locale];
  return h(
    Html,
    { lang: LOCALE_META[locale].htmlLang, dir: 'ltr' },
    h(
      Head,
      null,
      h('meta', { name: 'color-scheme', content: 'light dark' }),
      h('meta', { name: 'supported-color-schemes', content: 'light dark' }),
    ),
    h(Preview, null, props.preview),
    h(
      Body,
      { style: { backgroundColor: C.bg, margin: 0, padding: '24px 0', fontFamily: FONT, color: C.text } },
      h(
        Container,
        {
          style: {
            maxWidth: '560px',
            backgroundColor: C.card,
            border: `1px solid ${C.line}`,
            borderRadius: '10px',
            padding: '28px 28px 20px',
          },
        },
        h(
          Section,
          { style: { marginBottom: '18px' } },
          h(
            Link,
            { href: shop.url, style: { color: C.accent, textDecoration: 'none' } },
            h(Img, {
              src: `${shop.url}/icon-192.png`,
              alt: shop.name,
              width: 40,
              height: 40,
              style: {
                display: 'inline-block',
                verticalAlign: 'middle',
                borderRadius: '8px',
                marginRight: '10px',
              },
            }),
            h(
              'span',
              { style: { fontSize: '18px', fontWeight: 700, verticalAlign: 'middle', color: C.accent } },
              shop.name,
            ),
          ),
        ),
        props.greeting ? h(Text, { style: p }, props.greeting) : null,
        ...props.intro.split(/\n{2,}/).map((x, i) => h(Text, { key: `i${i}`, style: p }, x)),
        ...props.blocks.map((b, i) => h(BlockView, { key: i, b, locale })),
        h(Hr, { style: { borderColor: C.line, margin: '18px 0 12px' } }),
        h(
          Text,
          { style: small },
          `${l.help} `,
          h(Link, { href: `mailto:${shop.contactEmail}`, style: { color: C.accent } }, shop.contactEmail),
        ),
        h(Text, { style: { ...small, marginTop: '6px' } }, l.footer(shop.name)),
      ),
    ),
  );
}
