import type { ImportkitEvent } from '@importkit/api';
import { messageOf } from './thrown-value';

/**
 * One handler's run for one event, as {@link HandlerRunHook} sees it: which handler, for which
 * event, when it started, how long it took (its promise included) and what it threw.
 */
export interface HandlerRun {
  readonly event: ImportkitEvent;
  /** The handler function's name; `undefined` for an anonymous one. */
  readonly handlerName: string | undefined;
  /** The topic patterns the handler was registered for (`on('job:*', …)` → `['job:*']`). */
  readonly topics: readonly string[];
  readonly startedAt: Date;
  readonly durationMs: number;
  /** What the handler threw (or its promise rejected with), normalised to an `Error`. */
  readonly error?: Error;
}

/**
 * Called after every handler run, whether the handler returned or threw; the event's next
 * handler does not wait for it. A hook that throws is reported on stderr, never to the handler.
 */
export type HandlerRunHook = (run: HandlerRun) => void;

/** Calls the hook; what it throws is printed, never passed on. */
export function callRunHook(hook: HandlerRunHook, run: HandlerRun): void {
  try {
    hook(run);
  } catch (error) {
    console.error(
      `importkit/listener: the handler-run hook threw ${JSON.stringify({ error: messageOf(error), eventId: run.event.id })}`,
    );
  }
}
