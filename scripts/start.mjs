// `npm start`: build the web app when needed, then run the one-process server (migrates and seeds at boot).
import { existsSync, statSync, readdirSync } from 'node:fs';
import { spawnSync, spawn } from 'node:child_process';
import path from 'node:path';
import { serverEnv, serverNodeFlags } from '../apps/server/src/node-flags.ts';

const root = path.resolve(import.meta.dirname, '..');
const built = path.join(root, 'apps/web/build/server/index.js');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

const stale =
  !existsSync(built) ||
  newestMtime(path.join(root, 'apps/web/app')) > statSync(built).mtimeMs ||
  newestMtime(path.join(root, 'packages/core/src')) > statSync(built).mtimeMs;
if (stale) {
  console.log('Building the web app…');
  const r = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const child = spawn(process.execPath, [...serverNodeFlags, path.join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...serverEnv, ...process.env },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
