// The scale-out topology with servers the fault tests stop and start: a PostgreSQL cluster of their own (pg_ctl),
// redis-server on a fixed port (it returns where it was), built instances and an nginx that can be reloaded.
// FAULTS_PORT_BASE picks ports from there up (a shared machine); else the kernel picks free ones.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../api/src/test/redis-server.ts';
import { serverEnv, serverNodeFlags } from './node-flags.ts';

export const root = fileURLToPath(new URL('../../..', import.meta.url));
let nextPort = Number(process.env.FAULTS_PORT_BASE ?? 0);
export const port = async (): Promise<number> => (nextPort ? nextPort++ : freePort());
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export type Proc = { child: ChildProcess; port: number; url: string; log: string[] };

function capture(child: ChildProcess): string[] {
  const log: string[] = [];
  child.stdout?.on('data', (d: Buffer) => log.push(d.toString()));
  child.stderr?.on('data', (d: Buffer) => log.push(d.toString()));
  return log;
}

/** A PostgreSQL cluster in `dir` (as the postgres user when run as root: PostgreSQL refuses root). */
export async function startPostgres(dir: string) {
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b));
  if (!versions.length) throw new Error('PostgreSQL is required (apt-get install postgresql)');
  const bin = `/usr/lib/postgresql/${versions.at(-1)}/bin`;
  const data = path.join(dir, 'pg');
  chmodSync(dir, 0o777);
  mkdirSync(data);
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['-R', 'postgres', data]);
  const run = (cmd: string, args: string[]) =>
    execFileSync(asRoot ? 'runuser' : cmd, asRoot ? ['-u', 'postgres', '--', cmd, ...args] : args, {
      stdio: 'pipe',
    });
  const p = await port();
  run(`${bin}/initdb`, ['-D', data, '-U', 'shop', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  const opts = `-h 127.0.0.1 -p ${p} -k ${dir} -c fsync=off -c max_connections=100`;
  const pgCtl = (...args: string[]) => run(`${bin}/pg_ctl`, ['-D', data, ...args]);
  pgCtl('-l', path.join(data, 'log'), '-w', '-o', opts, 'start');
  return {
    url: `postgres://shop@127.0.0.1:${p}/postgres`,
    /** fast shutdown: sessions are ended, as in a real restart */
    stop: () => pgCtl('-m', 'fast', '-w', 'stop'),
    start: () => pgCtl('-l', path.join(data, 'log'), '-w', '-o', opts, 'start'),
    destroy: () => {
      try {
        pgCtl('-m', 'immediate', '-w', 'stop');
      } catch {
        /* already stopped */
      }
    },
  };
}

/** redis-server on one port for the whole run: stopped and started again at the same address. */
export async function redisOnPort() {
  const p = await port();
  let child: ChildProcess | undefined;
  const start = async () => {
    const c = spawn(
      'redis-server',
      ['--port', String(p), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    child = c;
    await new Promise<void>((resolve, reject) => {
      let out = '';
      c.once('error', (e) =>
        reject(new Error(`redis-server is required (apt-get install redis-server): ${e.message}`)),
      );
      c.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${out}`)));
      c.stdout!.on('data', (d: Buffer) => {
        out += d.toString();
        if (out.includes('Ready to accept connections')) resolve();
      });
    });
  };
  const stop = async () => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const c = child;
    c.kill('SIGKILL');
    await once(c, 'exit');
  };
  await start();
  return { url: `redis://127.0.0.1:${p}`, start, stop };
}

/** Until `url` answers 200 on `probe`: readiness for an instance (database, Redis, migrations), liveness for nginx. */
export async function waitHealthy(url: string, proc?: Proc, probe = '/api/ready') {
  const until = Date.now() + 180_000;
  while (Date.now() < until) {
    if (proc && proc.child.exitCode !== null) throw new Error(`exited: ${proc.log.join('')}`);
    const ok = await fetch(`${url}${probe}`, { signal: AbortSignal.timeout(2000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await sleep(200);
  }
  throw new Error(`not healthy: ${url}\n${proc?.log.join('') ?? ''}`);
}

export async function startInstance(
  env: { dbUrl: string; redisUrl: string; work: string; extra?: Record<string, string> },
  p?: number,
): Promise<Proc> {
  const at = p ?? (await port());
  const child = spawn(process.execPath, [...serverNodeFlags, 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...serverEnv,
      PATH: process.env.PATH,
      PORT: String(at),
      HOST: '127.0.0.1',
      DATABASE_URL: env.dbUrl,
      REDIS_URL: env.redisUrl,
      DATA_DIR: path.join(env.work, `data-${at}`),
      LOG_LEVEL: 'warn',
      METRICS_PORT: '0',
      TRUST_PROXY: '2',
      PUBLIC_URL: 'http://localhost:8080',
      // the demo's photo job would clear every cache when it finishes, in the middle of a test
      DEMO_PHOTOS: '0',
      ...env.extra,
    },
  });
  const proc = { child, port: at, url: `http://127.0.0.1:${at}`, log: capture(child) };
  await waitHealthy(proc.url, proc);
  return proc;
}

export async function stop(proc: Proc | undefined, signal: NodeJS.Signals = 'SIGTERM') {
  if (!proc || proc.child.exitCode !== null || proc.child.signalCode !== null) return;
  const exited = once(proc.child, 'exit');
  proc.child.kill(signal);
  await exited;
}

/**
 * nginx in front of `upstreams`; `route(ports)` rewrites its upstream list and reloads it (SIGHUP, graceful): how
 * an operator takes an instance out before stopping it (docs/operations.md).
 */
export async function startNginx(work: string, upstreams: number[]) {
  const p = await port();
  const conf = path.join(work, 'nginx.conf');
  chmodSync(work, 0o777);
  const write = (ports: number[]) =>
    writeFileSync(
      conf,
      `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
daemon off;
pid ${work}/nginx.pid;
error_log ${work}/nginx-error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${work}/body;
  proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi;
  scgi_temp_path ${work}/scgi;
  upstream shop {
${ports.map((u) => `    server 127.0.0.1:${u} max_fails=0;`).join('\n')}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${p};
    location / {
      proxy_pass http://shop;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_connect_timeout 1s;
      proxy_read_timeout 30s;
      proxy_next_upstream error timeout http_502;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`,
    );
  write(upstreams);
  const bin = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
  const child = spawn(bin, ['-c', conf, '-p', work], { stdio: ['ignore', 'pipe', 'pipe'] });
  const proc: Proc = { child, port: p, url: `http://127.0.0.1:${p}`, log: capture(child) };
  await waitHealthy(proc.url, proc, '/api/health');
  return {
    proc,
    async route(ports: number[]) {
      write(ports);
      proc.child.kill('SIGHUP');
      // the old worker finishes its requests with the old list, then exits
      await sleep(1500);
    },
  };
}

/** A browser's cookie jar and CSRF echo, from one address (X-Forwarded-For: the shopper's own proxy). */
export function shopper(ip: string) {
  const jar = new Map<string, string>([['shop_csrf', randomBytes(12).toString('hex')]]);
  return {
    jar,
    async call(
      base: string,
      method: string,
      url: string,
      body?: unknown,
      headers: Record<string, string> = {},
    ) {
      const started = Date.now();
      const send = () =>
        fetch(`${base}${url}`, {
          method,
          headers: {
            cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
            'x-csrf-token': jar.get('shop_csrf')!,
            'x-forwarded-for': ip,
            ...(body ? { 'content-type': 'application/json' } : {}),
            ...headers,
          },
          body: body ? JSON.stringify(body) : undefined,
          signal: AbortSignal.timeout(30_000),
        });
      // a kept-alive connection closed under the request before any answer (nginx ending its idle connections on a
      // reload): the request was never read, and a browser sends it again on a new connection; so does this one,
      // once. Any answer, and any other failure, is returned or thrown as it came.
      const res = await send().catch((e: unknown) => {
        const code = ((e as Error).cause as { code?: string } | undefined)?.code;
        if (code === 'UND_ERR_SOCKET' || code === 'ECONNRESET') return send();
        throw e;
      });
      for (const c of res.headers.getSetCookie()) {
        const pair = c.split(';')[0] ?? '';
        const i = pair.indexOf('=');
        jar.set(pair.slice(0, i), pair.slice(i + 1));
      }
      const text = await res.text();
      let json: Record<string, unknown> | null = null;
      try {
        json = JSON.parse(text) as Record<string, unknown>;
      } catch {
        json = null;
      }
      return { status: res.status, text, json, ms: Date.now() - started };
    },
  };
}
