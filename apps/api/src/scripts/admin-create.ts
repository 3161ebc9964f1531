// npm run admin:create -- --email owner@shop.example [--name "Ada Wong"] [--role owner]
// Creates a staff account on the shop's database (DATABASE_URL, else the embedded one under DATA_DIR). The password
// is asked for on the terminal (not echoed), or read from the first line of stdin when piped. With the embedded
// database, stop the shop first: one process at a time opens it.
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { isStaffRole } from '@shop/core';
import { openDatabase } from '../db/client.ts';
import { createStaffService } from '../modules/staff/staff.service.ts';

async function readPassword(prompt: string): Promise<string> {
  if (!process.stdin.isTTY) {
    const rl = createInterface({ input: process.stdin });
    for await (const line of rl) {
      rl.close();
      return line;
    }
    return '';
  }
  process.stdout.write(prompt);
  process.stdin.setRawMode(true);
  let value = '';
  return new Promise((resolve) => {
    const onData = (buf: Buffer) => {
      for (const ch of buf.toString('utf8')) {
        if (ch === '\r' || ch === '\n') {
          process.stdin.setRawMode(false);
          process.stdin.off('data', onData);
          process.stdin.pause();
          process.stdout.write('\n');
          return resolve(value);
        }
        if (ch === '\u0003') process.exit(130);
        if (ch === '\u007f') value = value.slice(0, -1);
        else value += ch;
      }
    };
    process.stdin.on('data', onData);
    process.stdin.resume();
  });
}

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string', default: 'owner' },
    },
  });
  if (!values.email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(values.email)) {
    console.error(
      'Usage: npm run admin:create -- --email you@example.com [--name "Your Name"] [--role owner]',
    );
    process.exit(2);
  }
  if (!isStaffRole(values.role)) {
    console.error('--role must be one of owner, manager, fulfilment, support');
    process.exit(2);
  }
  const password = await readPassword('Password (at least 10 characters): ');
  if (process.stdin.isTTY && password !== (await readPassword('Again: '))) {
    console.error('The passwords differ');
    process.exit(2);
  }
  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: process.env.DATA_DIR || './data',
  });
  try {
    const staff = createStaffService(database.db, { production: process.env.SHOP_MODE === 'production' });
    await staff.create({
      email: values.email,
      name: values.name ?? values.email,
      role: values.role,
      password,
    });
    console.log(`Created ${values.role} ${values.email.toLowerCase()}. Sign in at /admin/login.`);
    if (values.role === 'owner')
      console.log('In production an owner turns on two-factor sign-in at the first sign-in.');
  } catch (e) {
    console.error(`Cannot create the account: ${(e as Error).message}`);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

await main();
