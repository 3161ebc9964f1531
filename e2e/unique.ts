/**
 * Numbers no other test of this run uses (the e2e database is fresh each run). Two workers, or two spec files in
 * one worker, each seeded from Date.now() had overlapping ranges and once registered the same phone number (409
 * phone_taken). The worker index is unique within a run, restarted workers included, and every spec file a worker
 * loads shares one counter.
 */
const worker = Number(process.env.TEST_WORKER_INDEX ?? 0) % 100;
// on globalThis: one counter per worker process even if a spec file's imports were evaluated again
const state = ((globalThis as { __e2eUnique?: { next: number } }).__e2eUnique ??= { next: 0 });

/** Below 10,000,000: worker × 100,000 + a counter. */
export function uniqueSeq(): number {
  if (state.next >= 100_000) throw new Error('e2e/unique.ts: more than 100,000 numbers in one worker');
  return worker * 100_000 + state.next++;
}

/** A Hong Kong mobile number (8 digits) starting with `first`. */
export function uniquePhone(first: 5 | 6 | 9 = 5): string {
  return String(first * 10_000_000 + uniqueSeq());
}
