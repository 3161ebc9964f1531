// The V8 flags every launcher runs the server with (npm start, the Dockerfile, the benchmarks, the tests).
// On a machine with a lot of memory V8 lets the young generation grow to 2 × 64 MB and keeps it committed
// after the first busy second; 16 MB semi-spaces keep about 100 MB less resident at the same throughput
// (docs/scaling.md, "Memory").
export const serverNodeFlags: string[] = ['--max-semi-space-size=16'];
