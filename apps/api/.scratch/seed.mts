import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../src/db/client.ts';
import { seedIfEmpty } from '../src/db/seed/seed.ts';
const client = await PGlite.create();
const database = await openDatabase({ dataDir: '/tmp/x-seed-img', pglite: client });
Error.stackTraceLimit = 200; try { await seedIfEmpty(database.db); console.log("ok"); } catch (e) { console.log((e as Error).stack); }
