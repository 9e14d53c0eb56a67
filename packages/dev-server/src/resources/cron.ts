/**
 * Cron ticks on the dev server's clock: `cron:5-minutes`, `cron:hourly`, `cron:daily` and
 * `cron:weekly` fire at the clock's UTC boundaries (every fifth minute, the top of the hour,
 * midnight, Sunday midnight), with payload `{}` and context `{ environmentId }`, in each
 * environment that has a deployed agent subscribed to that topic, and nowhere else. A topic's
 * timer is set only while some agent listens to it, so an idle server sets none.
 * @module
 */

import type { ClockTimer } from '../runtime/clock';
import { baseContext } from '../runtime/contexts';
import type { DevRuntime } from '../runtime/runtime';
import { agents } from './resource-table';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Each cron topic's period, and where its boundaries start (1970-01-04 was a Sunday). */
export const CRON_SCHEDULE: Record<string, { periodMs: number; offsetMs: number }> = {
  'cron:5-minutes': { periodMs: 5 * MINUTE, offsetMs: 0 },
  'cron:hourly': { periodMs: 60 * MINUTE, offsetMs: 0 },
  'cron:daily': { periodMs: DAY, offsetMs: 0 },
  'cron:weekly': { periodMs: 7 * DAY, offsetMs: 3 * DAY },
};

/** The first boundary of a schedule strictly after `now`. */
export function nextBoundary(nowMs: number, schedule: { periodMs: number; offsetMs: number }) {
  const { periodMs, offsetMs } = schedule;
  return offsetMs + (Math.floor((nowMs - offsetMs) / periodMs) + 1) * periodMs;
}

/** The armed timer of each cron topic; emptying it cancels them (a reset). */
export class CronTimers {
  private readonly timers = new Map<string, ClockTimer>();

  get(topic: string): ClockTimer | undefined {
    return this.timers.get(topic);
  }

  set(topic: string, timer: ClockTimer): void {
    this.timers.set(topic, timer);
  }

  delete(topic: string): void {
    this.timers.delete(topic);
  }

  clear(): void {
    for (const timer of this.timers.values()) timer.cancel();
    this.timers.clear();
  }
}

/** The environments with a deployed agent subscribed to `topic`, in deploy order. */
function subscribedEnvironments(runtime: DevRuntime, topic: string): string[] {
  const found = new Set<string>();
  for (const agent of agents.collection(runtime).list()) {
    const topics = Array.isArray(agent.topics) ? agent.topics : [];
    const environmentId = String(agent.environmentId);
    if (topics.includes(topic) && runtime.store.environments.get(environmentId)) {
      found.add(environmentId);
    }
  }
  return [...found];
}

/**
 * Sets or cancels each cron topic's timer after agents changed: set while an agent listens to
 * the topic, canceled once none does.
 */
export function syncCron(runtime: DevRuntime): void {
  const armed = runtime.state.cronTimers;
  for (const [topic, schedule] of Object.entries(CRON_SCHEDULE)) {
    const listening = subscribedEnvironments(runtime, topic).length > 0;
    const timer = armed.get(topic);
    if (listening && !timer) {
      const at = nextBoundary(runtime.clock.now(), schedule);
      armed.set(
        topic,
        runtime.clock.at(at, () => {
          armed.delete(topic);
          for (const environmentId of subscribedEnvironments(runtime, topic)) {
            runtime.events.emit(topic, {}, baseContext(runtime, environmentId));
          }
          syncCron(runtime);
        }),
      );
    } else if (!listening && timer) {
      timer.cancel();
      armed.delete(topic);
    }
  }
}
