/**
 * Stopping a listener child and everything it started. The child leads its own process group
 * (it is spawned detached), so a signal to the group reaches the processes the listener spawned
 * too, which would otherwise outlive every restart.
 * @module
 */
import type { ChildProcess } from 'node:child_process';

/** How long the group has to stop after SIGTERM before SIGKILL. */
export const STOP_GRACE_MS = 5000;

/** Sends a signal to the child's group (to the child alone where there are no groups); false when none is left. */
export function signalGroup(child: ChildProcess, signal: NodeJS.Signals): boolean {
  if (child.pid === undefined) return false;
  try {
    if (process.platform === 'win32') return child.kill(signal);
    process.kill(-child.pid, signal);
    return true;
  } catch {
    // ESRCH: the group is gone already.
    return false;
  }
}

/**
 * SIGTERM to the group (the child closes its subscription and reports its last event), SIGKILL
 * to whatever of it is left once the child exited or the grace period ran out.
 */
export async function stopProcessGroup(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (!signalGroup(child, 'SIGTERM')) return;
  const force = setTimeout(() => signalGroup(child, 'SIGKILL'), STOP_GRACE_MS);
  await exited;
  clearTimeout(force);
  signalGroup(child, 'SIGKILL');
}
