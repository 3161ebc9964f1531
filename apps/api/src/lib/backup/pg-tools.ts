// pg_dump and pg_restore: found where CI finds PostgreSQL (Debian's /usr/lib/postgresql/<major>/bin), by PG_BIN,
// or on PATH. A pg_dump older than the server refuses to dump it, so the server's major version is preferred.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** The directory holding pg_dump/pg_restore for a server of this major version, or '' for PATH. */
export function pgBinDir(serverMajor: number, env: NodeJS.ProcessEnv = process.env): string {
  if (env.PG_BIN) return env.PG_BIN;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return '';
  const majors = readdirSync(root)
    .map(Number)
    .filter((m) => Number.isInteger(m) && existsSync(path.join(root, String(m), 'bin', 'pg_dump')))
    .sort((a, b) => a - b);
  // the server's own version, else the oldest newer one (pg_dump dumps older servers, never newer ones)
  const pick = majors.find((m) => m === serverMajor) ?? majors.find((m) => m > serverMajor) ?? majors.at(-1);
  return pick === undefined ? '' : path.join(root, String(pick), 'bin');
}

/**
 * The connection for the tools: the address without its password (argv is visible to every user of the host),
 * the password in PGPASSWORD.
 */
export function pgConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  return { dbname: u.toString(), env: password ? { PGPASSWORD: password } : {} };
}

export class PgToolError extends Error {}

/** Runs one of the tools; rejects with its stderr when it fails or cannot be found. */
export function runPgTool(
  binDir: string,
  tool: 'pg_dump' | 'pg_restore',
  args: string[],
  env: NodeJS.ProcessEnv = {},
): Promise<string> {
  const cmd = binDir ? path.join(binDir, tool) : tool;
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', (e) =>
      reject(
        new PgToolError(`cannot run ${cmd} (${e.message}); install the PostgreSQL client or set PG_BIN`),
      ),
    );
    child.on('close', (code) =>
      code === 0 ? resolve(out) : reject(new PgToolError(`${tool} failed (exit ${code}): ${err.trim()}`)),
    );
  });
}
