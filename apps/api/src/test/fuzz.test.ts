/**
 * Property-based fuzzing of every API route.
 *
 * The routes are read from the running Fastify instance (`printRoutes`), and the OpenAPI document supplies each
 * route's query and body shapes, so the generated requests carry the right field names with wrong-typed,
 * oversized, malformed and unicode-heavy values (emoji, RTL marks, 4-byte CJK, NUL, lone surrogates), plus
 * hostile headers and cookies. Most requests carry a valid CSRF pair so they reach validation; some carry none
 * or a mismatched one.
 *
 * Every answer must be below 500; every 4xx must be JSON with an `error` string; and a rejected request must not
 * change the database: the row count of every table is compared before and after each 4xx.
 *
 * CI runs a fixed seed with FUZZ_RUNS (default 40) requests per route; a longer hunt:
 *   FUZZ_RUNS=1000 npx vitest run apps/api/src/test/fuzz.test.ts
 *   FUZZ_SEED=123 FUZZ_RUNS=500 npx vitest run apps/api/src/test/fuzz.test.ts
 */
import { afterAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { createTestApp } from './test-app.ts';
import { AUTH_COOKIES } from '../modules/user/auth.ts';
import { SESSION_COOKIE } from '../modules/cart/cart.routes.ts';

const RUNS = Math.max(1, Number(process.env.FUZZ_RUNS) || 40);
const SEED = Number(process.env.FUZZ_SEED) || 20_240_608;

interface RouteDef {
  method: string;
  path: string;
}

/** Reads `printRoutes({ commonPrefix: false })`: one node per line, children indented by four characters. */
export function parseRouteTree(tree: string): RouteDef[] {
  const out: RouteDef[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const m = /^((?:│ {3}| {4})*)(?:├── |└── )(.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    stack.length = depth;
    const full = (stack[depth - 1] ?? '') + m[2];
    stack[depth] = full;
    for (const method of m[3]?.split(', ') ?? []) out.push({ method, path: full });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// the app, its routes, their documented shapes, and a row-count snapshot of every table

const t = await createTestApp({ OTP_RESEND_SECONDS: '1' });
afterAll(async () => {
  await t.close();
});

const routes = parseRouteTree(t.app.printRoutes({ commonPrefix: false })).filter(
  (r) => r.method !== 'HEAD' && r.method !== 'OPTIONS' && !r.path.startsWith('/api/docs'),
);

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  nullable?: boolean;
  pattern?: string;
}
interface Operation {
  parameters?: { in: string; name: string; schema: JsonSchema; required?: boolean }[];
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
}
const openapi = (await t.app.inject('/api/docs/json')).json() as {
  paths: Record<string, Record<string, Operation>>;
};
const operationOf = (r: RouteDef): Operation | undefined =>
  openapi.paths[r.path.replace(/:(\w+)/g, '{$1}')]?.[r.method.toLowerCase()];

type Row = Record<string, unknown>;
const rowsOf = async (q: ReturnType<typeof sql.raw>) =>
  ((await t.database.db.execute(q)) as unknown as { rows: Row[] }).rows;
const tables = (
  await rowsOf(
    sql.raw(`select table_schema as s, table_name as n from information_schema.tables
  where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema') order by 1, 2`),
  )
).map((r) => `"${String(r.s)}"."${String(r.n)}"`);
const countAll = sql.raw(
  `select ${tables.map((name, i) => `(select count(*) from ${name})::int as c${i}`).join(', ')}`,
);
async function snapshot(): Promise<number[]> {
  const [row] = await rowsOf(countAll);
  return tables.map((_, i) => Number(row![`c${i}`]));
}

/**
 * Tables a request that ends in a 4xx may still write, by design: a wrong password or gift code is counted, and the
 * storefront's log beacon records what it was told. Everything else must stay as it was.
 */
const WRITTEN_BY_REJECTIONS: Record<string, RegExp> = {
  // gift codes (7-23): a wrong gift code is counted too (per-member limit on guessing)
  '"public"."login_failures"': /^POST \/api\/v1\/user\/(login|giftcode)$/,
};

// real values from the seeded shop, so some requests get past validation into the services
const products = (await t.app.inject('/api/v1/product?channel=4&limit=5')).json() as {
  _id: string;
  sku: string;
  unique_url: string;
  brand_key: string;
  category: string[];
  product_option: { sub_sku: string }[];
}[];
const REAL = [
  ...products.flatMap((p) => [
    p._id,
    p.sku,
    p.unique_url,
    p.brand_key,
    ...p.category,
    ...p.product_option.map((o) => o.sub_sku),
  ]),
  'skin-care',
  'best_seller',
  '1.svg',
  'vip@oxygen-ceuticals.example',
  'Demo1234',
  'dev-bot-check-pass',
  '852',
  '91234567',
  'HKD',
  'USD',
  'hk',
  'en',
  'cn',
  'zh_hk',
  'sms',
  'email',
  '4',
  '1',
  '0',
  'true',
  '31/01/1990',
  'Chan Tai Man',
  'a@b.co',
  'This is a perfectly ordinary message.',
];

// ---------------------------------------------------------------------------------------------------------------
// generators

const SPECIAL = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF',
  'x\uDBFFy',
  '😀',
  '👩‍👩‍👧‍👦',
  '🏳️‍🌈',
  '𠀋',
  '𠮷野家',
  '\u200F',
  '\u202Eevil',
  '\u200B',
  '\uFEFF',
  'ﷺ',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇',
  '\r\n',
  '\t',
  '\\',
  '"',
  "'",
  '`',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  "' OR 1=1 --",
  '"; drop table users; --',
  '../../../etc/passwd',
  '%00',
  '%',
  '%zz',
  '${jndi:ldap://x}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  '-0',
  '1e309',
  '0x10',
  '9007199254740993',
  '-1',
  '١٢٣',
  '０１２',
  'İ',
  'ß',
  'ǅ',
  'a'.repeat(70),
  'é'.repeat(300),
  '𠀋'.repeat(2100),
];
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c));
const unit = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.oneof(
      ...(['grapheme', 'binary', 'grapheme-ascii'] as const).map((u) =>
        fc.string({ unit: u, minLength: 1, maxLength: 1 }),
      ),
    ),
  },
  { weight: 1, arbitrary: loneSurrogate },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '\u0000',
      '\u200F',
      '\u202E',
      '𠀋',
      '😀',
      '\u0301',
      '\uFFFF',
      '\u2028',
      '<',
      '"',
      '%',
      '&',
      '=',
      ';',
      ',',
      '/',
    ),
  },
);
const nastyString = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit, maxLength: 40 }) },
  { weight: 2, arbitrary: fc.constantFrom(...SPECIAL) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(...REAL).chain((r) => fc.constantFrom(...SPECIAL).map((s) => r + s)),
  },
);
const anyString = fc.oneof(
  { weight: 3, arbitrary: nastyString },
  { weight: 2, arbitrary: fc.constantFrom(...REAL) },
);
const oddNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -0, -1, 1.5, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), 1e308, Number.MIN_VALUE),
);
const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  anyString,
  oddNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(anyString, { maxLength: 4 }),
  fc.dictionary(anyString, anyString, { maxKeys: 3 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** undefined most of the time, a value one time in `every` */
const rarely = <T>(arb: fc.Arbitrary<T>, every = 6) =>
  fc.oneof({ weight: every - 1, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: arb });

/**
 * A value for a documented field. `nearly` requests keep to the documented type (hostile text inside it) so they get
 * past validation into the services; the others put a wrong value in one field out of six.
 */
function fromSchema(s: JsonSchema | undefined, nearly: boolean, depth = 0): fc.Arbitrary<unknown> {
  if (!s || depth > 4) return wrongValue;
  let good: fc.Arbitrary<unknown>;
  const branches = s.anyOf ?? s.oneOf ?? s.allOf;
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  if (s.enum?.length) good = fc.constantFrom(...s.enum);
  else if (branches?.length) good = fc.oneof(...branches.map((b) => fromSchema(b, nearly, depth + 1)));
  else if (type === 'string') good = stringFrom(s, nearly);
  else if (type === 'integer' || type === 'number') {
    const min = Math.ceil(Math.max(s.minimum ?? -1e6, -1e6));
    const max = Math.max(min, Math.floor(Math.min(s.maximum ?? 1e6, 1e6)));
    const usual = [...new Set([1, 4, min, max])].filter((n) => n >= min && n <= max);
    good = fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...usual) },
      { weight: 2, arbitrary: fc.integer({ min, max }) },
      { weight: nearly ? 0 : 1, arbitrary: oddNumber },
    );
  } else if (type === 'boolean') good = fc.boolean();
  else if (type === 'array') good = fc.array(fromSchema(s.items, nearly, depth + 1), { maxLength: 5 });
  else if (type === 'object' || s.properties) good = objectFrom(s, nearly, depth + 1);
  else good = wrongValue;
  if (s.nullable) good = fc.oneof(good, fc.constant(null));
  return nearly ? good : fc.oneof({ weight: 5, arbitrary: good }, { weight: 1, arbitrary: wrongValue });
}

/** Strings near the documented shape: real values that fit it, the same with hostile text around them, or not at all. */
function stringFrom(s: JsonSchema, nearly: boolean): fc.Arbitrary<string> {
  let re: RegExp | undefined;
  try {
    re = s.pattern ? new RegExp(s.pattern, 'u') : undefined;
  } catch {
    re = undefined;
  }
  const fits = REAL.filter(
    (r) => (!re || re.test(r)) && r.length >= (s.minLength ?? 0) && r.length <= (s.maxLength ?? Infinity),
  );
  const options: fc.WeightedArbitrary<string>[] = [
    { weight: nearly && fits.length ? 0 : 2, arbitrary: anyString },
    {
      weight: nearly ? 0 : 1,
      arbitrary: fc.nat({ max: 3 }).map((n) => '𠀋'.repeat((s.maxLength ?? 100) + n)),
    },
  ];
  if (fits.length) {
    options.push(
      { weight: 2, arbitrary: fc.constantFrom(...fits) },
      {
        weight: 4,
        arbitrary: fc.tuple(nastyString, fc.constantFrom(...fits), fc.boolean()).map(([n, r, before]) => {
          const v = before ? n + r : r + n;
          return re && !re.test(v) ? r : v;
        }),
      },
    );
  }
  return fc.oneof(...options);
}

/** The documented keys (the required ones most of the time), now and then an unknown one. */
function objectFrom(s: JsonSchema, nearly: boolean, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const arbs = Object.fromEntries(
    Object.entries(s.properties ?? {}).map(([k, v]) => [k, fromSchema(v, nearly, depth)]),
  );
  const required = (s.required ?? []).filter((k) => k in arbs);
  return fc
    .tuple(
      fc.oneof(
        { weight: 3, arbitrary: fc.record(arbs, { requiredKeys: required }) },
        { weight: nearly ? 0 : 1, arbitrary: fc.record(arbs, { requiredKeys: [] }) },
      ),
      nearly ? fc.constant(undefined) : rarely(fc.tuple(anyString, wrongValue)),
    )
    .map(([obj, extra]): Record<string, unknown> => (extra ? { ...obj, [extra[0]]: extra[1] } : obj));
}

/** Percent-encodes the UTF-8 bytes (lone surrogates become U+FFFD, as a browser would send them). */
const pct = (s: string) =>
  [...Buffer.from(s, 'utf8')]
    .map((b) =>
      /[A-Za-z0-9\-._~]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
/** What Node hands the app for raw UTF-8 in a header: latin1 characters, no control characters. */
const headerSafe = (s: string) =>
  Buffer.from(s, 'utf8')
    .toString('latin1')
    .replace(/[\u0000-\u001f\u007f]/g, '');

const rawSegment = fc.constantFrom(
  '%',
  '%zz',
  '%E0%A4%A',
  '%C0%AF',
  '..%2F..%2Fetc',
  '%2e%2e',
  '%00',
  'a'.repeat(250),
  ';a=1',
);
const pathArb = (path: string) => {
  const params = path.match(/:\w+/g) ?? [];
  return fc
    .tuple(
      ...params.map(() =>
        fc.oneof({ weight: 5, arbitrary: anyString.map(pct) }, { weight: 1, arbitrary: rawSegment }),
      ),
    )
    .map((values) => {
      let i = 0;
      return path.replace(/:\w+/g, () => values[i++] || 'x');
    });
};

const queryArb = (op: Operation | undefined) => {
  const params = (op?.parameters ?? []).filter((p) => p.in === 'query');
  const shape: JsonSchema = {
    properties: Object.fromEntries(params.map((p) => [p.name, p.schema])),
    required: params.filter((p) => p.required).map((p) => p.name),
  };
  const documented = fc.oneof(objectFrom(shape, true), objectFrom(shape, false));
  const pairs = fc.tuple(documented, fc.boolean()).map(([doc, dup]) => {
    const list = Object.entries(doc).map(
      ([k, v]) => [k, typeof v === 'string' ? v : (JSON.stringify(v) ?? '')] as const,
    );
    if (dup && list.length) list.push(list[0]!);
    return list.map(([k, v]) => `${pct(k)}=${pct(v)}`).join('&');
  });
  return fc.oneof(
    { weight: 12, arbitrary: pairs },
    { weight: 1, arbitrary: fc.constantFrom('%', '&&&==', 'a[b][c]=1', 'x=%zz', '=', 'a=1&a=2&a=3') },
  );
};

const JSON_TYPE = 'application/json';
interface Body {
  payload?: string;
  contentType?: string;
}
const bodyArb = (op: Operation | undefined): fc.Arbitrary<Body> => {
  const schema = op?.requestBody?.content?.[JSON_TYPE]?.schema;
  const json = (v: fc.Arbitrary<unknown>) =>
    v.map((x): Body => ({ payload: JSON.stringify(x) ?? 'null', contentType: JSON_TYPE }));
  return fc.oneof(
    { weight: 5, arbitrary: json(schema ? fromSchema(schema, true) : wrongValue) },
    { weight: 6, arbitrary: json(schema ? fromSchema(schema, false) : wrongValue) },
    { weight: 2, arbitrary: json(wrongValue) },
    {
      weight: 1,
      arbitrary: fc.constantFrom<Body>(
        { payload: '{"a":', contentType: JSON_TYPE },
        { payload: '{"a":1,}', contentType: JSON_TYPE },
        { payload: '{"a":NaN}', contentType: JSON_TYPE },
        { payload: '\uFEFF{}', contentType: JSON_TYPE },
        { payload: '{"email":"\\ud800@x.co","name":"\\udfff\\u0000"}', contentType: JSON_TYPE },
        { payload: '{"__proto__":{"isAdmin":true}}', contentType: JSON_TYPE },
        { payload: '{"constructor":{"prototype":{"x":1}}}', contentType: JSON_TYPE },
        { payload: '', contentType: JSON_TYPE },
        { payload: '{}', contentType: 'application/json; charset=utf-16' },
        { payload: '{}', contentType: 'text/plain' },
        { payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
        {
          payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
          contentType: 'multipart/form-data; boundary=x',
        },
        { payload: `${'['.repeat(5000)}${']'.repeat(5000)}`, contentType: JSON_TYPE },
        { payload: JSON.stringify({ a: 'x'.repeat(300 * 1024) }), contentType: JSON_TYPE },
        { payload: JSON.stringify(Array.from({ length: 20_000 }, (_, i) => i)), contentType: JSON_TYPE },
        {},
      ),
    },
  );
};

interface Extra {
  headers: Record<string, string>;
  csrf: 'pair' | 'none' | 'mismatch';
  signedIn: boolean;
  method?: string;
}
const extraArb: fc.Arbitrary<Extra> = fc.record({
  headers: fc
    .record(
      {
        'accept-language': anyString,
        'cf-ipcountry': anyString,
        'x-forwarded-for': anyString,
        'if-none-match': anyString,
        'user-agent': anyString,
        'x-request-id': anyString,
        origin: anyString,
        referer: anyString,
        accept: anyString,
        cookie: fc
          .array(
            fc.tuple(
              fc.constantFrom(AUTH_COOKIES.access, AUTH_COOKIES.refresh, SESSION_COOKIE, 'x', 'shop_country'),
              anyString,
            ),
            { maxLength: 3 },
          )
          .map((cs) => cs.map(([k, v]) => `${k}=${v}`).join('; ')),
      },
      { requiredKeys: [] },
    )
    .map((h) => Object.fromEntries(Object.entries(h).map(([k, v]) => [k, headerSafe(v)]))),
  csrf: fc.constantFrom('pair', 'pair', 'pair', 'pair', 'pair', 'pair', 'none', 'mismatch'),
  signedIn: fc.boolean(),
  method: rarely(fc.constantFrom('PUT', 'PATCH', 'DELETE', 'GET', 'POST'), 12),
});

// ---------------------------------------------------------------------------------------------------------------

const CSRF = 'fuzz-csrf-token-0123456789abcdef';
let address = 0;
let last: number[] = await snapshot();

/** half the requests come from a signed-in member (not the account the fuzzer itself tries to log into) */
let member = '';
async function signIn() {
  if (member && (await t.app.inject({ url: '/api/v1/user', headers: { cookie: member } })).statusCode === 200)
    return;
  const res = await t.inject({
    method: 'POST',
    url: '/api/v1/user/login',
    remoteAddress: '10.254.0.1',
    payload: { username: 'ambassador@oxygen-ceuticals.example', password: 'Demo1234' },
  });
  expect(res.statusCode, res.body).toBe(200);
  member = res.cookies
    .filter((c) => c.name === AUTH_COOKIES.access)
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');
}
/** FUZZ_STATS=1 prints how the answers spread over status codes, route by route */
const stats = new Map<string, Record<number, number>>();
afterAll(() => {
  if (process.env.FUZZ_STATS) console.table(Object.fromEntries([...stats].map(([k, v]) => [k, v])));
});

describe('fuzzing every API route', () => {
  it('finds the routes through the Fastify instance', () => {
    const found = new Set(routes.map((r) => `${r.method} ${r.path}`));
    const documented = Object.entries(openapi.paths).flatMap(([p, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${p.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    expect(documented.filter((d) => !found.has(d))).toEqual([]);
    expect(routes.filter((r) => r.path.startsWith('/api/v1/')).length).toBeGreaterThan(20);
    expect(tables.length).toBeGreaterThan(20);
  });

  it('answers NUL and unpaired surrogates with a 400 naming the field, before they reach the database', async () => {
    const good = {
      name: 'Chan Tai Man',
      email: 'tai.man@example.com',
      subject: 'Hello',
      message: 'A message that is long enough',
    };
    const cases: [InjectOptions, string][] = [
      [
        { method: 'POST', url: '/api/v1/feedback', payload: { ...good, message: 'Ten characters\u0000' } },
        'body.message',
      ],
      [
        {
          method: 'POST',
          url: '/api/v1/feedback',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ ...good, name: 'Chan \ud800' }),
        },
        'body.name',
      ],
      [
        { method: 'POST', url: '/nuxt/log/event', payload: { action: 'cart', error: ['\udfff'] } },
        'body.error.0',
      ],
      [{ method: 'GET', url: '/api/v1/product/inventory?skus=a%00b' }, 'querystring.skus'],
    ];
    const before = await snapshot();
    for (const [opts, where] of cases) {
      const res = await t.inject({ ...opts, remoteAddress: '10.255.0.1' });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toMatch(new RegExp(`^${where.replaceAll('.', '\\.')}: must not contain NUL`));
    }
    expect(await snapshot()).toEqual(before);
  });

  it.each(routes.map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s answers every malformed request below 500 and leaves the database alone on 4xx',
    async (_name, route) => {
      const op = operationOf(route);
      await signIn();
      last = await snapshot();
      const arb = fc.record({
        path: pathArb(route.path),
        query: queryArb(op),
        body: bodyArb(op),
        extra: extraArb,
      });
      await fc.assert(
        fc.asyncProperty(arb, async ({ path, query, body, extra }) => {
          const method = (extra.method ?? route.method) as 'GET';
          const headers: Record<string, string> = { ...extra.headers };
          if (body.contentType) headers['content-type'] = body.contentType;
          if (extra.signedIn) headers.cookie = [headers.cookie, member].filter(Boolean).join('; ');
          if (method !== 'GET' && extra.csrf !== 'none') {
            headers.cookie = [headers.cookie, `${AUTH_COOKIES.csrf}=${CSRF}`].filter(Boolean).join('; ');
            headers['x-csrf-token'] = extra.csrf === 'pair' ? CSRF : `${CSRF}x`;
          }
          address++;
          const opts: InjectOptions = {
            method,
            url: query ? `${path}?${query}` : path,
            headers,
            payload: method === 'GET' ? undefined : body.payload,
            remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
          };
          const res = await t.app.inject(opts);
          const tally = stats.get(`${route.method} ${route.path}`) ?? {};
          tally[res.statusCode] = (tally[res.statusCode] ?? 0) + 1;
          stats.set(`${route.method} ${route.path}`, tally);
          const before = last;
          last = await snapshot();
          const what = `${method} ${opts.url} → ${res.statusCode} ${res.body.slice(0, 300)}`;
          expect(res.statusCode, what).toBeLessThan(500);
          if (res.statusCode < 400) return;
          expect(res.headers['content-type'], what).toMatch(/^application\/json/);
          const answer = res.json() as { error?: unknown; code?: unknown; statusCode?: unknown };
          expect(typeof answer.error, what).toBe('string');
          // our snake_case codes (csrf, invalid, not_found…), never a framework's FST_ERR_* name
          expect(answer.code, what).toMatch(/^[a-z][a-z0-9_]*$/);
          expect(answer.statusCode, what).toBe(res.statusCode);
          if (body.payload === '{"a":' && res.statusCode === 400) expect(answer.code, what).toBe('invalid');
          const key = `${method} ${route.path}`;
          const changed = tables
            .filter((name, i) => before[i] !== last[i] && !WRITTEN_BY_REJECTIONS[name]?.test(key))
            .map((name) => `${name}: ${before[tables.indexOf(name)]} → ${last[tables.indexOf(name)]}`);
          expect(changed, `a rejected request wrote to the database: ${what}`).toEqual([]);
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: !!process.env.CI },
      );
    },
  );
});
