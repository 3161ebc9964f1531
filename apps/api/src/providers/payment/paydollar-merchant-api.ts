// PayDollar's merchant API (orderApi.jsp): Query a payment's records, RequestRefund and Void by PayDollar's PayRef.
// Every call is a form POST with the API user's login; a call that does not answer in time is a timeout, which the
// caller treats as "unknown" (a refund stays pending and is asked again later, after a Query).

export interface PayDollarApiOptions {
  /** PAYDOLLAR_URL, e.g. https://www.paydollar.com/b2c2 */
  baseUrl: string;
  merchantId: string;
  loginId: string;
  password: string;
  timeoutMs?: number;
}

/** One transaction of a payment as Query lists it (the payment itself, then any refund or void). */
export interface PayDollarRecord {
  orderStatus: string;
  ref: string;
  payRef: string;
  amt: string;
  cur: string;
  successcode: string;
  payMethod: string;
}

/** The API could not be reached or did not answer in time: the outcome is unknown. */
export class PayDollarUnavailable extends Error {}

/** An answer the API gave: resultCode 0 is success, anything else a refusal with errMsg. */
export interface PayDollarActionResult {
  ok: boolean;
  orderStatus: string;
  payRef: string;
  message: string;
}

const tag = (xml: string, name: string) =>
  new RegExp(`<${name}>([^<]*)</${name}>`, 'i').exec(xml)?.[1]?.trim() ?? '';

export function parseRecords(xml: string): PayDollarRecord[] {
  return [...xml.matchAll(/<record>([\s\S]*?)<\/record>/gi)].map(([, r]) => ({
    orderStatus: tag(r!, 'orderStatus'),
    ref: tag(r!, 'ref'),
    payRef: tag(r!, 'payRef'),
    amt: tag(r!, 'amt'),
    cur: tag(r!, 'cur'),
    successcode: tag(r!, 'successcode'),
    payMethod: tag(r!, 'payMethod'),
  }));
}

export function createPayDollarMerchantApi(opts: PayDollarApiOptions) {
  const endpoint = `${opts.baseUrl.replace(/\/$/, '')}/eng/merchant/api/orderApi.jsp`;
  async function call(fields: Record<string, string>): Promise<string> {
    const body = new URLSearchParams({
      merchantId: opts.merchantId,
      loginId: opts.loginId,
      password: opts.password,
      ...fields,
    });
    let res: Response;
    try {
      res = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
        signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
      });
      const text = await res.text();
      if (!res.ok) throw new PayDollarUnavailable(`PayDollar merchant API answered ${res.status}`);
      return text;
    } catch (err) {
      if (err instanceof PayDollarUnavailable) throw err;
      throw new PayDollarUnavailable(`PayDollar merchant API unreachable: ${(err as Error).message}`);
    }
  }
  const action = async (fields: Record<string, string>): Promise<PayDollarActionResult> => {
    const a = new URLSearchParams((await call(fields)).trim());
    return {
      ok: a.get('resultCode') === '0',
      orderStatus: a.get('orderStatus') ?? '',
      payRef: a.get('payRef') ?? '',
      message: a.get('errMsg') ?? '',
    };
  };
  return {
    /** every transaction PayDollar holds for our order reference (empty: the shopper never paid) */
    async query(orderRef: string): Promise<PayDollarRecord[]> {
      const text = await call({ actionType: 'Query', orderRef });
      if (!/<records>/i.test(text))
        throw new PayDollarUnavailable('PayDollar Query answered no records list');
      return parseRecords(text);
    },
    refund: (payRef: string, amount: string) => action({ actionType: 'RequestRefund', payRef, amount }),
    void: (payRef: string) => action({ actionType: 'Void', payRef }),
  };
}

export type PayDollarMerchantApi = ReturnType<typeof createPayDollarMerchantApi>;
