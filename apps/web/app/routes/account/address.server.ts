import type { Address, ErrorCode } from '@shop/core';
import type { MessageKey } from '../../i18n/messages.en.ts';
import { api } from '../../lib/api.server.ts';
import { localeOf, message, refusal, text } from './helpers.server.ts';
import type { ViewActArgs, ViewLoadArgs, ViewResult } from './types.ts';

/** The address book's fields, labelled as at checkout so an error reads the same in both places. */
/** An address deleted meanwhile (in another tab): the view says it is gone. */
const GONE: Partial<Record<ErrorCode, MessageKey>> = {
  not_found: 'account.address.gone',
  address_not_found: 'account.address.gone',
};

export const ADDRESS_LABELS: Record<string, MessageKey> = {
  firstname: 'checkout.firstname',
  lastname: 'checkout.lastname',
  code: 'checkout.calling_code',
  phone: 'checkout.phone',
  address: 'checkout.address1',
  address2: 'checkout.address2',
  city: 'checkout.city',
  province: 'checkout.province',
  zip: 'checkout.zip',
  country: 'checkout.country',
  passport: 'checkout.passport',
};
const TEXT_FIELDS = Object.keys(ADDRESS_LABELS);

/** ADDRESS: the book; `&edit=<id>` opens one address in the form, `&edit=new` an empty one. */
export async function loadAddressView({ context, request, url }: ViewLoadArgs) {
  const { addresses } = await api(context, request)
    .get<{ addresses: Address[] }>('/api/v1/address')
    .catch(() => ({ addresses: [] as Address[] }));
  const edit = url.searchParams.get('edit');
  const editing = edit === 'new' ? 'new' : (addresses.find((a) => a._id === edit)?._id ?? null);
  return { addresses, editing, saved: url.searchParams.get('saved') === '1' };
}
export type AddressData = Awaited<ReturnType<typeof loadAddressView>>;

function body(form: FormData) {
  const values: Record<string, string> = Object.fromEntries(TEXT_FIELDS.map((f) => [f, text(form, f)]));
  // the two switches are echoed too, so a refused form keeps them as ticked
  for (const f of ['default_delivery', 'default_billing']) values[f] = form.get(f) === 'on' ? 'on' : '';
  const opt = (f: string) => values[f] || null;
  return {
    values,
    payload: {
      firstname: values.firstname,
      lastname: values.lastname,
      code: values.code!.replace(/^\+/, ''),
      phone: values.phone,
      address: values.address,
      address2: opt('address2'),
      city: opt('city'),
      province: opt('province'),
      zip: opt('zip'),
      country: values.country,
      passport: opt('passport'),
      default_delivery: form.get('default_delivery') === 'on',
      default_billing: form.get('default_billing') === 'on',
    },
  };
}

/** address:save (new or `id`), address:delete, address:default_delivery / address:default_billing. */
export async function actAddressView({ context, request, form }: ViewActArgs): Promise<ViewResult> {
  const locale = localeOf(request);
  const client = api(context, request);
  const intent = String(form.get('intent'));
  const id = text(form, 'id');
  const path = `/api/v1/address/${encodeURIComponent(id)}`;
  if (intent === 'address:save') {
    const { values, payload } = body(form);
    const res = id
      ? await client.send('PUT', path, payload)
      : await client.send('POST', '/api/v1/address', payload);
    if (!res.ok) return refusal(res, locale, ADDRESS_LABELS, { ...values, id }, GONE);
    return { ok: true, notice: message(locale, 'account.address.saved'), redirect: '?view=ADDRESS&saved=1' };
  }
  if (intent === 'address:delete' && id) {
    const res = await client.send('DELETE', path, {});
    if (!res.ok) return refusal(res, locale, ADDRESS_LABELS, undefined, GONE);
    return { ok: true, notice: message(locale, 'account.address.deleted') };
  }
  if ((intent === 'address:default_delivery' || intent === 'address:default_billing') && id) {
    // PUT takes the whole address: the current one with the default switched on
    const { addresses } = await client.get<{ addresses: Address[] }>('/api/v1/address');
    const a = addresses.find((x) => x._id === id);
    if (!a) return { ok: false, error: message(locale, 'account.address.gone'), status: 404 };
    const { _id, ...rest } = a;
    void _id;
    const flag = intent === 'address:default_delivery' ? 'default_delivery' : 'default_billing';
    const res = await client.send('PUT', path, { ...rest, [flag]: true });
    if (!res.ok) return refusal(res, locale, ADDRESS_LABELS);
    return { ok: true, notice: message(locale, 'account.address.saved') };
  }
  return { ok: false, error: message(locale, 'form.server_error') };
}
