// How every launcher runs the server (npm start, the Dockerfile, the benchmarks, the tests): V8 flags and the
// allocator's environment. Measured with `npm run bench:mixed` (docs/scaling.md, "Memory"):
// - 16 MB semi-spaces: on a machine with a lot of memory V8 lets the young generation grow to 2 × 64 MB and keeps
//   it committed after the first busy second; 16 MB keeps about 100 MB less resident at the same throughput.
// - a 1 GB old space: V8 sizes its heap-growing factor from the limit (up to 4x the live heap with the default
//   limit of several GB), so under load the heap kept stepping up for minutes; with 1 GB it settles within about
//   three minutes and stays flat (the live heap is 130-150 MB). Rendered pages cost about 8% more GC; 512 MB
//   saved 12 MB more and cost 20%. A container with less memory lowers it (Docker: override the CMD).
export const serverNodeFlags: string[] = ['--max-semi-space-size=16', '--max-old-space-size=1024'];

// glibc moves its mmap threshold up after large frees, so later 64 KB–several MB buffers (zlib's per-response
// windows, brotli's) come from the heap arenas and stay resident; a fixed threshold returns them on free.
export const serverEnv: Record<string, string> = { MALLOC_MMAP_THRESHOLD_: '65536' };
