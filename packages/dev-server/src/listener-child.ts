/**
 * The entry of the `--listener` child process (started as `node --import tsx listener-child.js`
 * by `listener-runner/listener-runner.ts`): runs the user's listener module. Built beside the
 * CLI; see `listener-runner/child-main.ts`.
 * @module
 */
import { runListenerChild } from './listener-runner/child-main';

await runListenerChild();
