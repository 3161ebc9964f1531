// A local PayDollar for tests and the demo's offline mode: the hosted payment page (Approve / Decline / Cancel), the
// signed datafeed it posts to the shop server to server, and the merchant API (Query, RequestRefund, Void). Switches
// let a test lose the next datafeed, slow or stall the API, refuse refunds and slow the hosted page.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  currencyOfCode,
  datafeedHash,
  hashMatches,
  parseAmount,
  requestHash,
  type PayDollarHash,
} from './paydollar-hash.ts';

export interface FakePayDollarOptions {
  port?: number;
  host?: string;
  merchantId: string;
  secret: string;
  hash: PayDollarHash;
  /** the shop's datafeed address: https://<shop>/api/v1/payment/notify/paydollar */
  datafeedUrl: string;
  apiLogin: string;
  apiPassword: string;
  /** the path prefix under the address, as the live gateway's /b2c2 */
  prefix?: string;
}

export interface FakePayDollarPayment {
  orderRef: string;
  payRef: string | null;
  amount: string;
  currCode: string;
  payMethod: string;
  lang: string;
  remark: string;
  status: 'Pending' | 'Accepted' | 'Rejected' | 'Voided';
  refunds: { amount: string; at: string }[];
}

export interface FakeDatafeed {
  fields: Record<string, string>;
  /** the shop's answer (PayDollar expects exactly OK); null: dropped or unreachable */
  status: number | null;
  body: string | null;
}

interface Session {
  fields: Record<string, string>;
}

const html = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const TITLES: Record<string, string> = { E: 'PayDollar payment', C: 'PayDollar 付款', X: 'PayDollar 付款' };

async function readForm(req: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}

export async function startFakePayDollar(opts: FakePayDollarOptions) {
  const prefix = (opts.prefix ?? '/b2c2').replace(/\/$/, '');
  const sessions = new Map<string, Session>();
  const ledger = new Map<string, FakePayDollarPayment>();
  const feeds: FakeDatafeed[] = [];
  let seq = 0;
  const switches = {
    /** the next datafeed is not sent (a lost datafeed) */
    dropNext: 0,
    /** the merchant API answers after this many ms (a timeout when longer than the shop waits) */
    apiDelayMs: 0,
    /** a stalled API still carries out the refund before its answer is lost */
    applyBeforeDelay: true,
    /** RequestRefund answers this refusal */
    refuseRefund: null as string | null,
    /** the hosted page answers after this many ms */
    pageDelayMs: 0,
  };

  const send = (res: ServerResponse, status: number, type: string, body: string) => {
    res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
    res.end(body);
  };

  async function payForm(res: ServerResponse, f: Record<string, string>) {
    if (switches.pageDelayMs) await sleep(switches.pageDelayMs);
    const signed = {
      merchantId: f.merchantId ?? '',
      orderRef: f.orderRef ?? '',
      currCode: f.currCode ?? '',
      amount: f.amount ?? '',
      payType: f.payType ?? '',
    };
    if (
      f.merchantId !== opts.merchantId ||
      !hashMatches(requestHash(signed, opts.secret, opts.hash), f.secureHash)
    )
      return send(res, 400, 'text/html; charset=utf-8', '<h1>Parameter error: secure hash mismatch</h1>');
    const existing = ledger.get(signed.orderRef);
    const lang = f.lang ?? 'E';
    const currency = currencyOfCode(signed.currCode) ?? signed.currCode;
    if (existing?.status === 'Accepted')
      return send(
        res,
        200,
        'text/html; charset=utf-8',
        `<!doctype html><html lang="en"><title>PayDollar</title><h1>This order has already been paid</h1>` +
          `<a href="${html(f.successUrl ?? '/')}">Back to the shop</a></html>`,
      );
    ledger.set(signed.orderRef, {
      orderRef: signed.orderRef,
      payRef: null,
      amount: signed.amount,
      currCode: signed.currCode,
      payMethod: f.payMethod ?? 'ALL',
      lang,
      remark: f.remark ?? '',
      status: 'Pending',
      refunds: [],
    });
    const token = `s${++seq}${Math.random().toString(36).slice(2, 10)}`;
    sessions.set(token, { fields: f });
    send(
      res,
      200,
      'text/html; charset=utf-8',
      `<!doctype html><html lang="${lang === 'E' ? 'en' : lang === 'X' ? 'zh-Hans' : 'zh-Hant'}">` +
        `<head><meta charset="utf-8"><title>${TITLES[lang] ?? TITLES.E}</title></head><body><main>` +
        `<h1>${TITLES[lang] ?? TITLES.E}</h1>` +
        `<p>Order <span data-field="remark">${html(f.remark ?? '')}</span></p>` +
        `<p>Amount: <strong data-field="amount">${html(currency)} ${html(signed.amount)}</strong></p>` +
        `<p>Method: <span data-field="payMethod">${html(f.payMethod ?? 'ALL')}</span></p>` +
        `<form method="post" action="${prefix}/eng/payment/decide">` +
        `<input type="hidden" name="token" value="${token}">` +
        `<button type="submit" name="decision" value="approve">Approve</button> ` +
        `<button type="submit" name="decision" value="decline">Decline</button></form>` +
        `<p><a href="${html(f.cancelUrl ?? '/')}">Cancel</a></p></main></body></html>`,
    );
  }

  /** Signs and posts the datafeed as PayDollar does; a dropped one is recorded as not sent. */
  async function datafeed(p: FakePayDollarPayment, approved: boolean): Promise<FakeDatafeed> {
    const fields: Record<string, string> = {
      src: approved ? '0' : '1',
      prc: approved ? '0' : '05',
      Ord: String(100000 + seq),
      Holder: 'TEST HOLDER',
      successcode: approved ? '0' : '1',
      Ref: p.orderRef,
      PayRef: p.payRef ?? '',
      Amt: p.amount,
      Cur: p.currCode,
      remark: p.remark,
      AuthId: approved ? String(900000 + seq) : '',
      eci: '07',
      payerAuth: 'U',
      sourceIp: '127.0.0.1',
      ipCountry: 'HK',
      payMethod: p.payMethod === 'CC' ? 'VISA' : p.payMethod,
      TxTime: new Date().toISOString().replace('T', ' ').slice(0, 19),
    };
    fields.secureHash = datafeedHash(fields, opts.secret, opts.hash);
    return post(fields);
  }

  async function post(fields: Record<string, string>): Promise<FakeDatafeed> {
    const feed: FakeDatafeed = { fields, status: null, body: null };
    feeds.push(feed);
    if (switches.dropNext > 0) {
      switches.dropNext--;
      return feed;
    }
    try {
      const res = await fetch(opts.datafeedUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields),
        signal: AbortSignal.timeout(10_000),
      });
      feed.status = res.status;
      feed.body = await res.text();
    } catch {
      // the shop did not answer: PayDollar would alert the merchant; the reconcile job finds the payment
    }
    return feed;
  }

  async function decide(res: ServerResponse, f: Record<string, string>) {
    const s = f.token ? sessions.get(f.token) : undefined;
    if (!s) return send(res, 404, 'text/html; charset=utf-8', '<h1>Session expired</h1>');
    sessions.delete(f.token!);
    const p = ledger.get(s.fields.orderRef!)!;
    const approved = f.decision === 'approve';
    p.status = approved ? 'Accepted' : 'Rejected';
    p.payRef = String(5_000_000 + ++seq);
    await datafeed(p, approved);
    res.writeHead(303, { location: (approved ? s.fields.successUrl : s.fields.failUrl) ?? '/' });
    res.end();
  }

  const record = (p: FakePayDollarPayment, status: string, amt: string) =>
    `<record><orderStatus>${status}</orderStatus><ref>${p.orderRef}</ref><payRef>${p.payRef ?? ''}</payRef>` +
    `<amt>${amt}</amt><cur>${p.currCode}</cur><successcode>${status === 'Rejected' ? '1' : '0'}</successcode>` +
    `<payMethod>${p.payMethod}</payMethod></record>`;

  async function merchantApi(res: ServerResponse, f: Record<string, string>) {
    const text = (body: string) => send(res, 200, 'text/plain; charset=utf-8', body);
    if (f.merchantId !== opts.merchantId || f.loginId !== opts.apiLogin || f.password !== opts.apiPassword)
      return text('resultCode=-1&errMsg=Authentication failed');
    const byPayRef = [...ledger.values()].find((p) => p.payRef && p.payRef === f.payRef);
    const answer = (p: FakePayDollarPayment | undefined, ok: boolean, status: string, msg: string) =>
      `resultCode=${ok ? 0 : -1}&orderStatus=${status}&ref=${p?.orderRef ?? ''}&payRef=${p?.payRef ?? ''}` +
      `&amt=${encodeURIComponent(f.amount ?? p?.amount ?? '')}&cur=${p?.currCode ?? ''}&errMsg=${encodeURIComponent(msg)}`;
    let body: string;
    switch (f.actionType) {
      case 'Query': {
        const p = ledger.get(f.orderRef ?? '');
        const rows =
          p && p.status !== 'Pending'
            ? [record(p, p.status, p.amount), ...p.refunds.map((r) => record(p, 'RequestRefund', r.amount))]
            : [];
        body = `<?xml version="1.0" encoding="UTF-8"?><records>${rows.join('')}</records>`;
        break;
      }
      case 'RequestRefund': {
        const p = byPayRef;
        const cur = currencyOfCode(p?.currCode ?? '') ?? 'HKD';
        const left =
          p && p.status === 'Accepted'
            ? (parseAmount(p.amount, cur) ?? 0) -
              p.refunds.reduce((s, r) => s + (parseAmount(r.amount, cur) ?? 0), 0)
            : 0;
        const asked = parseAmount(f.amount ?? '', cur);
        if (switches.refuseRefund) body = answer(p, false, p?.status ?? '', switches.refuseRefund);
        else if (!p || p.status !== 'Accepted')
          body = answer(p, false, p?.status ?? '', 'Transaction not found');
        else if (asked === null || asked <= 0 || asked > left)
          body = answer(p, false, p.status, 'Refund amount exceeds the amount left');
        else {
          p.refunds.push({ amount: f.amount!, at: new Date().toISOString() });
          body = answer(p, true, 'RequestRefund', 'Refund Successfully');
        }
        break;
      }
      case 'Void': {
        const p = byPayRef;
        if (p && p.status === 'Accepted' && !p.refunds.length) p.status = 'Voided';
        body = answer(
          p,
          p?.status === 'Voided',
          p?.status ?? '',
          p?.status === 'Voided' ? 'Void Successfully' : 'Cannot void',
        );
        break;
      }
      default:
        body = 'resultCode=-1&errMsg=Unknown actionType';
    }
    if (switches.apiDelayMs) {
      // a stalled API: the action above is done (or not) and the answer comes too late
      await sleep(switches.apiDelayMs);
    }
    text(body);
  }

  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    if (req.method !== 'POST') return send(res, 405, 'text/plain', 'POST only');
    void readForm(req)
      .then(async (f) => {
        if (path === `${prefix}/eng/payment/payForm.jsp`) return payForm(res, f);
        if (path === `${prefix}/eng/payment/decide`) return decide(res, f);
        if (path === `${prefix}/eng/merchant/api/orderApi.jsp`) {
          if (switches.apiDelayMs && !switches.applyBeforeDelay) {
            await sleep(switches.apiDelayMs);
            return send(res, 504, 'text/plain', 'timeout');
          }
          return merchantApi(res, f);
        }
        send(res, 404, 'text/plain', 'not found');
      })
      .catch((err: Error) => {
        if (!res.headersSent) send(res, 500, 'text/plain', err.message);
      });
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const host = opts.host && opts.host !== '0.0.0.0' ? opts.host : '127.0.0.1';

  return {
    /** PAYDOLLAR_URL for the shop */
    url: `http://${host}:${port}${prefix}`,
    port,
    switches,
    payments: () => [...ledger.values()].map((p) => ({ ...p, refunds: [...p.refunds] })),
    datafeeds: () => [...feeds],
    /** the shopper's decision without a browser: the same datafeed and redirect as the page's buttons */
    async decide(orderRef: string, approved: boolean) {
      const p = ledger.get(orderRef);
      if (!p) throw new Error(`fake PayDollar: no payment ${orderRef}`);
      p.status = approved ? 'Accepted' : 'Rejected';
      p.payRef = String(5_000_000 + ++seq);
      return datafeed(p, approved);
    },
    /** posts the same datafeed again (a replay), or any fields as given (forged ones) */
    resend: (fields: Record<string, string>) => post(fields),
    /** signs datafeed fields with the account's secret (tests build wrong-amount notices PayDollar would sign) */
    sign: (fields: Record<string, string>) => ({
      ...fields,
      secureHash: datafeedHash(fields, opts.secret, opts.hash),
    }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakePayDollar = Awaited<ReturnType<typeof startFakePayDollar>>;
