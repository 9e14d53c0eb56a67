/**
 * Stopping or restarting the listener stops what it spawned: the child leads a process group of
 * its own, and the whole group is signalled; closing the runner leaves no child behind, neither
 * the listener's nor the spare started ahead for the next restart.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { useListenerHarness } from './listener-harness';

const harness = useListenerHarness();
const spawned: number[] = [];

afterEach(() => {
  // On a runner that leaks them, the test fails, and this keeps them from outliving it.
  for (const pid of spawned.splice(0)) if (isRunning(pid)) process.kill(pid, 'SIGKILL');
});

/** Whether the process runs (a zombie waiting to be reaped does not). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  if (process.platform !== 'linux') return true;
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

/** This process's children that run a listener child (the running one or the spare), on Linux. */
function listenerChildren(): number[] {
  if (process.platform !== 'linux') return [];
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return (
          parent === process.pid &&
          readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('listener-child') &&
          isRunning(pid)
        );
      } catch {
        return false;
      }
    });
}

/** Resolves once the process has stopped; fails after the bound. */
async function stopped(pid: number): Promise<boolean> {
  const deadline = Date.now() + 15_000;
  while (isRunning(pid)) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

/** A listener that spawns a long-running process and writes its pid to `pidFile`. */
function spawningListener(pidFile: string, generation: number): string {
  return `import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { Listener } from '@importkit/listener';

const sleeper = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
writeFileSync(${JSON.stringify(pidFile)}, String(sleeper.pid));
export default new Listener().on('space:created', function generation${generation}() {});
`;
}

describe('--listener process group', () => {
  it('stops the processes the listener spawned, on restart and on close', async () => {
    const modulePath = join(harness.directory, 'listener.ts');
    const pidFile = join(harness.directory, 'sleeper.pid');
    await writeFile(modulePath, spawningListener(pidFile, 1));
    const runner = harness.run(modulePath);
    await harness.output.waitFor('stdout', /is listening/);
    const first = Number(await readFile(pidFile, 'utf8'));
    spawned.push(first);
    expect(isRunning(first)).toBe(true);

    await writeFile(modulePath, spawningListener(pidFile, 2));
    await harness.output.waitFor('stdout', /is listening/, 2);
    expect(await stopped(first)).toBe(true);
    const second = Number(await readFile(pidFile, 'utf8'));
    spawned.push(second);
    expect(second).not.toBe(first);
    expect(isRunning(second)).toBe(true);

    await runner.close();
    expect(await stopped(second)).toBe(true);
    // Neither the listener nor the spare started for the next restart is left running.
    expect(listenerChildren()).toEqual([]);
  }, 90_000);
});
