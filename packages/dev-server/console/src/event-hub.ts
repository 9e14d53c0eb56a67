/**
 * One event feed for the whole console: the events log shows it, the grid refreshes on
 * `records:*`, the sidebar on workbook and sheet events, a job's panel on `job:*`. It keeps the
 * newest `LOG_LIMIT` events, so a long session holds bounded memory.
 * @module
 */
import type { ConsoleApi } from './api';
import { type ConsoleEvent, followEvents } from './event-stream';

export const LOG_LIMIT = 5000;

type Subscriber = (event: ConsoleEvent) => void;

export class EventHub {
  events: ConsoleEvent[] = [];
  connected = false;
  private readonly subscribers = new Set<Subscriber>();
  private readonly watchers = new Set<() => void>();
  private feed: { close(): void } | undefined;

  constructor(
    private readonly api: ConsoleApi,
    private readonly environmentId: string,
  ) {}

  start(): void {
    this.feed = followEvents(this.api, this.environmentId, {
      historyLimit: LOG_LIMIT,
      onHistory: (events) => {
        this.events = events;
        this.changed();
      },
      onEvent: (event) => {
        this.events.push(event);
        if (this.events.length > LOG_LIMIT) this.events.splice(0, this.events.length - LOG_LIMIT);
        for (const subscriber of this.subscribers) subscriber(event);
        this.changed();
      },
      onStatus: (connected) => {
        this.connected = connected;
        this.changed();
      },
    });
  }

  stop(): void {
    this.feed?.close();
  }

  /** Runs `subscriber` for each new event; returns the unsubscribe. */
  subscribe(subscriber: Subscriber): () => void {
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  /** Runs `watcher` when the log or the connection changes; returns the unsubscribe. */
  watch(watcher: () => void): () => void {
    this.watchers.add(watcher);
    return () => this.watchers.delete(watcher);
  }

  /** The events of one job, oldest first. */
  jobEvents(jobId: string): ConsoleEvent[] {
    return this.events.filter((event) => event.context.jobId === jobId);
  }

  private changed() {
    for (const watcher of this.watchers) watcher();
  }
}
