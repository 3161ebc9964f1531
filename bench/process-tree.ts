// Memory of a process and every process it started (PGlite and pg-boss run inside; a future worker would not).
import { readdirSync, readFileSync } from 'node:fs';

function children(): Map<number, number[]> {
  const out = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // the parent pid is the 2nd field after the command in parentheses (which may itself hold spaces)
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      out.set(ppid, [...(out.get(ppid) ?? []), Number(entry)]);
    } catch {
      /* gone meanwhile */
    }
  }
  return out;
}

/** The sum of `read(p)` over pid and its descendants; a process gone meanwhile counts 0. */
function sumOverTree(pid: number, read: (p: number) => number): number {
  const kids = children();
  let total = 0;
  const stack = [pid];
  while (stack.length) {
    const p = stack.pop()!;
    try {
      total += read(p);
    } catch {
      /* gone meanwhile */
    }
    stack.push(...(kids.get(p) ?? []));
  }
  return total;
}

/** Resident memory of pid and its descendants, in MB (Linux /proc). */
export function treeRssMb(pid: number): number {
  const kb = sumOverTree(pid, (p) =>
    Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0),
  );
  return Math.round(kb / 1024);
}

// Linux reports utime and stime in clock ticks of 1/100 s (USER_HZ) on every architecture Node runs on
const TICKS_PER_SECOND = 100;

/** CPU time (user + system) used so far by pid and its descendants, in seconds (Linux /proc). */
export function treeCpuSeconds(pid: number): number {
  const ticks = sumOverTree(pid, (p) => {
    const stat = readFileSync(`/proc/${p}/stat`, 'utf8');
    // fields after the command: state is [0], utime [11], stime [12]
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(f[11]) + Number(f[12]);
  });
  return ticks / TICKS_PER_SECOND;
}
