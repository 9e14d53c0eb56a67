/**
 * The child's side of the IPC channel: messages to the runner, and the wait for its `go`. A child
 * is started before it is needed (a spare for the next restart): it boots Node and tsx, loads the
 * installed packages the previous child's program loaded (`warm`), and waits; on `go` it runs the
 * module. A restart then costs loading the user's own files, not a whole start.
 * @module
 */
import { createRequire } from 'node:module';
import type { ChildMessage, PackageModules, RunnerMessage } from './child-protocol';

/** Sends a message to the runner; resolves once it is handed to the channel (before an exit). */
export function sendToRunner(message: ChildMessage): Promise<void> {
  return new Promise<void>((resolve) => {
    if (!process.connected || process.send === undefined) return resolve();
    process.send(message, undefined, {}, () => resolve());
  });
}

/** Tells the runner this child waits, loads what it is asked to, and resolves on `go`. */
export function waitForGo(): Promise<{ after: string | undefined }> {
  return new Promise((resolve) => {
    let warming: Promise<void> = Promise.resolve();
    const onMessage = (message: RunnerMessage) => {
      if (message.type === 'warm') {
        warming = warming.then(() => load(message.modules));
      } else if (message.type === 'go') {
        process.off('message', onMessage);
        // The module needs these too: whatever is still loading, it would wait for anyway.
        void warming.then(() => resolve({ after: message.after }));
      }
    };
    process.on('message', onMessage);
    void sendToRunner({ type: 'waiting' });
  });
}

/** Loads package modules, in the order the previous program did; one that fails is left to the program. */
async function load(modules: PackageModules): Promise<void> {
  for (const url of modules.imported) {
    try {
      await import(url);
    } catch {
      // The program's own import will fail and be reported, if it still imports it.
    }
  }
  const require = createRequire(import.meta.url);
  for (const path of modules.required) {
    try {
      require(path);
    } catch {
      // As above.
    }
  }
}
