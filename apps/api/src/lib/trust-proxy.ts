import { isIP } from 'node:net';

/**
 * Which proxies in front may set X-Forwarded-For: none, the nearest N hops, or the listed addresses/CIDRs
 * (proxy-addr's names loopback, linklocal and uniquelocal too). Never "all": with every hop trusted the client
 * picks its own address by sending the header, and per-address limits mean nothing.
 */
export type TrustProxy = false | number | string[];

const NAMED = new Set(['loopback', 'linklocal', 'uniquelocal']);
const MAX_HOPS = 16;

function validEntry(entry: string): boolean {
  if (NAMED.has(entry)) return true;
  const [addr = '', prefix, ...rest] = entry.split('/');
  const version = isIP(addr);
  if (!version || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** Parses TRUST_PROXY; returns an error sentence for anything it does not understand. */
export function parseTrustProxy(raw: string): { value: TrustProxy } | { error: string } {
  const v = raw.trim();
  if (v === '' || v === 'false' || v === '0') return { value: false };
  if (v === 'true') {
    return {
      error:
        'true would trust every X-Forwarded-For entry (clients could pick their address); set the number of proxies in front (1 behind one load balancer) or their addresses/CIDRs',
    };
  }
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return hops <= MAX_HOPS ? { value: hops } : { error: `at most ${MAX_HOPS} proxy hops` };
  }
  const entries = v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = entries.filter((e) => !validEntry(e));
  if (!entries.length || bad.length) {
    return { error: `not a hop count or a list of proxy addresses/CIDRs: ${bad.join(', ') || v}` };
  }
  return { value: entries };
}

/**
 * Fastify's trustProxy. A bare number there now means "trust nobody" (Fastify 5.12 fails closed because a hop
 * count cannot check the peer), so hops become a function: the nearest N addresses are proxies. That is only
 * sound when clients cannot reach the server except through those proxies; a list of addresses says so exactly.
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}
