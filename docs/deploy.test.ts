import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverEnv, serverNodeFlags } from '../apps/server/src/node-flags.ts';

const root = path.resolve(import.meta.dirname, '..');

describe('the container runs the server as npm start does', () => {
  it('the Dockerfile starts the server with the V8 flags of apps/server/src/node-flags.ts', () => {
    const cmd = /^CMD (\[.*\])$/m.exec(
      readFileSync(path.join(root, 'Dockerfile'), 'utf8').split('HEALTHCHECK')[1] ?? '',
    );
    expect(cmd).not.toBeNull();
    expect(JSON.parse(cmd![1]!)).toEqual(['node', ...serverNodeFlags, 'apps/server/src/main.ts']);
  });

  it('the Dockerfile sets the allocator environment of apps/server/src/node-flags.ts', () => {
    const runtime = readFileSync(path.join(root, 'Dockerfile'), 'utf8')
      .split(/^FROM /m)
      .at(-1)!;
    for (const [name, value] of Object.entries(serverEnv)) expect(runtime).toContain(`${name}=${value}`);
  });
});
