import { createHook } from 'node:async_hooks';

type TimerLike = { hasRef(): boolean };

/**
 * Watches the timers that code matching `origin` (a stack-frame pattern) creates from now on, so
 * that a test can tell whether one is still pending and would keep the process alive. A timer
 * that fired or was cleared is forgotten. Timers of the test runner and of the test's own server
 * do not match and are ignored.
 */
export function watchTimers(origin: RegExp): { pending(): string[]; stop(): void } {
  const live = new Map<number, { timer: TimerLike; stack: string }>();
  const hook = createHook({
    init(asyncId, type, _trigger, resource) {
      if (type !== 'Timeout') return;
      const stack = new Error().stack ?? '';
      if (origin.test(stack)) live.set(asyncId, { timer: resource as TimerLike, stack });
    },
    destroy(asyncId) {
      live.delete(asyncId);
    },
  }).enable();
  return {
    pending: () =>
      [...live.values()].filter(({ timer }) => timer.hasRef()).map(({ stack }) => stack),
    stop: () => hook.disable(),
  };
}
