// One entry for every email the shop sends: the template's subject and intro (built-in, or the wording staff saved
// for the language, placeholders filled), its blocks, rendered as branded HTML (react-email) and a plain-text part
// that says the same. The admin preview and "send me a test" use sampleEmailData.
import { render } from '@react-email/render';
import { createElement } from 'react';
import { fillPlaceholders, type EmailTemplateKey, type Locale } from '@shop/core';
import type { EmailData, EmailOrder } from './email-data.ts';
import { BODIES, PARTIAL_SHIPMENT, RETURN_STATUS, type Block } from './email-bodies.ts';
import { EmailLayout } from './email-layout.ts';
import { LABELS } from './email-labels.ts';
import { WORDING } from './email-wording.ts';

export type { EmailData } from './email-data.ts';
export { sampleEmailData } from './email-samples.ts';

/** The built-in subject and intro of an email in a language, with its `{placeholders}`. */
export function defaultWording(key: EmailTemplateKey, locale: Locale): { subject: string; intro: string } {
  return { ...WORDING[key][locale] };
}

/** The values of a template's placeholders (core EMAIL_TEMPLATES lists which each key may use). */
function placeholderValues<K extends EmailTemplateKey>(key: K, locale: Locale, data: EmailData[K]) {
  const d = data as Partial<Record<string, unknown>> & EmailData[K];
  const o = (d as { order?: EmailOrder }).order;
  const v: Record<string, string> = { shop_name: data.shop.name };
  if (o) Object.assign(v, { customer_name: o.customerName, order_number: o.number, order_total: o.total });
  const str = (k: string, name = k) => {
    const x = d[k];
    if (typeof x === 'string') v[name] = x;
    if (typeof x === 'number') v[name] = String(x);
  };
  str('customerName', 'customer_name');
  str('product', 'product_name');
  str('date');
  str('code');
  str('minutes');
  str('carrier');
  str('trackingNumber', 'tracking_number');
  str('returnNumber', 'return_number');
  str('status');
  str('amount');
  if (
    key === 'subscription_reminder' ||
    key === 'subscription_payment_failed' ||
    key === 'subscription_suspended'
  )
    str('price', 'amount');
  if (key === 'order_edited') {
    const e = data as EmailData['order_edited'];
    v.amount = e.due ?? e.back ?? '';
  }
  if (key === 'order_cancelled' && !v.amount) v.amount = '';
  if (key === 'review_reward' && !v.amount) v.amount = '';
  if (key === 'return_update') {
    const r = data as EmailData['return_update'];
    v.status = r.status || RETURN_STATUS[locale][r.kind];
  }
  return v;
}

function greetingOf(key: EmailTemplateKey, locale: Locale, data: EmailData[EmailTemplateKey]): string | null {
  const name =
    (data as { customerName?: string }).customerName ?? (data as { order?: EmailOrder }).order?.customerName;
  if (!name || key === 'newsletter_confirm') return null;
  return LABELS[locale].hello(name);
}

function textOf(blocks: Block[], locale: Locale): string[] {
  const l = LABELS[locale];
  // Chinese text takes the full-width colon with no space after it
  const c = locale === 'en' ? ': ' : '：';
  const out: string[] = [];
  for (const b of blocks) {
    if ('p' in b) out.push(b.p);
    else if ('code' in b) out.push(b.code);
    else if ('button' in b) out.push(`${b.button}${c}${b.url}`);
    else if ('list' in b) out.push([b.list, ...b.items.map((x) => `- ${x}`)].join('\n'));
    else {
      const o = b.order;
      const lines = o.lines.map(
        (x) => `- ${x.name}${x.option ? ` (${x.option})` : ''} × ${x.quantity}  ${x.price}`,
      );
      const totals = [
        `${l.subtotal}${c}${o.subtotal}`,
        ...(o.discount ? [`${l.discount}${c}-${o.discount}`] : []),
        ...(o.giftWrap ? [`${l.giftWrap}${c}${o.giftWrap}`] : []),
        `${l.delivery}${c}${o.delivery}`,
        `${l.total}${c}${o.total}`,
      ];
      out.push(`${l.items}${c}\n${lines.join('\n')}`, totals.join('\n'));
      out.push(
        `${l.deliverTo}${c}\n${[...o.deliveryAddress, ...(o.deliveryMethod ? [o.deliveryMethod] : [])].join('\n')}`,
      );
      if (o.billingAddress) out.push(`${l.billTo}${c}\n${o.billingAddress.join('\n')}`);
      out.push(`${l.payment}${c}${o.paymentMethod}`);
      if (o.orderUrl) out.push(`${l.viewOrder}${c}${o.orderUrl}`);
    }
  }
  return out;
}

/**
 * Renders an email. `wording` (staff's, from loadWording) replaces the built-in subject or intro when set; its
 * placeholders were checked when saved, and any left unfilled stay as written.
 */
export async function renderEmail<K extends EmailTemplateKey>(
  key: K,
  locale: Locale,
  data: EmailData[K],
  wording?: { subject?: string | null; intro?: string | null },
): Promise<{ subject: string; html: string; text: string }> {
  let builtIn = defaultWording(key, locale);
  if (key === 'order_shipped' && !(data as EmailData['order_shipped']).complete)
    builtIn = PARTIAL_SHIPMENT[locale];
  const values = placeholderValues(key, locale, data);
  const subject = fillPlaceholders(wording?.subject?.trim() || builtIn.subject, values).replace(/\s+/g, ' ');
  const intro = fillPlaceholders(wording?.intro?.trim() || builtIn.intro, values);
  const blocks = (BODIES[key] as (d: EmailData[K], l: Locale) => Block[])(data, locale);
  const greeting = greetingOf(key, locale, data);
  const element = createElement(EmailLayout, {
    locale,
    shop: data.shop,
    preview: intro,
    greeting,
    intro,
    blocks,
  });
  const html = await render(element);
  const l = LABELS[locale];
  const text = [
    ...(greeting ? [greeting] : []),
    intro,
    ...textOf(blocks, locale),
    `${l.help} ${data.shop.contactEmail}`,
    l.footer(data.shop.name),
  ].join('\n\n');
  return { subject, html, text };
}
