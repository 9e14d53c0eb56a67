/**
 * The dev server of a benchmark, in a child process of its own, so that serving and the measured
 * consumers do not share one event loop. The parent calls `startDevServerChild`; this same file,
 * run as the child, starts the server on a free port, sends its address over IPC and closes it
 * when the parent says so.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { startDevServer } from '@importkit/dev-server';

/** Where the child's dev server listens, and the credentials to use it. */
export interface DevServerTarget {
  url: string;
  apiKey: string;
  environmentId: string;
}

/** A dev server running in a child process; `stop()` closes it and waits for the child to exit. */
export interface DevServerChild {
  readonly target: DevServerTarget;
  /** The child's process id, for its memory in /proc (see process-memory.ts). */
  readonly pid: number;
  stop(): Promise<void>;
}

/**
 * Starts a dev server in a child process. `eventLogLimit` is the number of events its log keeps:
 * enough for every event the benchmark reads back from the start.
 */
export async function startDevServerChild(eventLogLimit: number): Promise<DevServerChild> {
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), [String(eventLogLimit)], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const [target] = (await once(child, 'message')) as [DevServerTarget];
  return {
    target,
    pid: child.pid as number,
    async stop() {
      const exited = once(child, 'exit');
      child.send('stop');
      await exited;
    },
  };
}

async function serve(eventLogLimit: number): Promise<void> {
  const server = await startDevServer({ port: 0, eventLogLimit });
  const target: DevServerTarget = {
    url: server.url,
    apiKey: server.apiKey,
    environmentId: server.environmentId,
  };
  process.send?.(target);
  await once(process, 'message');
  await server.close();
  process.disconnect();
}

// Run as the child (forked with an IPC channel), not when imported by a benchmark.
if (process.send !== undefined && process.argv[1] === fileURLToPath(import.meta.url)) {
  await serve(Number(process.argv[2]));
}
