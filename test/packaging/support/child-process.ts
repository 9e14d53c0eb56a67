/**
 * Child processes for the packaging tests: every one is bounded by a timeout, and its output is
 * kept so that a failure shows what the process said.
 */
import { type ChildProcess, spawn } from 'node:child_process';

export interface Finished {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

export interface RunOptions {
  cwd: string;
  timeoutMs: number;
  env?: NodeJS.ProcessEnv;
}

/** Runs a command to its end; rejects when it exits non-zero or outlives `timeoutMs`. */
export function run(command: string, args: string[], options: RunOptions): Promise<Finished> {
  return new Promise((resolve, reject) => {
    const { child, output } = spawnGroup(command, args, options);
    const timer = setTimeout(() => {
      stopGroup(child, 'SIGKILL');
      reject(
        new Error(
          `${commandLine(command, args)} did not finish in ${options.timeoutMs} ms\n${output.text()}`,
        ),
      );
    }, options.timeoutMs);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      const finished = { code, signal, stdout: output.stdout(), stderr: output.stderr() };
      if (code === 0) resolve(finished);
      else
        reject(
          new Error(
            `${commandLine(command, args)} exited with ${code ?? signal}\n${output.text()}`,
          ),
        );
    });
  });
}

/** A long-running process (a server), stopped with its whole process group. */
export interface Background {
  child: ChildProcess;
  output(): string;
  /** Resolves with the first match of `pattern` in stdout; rejects on exit or after `timeoutMs`. */
  waitFor(pattern: RegExp, timeoutMs: number): Promise<RegExpMatchArray>;
  stop(): Promise<void>;
}

export function start(
  command: string,
  args: string[],
  options: Omit<RunOptions, 'timeoutMs'>,
): Background {
  const { child, output } = spawnGroup(command, args, options);
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  return {
    child,
    output: output.text,
    waitFor(pattern, timeoutMs) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          cleanup();
          reject(
            new Error(
              `${commandLine(command, args)} printed no ${pattern} in ${timeoutMs} ms\n${output.text()}`,
            ),
          );
        }, timeoutMs);
        const check = () => {
          const match = output.stdout().match(pattern);
          if (match) {
            cleanup();
            resolve(match);
          }
        };
        const onClose = () => {
          cleanup();
          reject(
            new Error(
              `${commandLine(command, args)} exited before printing ${pattern}\n${output.text()}`,
            ),
          );
        };
        const cleanup = () => {
          clearTimeout(timer);
          child.stdout?.off('data', check);
          child.off('close', onClose);
        };
        child.stdout?.on('data', check);
        child.once('close', onClose);
        check();
      });
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      stopGroup(child, 'SIGTERM');
      const killer = setTimeout(() => stopGroup(child, 'SIGKILL'), 5_000);
      await exited;
      clearTimeout(killer);
    },
  };
}

/**
 * Spawns the command in its own process group, its output collected: `npx` runs a bin as a
 * grandchild, and a timeout or a stop must reach that too.
 */
function spawnGroup(command: string, args: string[], options: Omit<RunOptions, 'timeoutMs'>) {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  return { child, output: collectOutput(child) };
}

function stopGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group has already exited.
  }
}

function collectOutput(child: ChildProcess) {
  let stdout = '';
  let stderr = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  return {
    stdout: () => stdout,
    stderr: () => stderr,
    text: () => `--- stdout\n${stdout}\n--- stderr\n${stderr}`,
  };
}

function commandLine(command: string, args: string[]): string {
  return [command, ...args].join(' ');
}

/** The last line of a scenario's stdout, which is its JSON report. */
export function lastJsonLine<T>(stdout: string): T {
  const lines = stdout.trim().split('\n');
  return JSON.parse(lines[lines.length - 1] ?? '') as T;
}
