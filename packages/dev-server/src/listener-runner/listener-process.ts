/**
 * One `--listener` child process, seen from the runner: started early (it boots and waits), told
 * what to load in advance (`warm`) and when to run (`go`, with where to resume), and stopped with
 * its whole process group. Its output goes to the runner's; its messages, once it runs, to the
 * runner's handler.
 * @module
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  type ChildMessage,
  type ChildSettings,
  childEnvironment,
  type PackageModules,
  type RunnerMessage,
} from './child-protocol';
import { stopProcessGroup } from './process-group';

/** The loader that lets Node run TypeScript (and JavaScript) modules, as a URL for `--import`. */
function tsxLoader(): string {
  return pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
}

/** The child's entry: built, `listener-child.js` beside the bundle; from the sources, the `.ts` file. */
function childEntry(): string {
  const built = !import.meta.url.endsWith('.ts');
  return fileURLToPath(
    new URL(built ? './listener-child.js' : '../listener-child.ts', import.meta.url),
  );
}

/** What the runner hears from a child it told to go. */
export interface ListenerProcessEvents {
  message(message: ChildMessage): void;
  /** It ended by itself (not by `stop()`). */
  exit(code: number | null, signal: NodeJS.Signals | null): void;
}

export class ListenerProcess {
  readonly child: ChildProcess;
  /** Settles once it exited and every message it sent was read. */
  readonly exited: Promise<void>;
  private events: ListenerProcessEvents | undefined;
  private stopping = false;
  private readonly waiting: Promise<void>;

  constructor(
    settings: ChildSettings,
    io: { stdout(text: string): void; stderr(text: string): void },
  ) {
    this.child = spawn(process.execPath, ['--import', tsxLoader(), childEntry()], {
      env: childEnvironment(settings, process.env),
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      // Its own process group, so that stopping it stops what it spawned (not on Windows,
      // where a detached child would get a console window of its own).
      detached: process.platform !== 'win32',
    });
    this.child.stdout?.on('data', (chunk: Buffer) => io.stdout(chunk.toString()));
    this.child.stderr?.on('data', (chunk: Buffer) => io.stderr(chunk.toString()));
    this.waiting = new Promise((resolve) => {
      this.child.on('message', (message: ChildMessage) => {
        if (message.type === 'waiting') resolve();
        else this.events?.message(message);
      });
    });
    // Its last messages (where to resume, the files it loaded) may still be in the IPC channel
    // when it exits: the channel's end says they were all read.
    const disconnected = new Promise<void>((resolve) => this.child.once('disconnect', resolve));
    this.exited = new Promise((resolve) => {
      this.child.once('exit', async (code, signal) => {
        if (this.child.connected) await disconnected;
        if (!this.stopping) this.events?.exit(code, signal);
        resolve();
      });
    });
  }

  /** Whether it can still be told to go (it did not exit). */
  get alive(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Asks it to load these package modules while it waits. */
  warm(modules: PackageModules): void {
    if (modules.imported.length + modules.required.length === 0) return;
    void this.waiting.then(() => this.send({ type: 'warm', modules }));
  }

  /** Runs the module, resuming after `after`; its messages and end go to `events` from now on. */
  go(after: string | undefined, events: ListenerProcessEvents): void {
    this.events = events;
    void this.waiting.then(() => this.send({ type: 'go', after }));
  }

  /** Stops its process group (SIGTERM, then SIGKILL). */
  async stop(): Promise<void> {
    this.stopping = true;
    await stopProcessGroup(this.child, this.exited);
  }

  private send(message: RunnerMessage): void {
    if (this.child.connected) this.child.send(message);
  }
}
