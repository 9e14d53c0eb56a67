/**
 * The door through which a program that runs listeners for you (`importkit-dev --listener`)
 * takes over the `listen()` calls of the module it runs, so one module works both alone
 * (`node listener.ts`: `listen()` subscribes) and under the runner (the runner subscribes once,
 * resumes after the last event a previous run received, and owns the signals). A runner installs
 * a function under {@link LISTEN_HANDOVER} on `globalThis` — a registered symbol, so that every
 * copy of this package in the process (ESM and CommonJS, two versions) finds the same one — and
 * nothing else ever does.
 * @module
 */
import type { Listener } from '../listener';
import type { ListenHandle, ListenOptions } from './listen';

/** Where a runner installs its {@link ListenHandover} on `globalThis`. */
export const LISTEN_HANDOVER: unique symbol = Symbol.for('importkit.listener.listen-handover');

/**
 * A runner's take-over of `listener.listen(options)`: the handle it started instead, or
 * `undefined` to let this call subscribe as usual (the runner's own call).
 */
export type ListenHandover = (
  listener: Listener,
  options: ListenOptions,
) => Promise<ListenHandle> | undefined;

/** The handle of a runner that took this call over, or `undefined` when none is installed or it declined. */
export function handOverListen(
  listener: Listener,
  options: ListenOptions,
): Promise<ListenHandle> | undefined {
  const handover = (globalThis as { [LISTEN_HANDOVER]?: unknown })[LISTEN_HANDOVER];
  return typeof handover === 'function'
    ? (handover as ListenHandover)(listener, options)
    : undefined;
}
