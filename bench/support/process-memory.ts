/**
 * Memory of a process as Linux reports it in /proc/<pid>/status: the resident set now (VmRSS) and
 * its peak (VmHWM), which `resetPeakRss` brings back down to the resident set, so that a peak read
 * after a step is that step's own and not the peak of everything the process did before it.
 * @module
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

export type ProcessRef = number | 'self';

/** VmRSS or VmHWM of a process, in bytes (0 once the process is gone). */
export function statusBytes(pid: ProcessRef, key: 'VmHWM' | 'VmRSS'): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = new RegExp(`${key}:\\s+(\\d+) kB`).exec(status);
    return Number(match?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

export const peakRss = (pid: ProcessRef = 'self') => statusBytes(pid, 'VmHWM');
export const currentRss = (pid: ProcessRef = 'self') => statusBytes(pid, 'VmRSS');

/** Sets the process's peak (VmHWM) to its resident set now (`5` in clear_refs, Linux ≥ 4.0). */
export function resetPeakRss(pid: ProcessRef = 'self'): void {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

/**
 * Runs `step` and returns its result, its time in milliseconds, the peak RSS of `pid` (this
 * process by default) while it ran and how far that peak rose above the RSS before it.
 */
export async function withPeakRss<T>(
  step: () => Promise<T>,
  pid: ProcessRef = 'self',
): Promise<{ result: T; ms: number; peak: number; rise: number }> {
  resetPeakRss(pid);
  const before = currentRss(pid);
  const started = performance.now();
  const result = await step();
  const ms = performance.now() - started;
  const peak = peakRss(pid);
  // The RSS read just after the reset may already be a page or two above the peak it set.
  return { result, ms, peak, rise: Math.max(0, peak - before) };
}

/** The process ids of every descendant of `pid` (children, their children, …). */
export function descendantsOf(pid: number = process.pid): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // `pid (comm) state ppid …`: the name may hold spaces, so read after its last `)`.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(Number(entry), ppid);
    } catch {
      // Gone since the listing.
    }
  }
  const found: number[] = [];
  const visit = (parent: number) => {
    for (const [child, ppid] of parents) {
      if (ppid === parent) {
        found.push(child);
        visit(child);
      }
    }
  };
  visit(pid);
  return found;
}
