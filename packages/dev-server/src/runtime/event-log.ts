/**
 * The ordered, bounded event log of one server. Every event gets the next sequence number; its id
 * is `us_evt_` and that number zero-padded to 16 digits, so ids sort in emission order and a
 * cursor (`after`, `Last-Event-ID`) still works after its event was evicted. An event is
 * serialized once, when it is emitted, inside the operation that emits it: what the log keeps,
 * pages and streams is text that cannot fail to serialize later, in a timer or a stream write.
 * The log is bounded both by count and by the bytes of that text.
 * @module
 */

/**
 * The context of an event: `accountId` and `environmentId` always (the hosted `Context` requires
 * both), other keys by topic. The id keys the server reads are strings; an event published with
 * `POST /v1/events` may also carry the hosted context's lists and objects (`namespaces`, `slugs`,
 * `filters`), which nothing inside the server reads.
 */
export type EventContext = { accountId: string; environmentId: string } & Record<
  string,
  string | undefined
>;

/** The envelope keys an event may carry beyond those every event has (set when published). */
export interface EventExtras {
  /** The domain the publisher named (default: the topic's prefix). */
  domain?: string;
  callbackUrl?: string;
  dataUrl?: string;
  target?: string;
  origin?: { id?: string; slug?: string };
  namespaces?: string[];
  deletedAt?: string;
}

/**
 * What the hosted envelope adds to an event of the server's own (`dataUrl`, `target`, …), worked
 * out from the event once its id is known (events/hosted-envelope.ts). A publisher's own extras
 * win over it.
 */
export type EnvelopeCompleter = (event: Readonly<DevEvent>) => Omit<EventExtras, 'domain'>;

/** An event envelope as it goes over the wire. */
/**
 * The domain of an event the server emits: the topic's prefix, except records events, which the
 * hosted service sends as `workbook` (and `records` is not one of its domains, so an event
 * carrying it could not be published back through `POST /v1/events`).
 */
function domainOf(topic: string): string {
  const prefix = topic.slice(0, topic.indexOf(':'));
  return prefix === 'records' ? 'workbook' : prefix;
}

export interface DevEvent extends Omit<EventExtras, 'domain'> {
  id: string;
  topic: string;
  domain: string;
  context: EventContext;
  payload: Record<string, unknown>;
  /** Set on a replayed event: `{ replayOf: <the original event's id> }`. */
  attributes?: Record<string, unknown>;
  createdAt: string;
  /** When `POST /v1/events/{eventId}/ack` acknowledged it, and who did. */
  acknowledgedAt?: string;
  acknowledgedBy?: string;
}

/** An event of the log with its envelope JSON (serialized once, however many readers). */
export interface LoggedEvent {
  id: string;
  json: string;
}

/** What a reader wants to see. */
export interface EventFilter {
  environmentId: string;
  spaceId?: string;
  /** Only events whose context names this sheet. */
  sheetId?: string;
  /** Exact topics; empty or absent means every topic. */
  topics?: string[];
  domain?: string;
  /** Only events created at or after this time (ms since the epoch). */
  since?: number;
  /** Leave out the events acknowledged with `POST /v1/events/{eventId}/ack`. */
  unacknowledgedOnly?: boolean;
}

/**
 * A kept event: its envelope without the payload, for filters, and its JSON, which is all a reader
 * gets. The payload object is not kept beside its JSON: a `records:created` of a thousand records
 * would hold a thousand id strings twice. Whoever asks for the whole event gets it parsed back.
 */
interface LogEntry {
  sequence: number;
  envelope: Omit<DevEvent, 'payload'>;
  time: number;
  json: string;
}

/** The envelope of an event (what filters read), without its payload. */
function envelopeOf({ payload: _payload, ...envelope }: DevEvent): LogEntry['envelope'] {
  return envelope;
}

const eventOf = (entry: LogEntry) => JSON.parse(entry.json) as DevEvent;

/** The bounds of a log: it keeps the newest events within both. */
export interface EventLogLimits {
  /** At most this many events. */
  count: number;
  /** At most this many bytes of envelope JSON (UTF-16 code units, which bound UTF-8 bytes / 3). */
  bytes: number;
}

const EVENT_ID = /^us_evt_(\d{16})$/;

/** `us_evt_` and the sequence zero-padded to 16 digits. */
export function formatEventId(sequence: number): string {
  return `us_evt_${String(sequence).padStart(16, '0')}`;
}

/** The sequence number of an event id, or undefined when it is not one of ours. */
export function parseEventId(id: string): number | undefined {
  const match = EVENT_ID.exec(id);
  return match ? Number(match[1]) : undefined;
}

/** Whether an event passes a filter. */
export function matchesFilter(
  event: Omit<DevEvent, 'payload'>,
  filter: EventFilter,
  time?: number,
): boolean {
  if (event.context.environmentId !== filter.environmentId) return false;
  if (filter.spaceId !== undefined && event.context.spaceId !== filter.spaceId) return false;
  if (filter.sheetId !== undefined && event.context.sheetId !== filter.sheetId) return false;
  if (filter.topics && filter.topics.length > 0 && !filter.topics.includes(event.topic)) {
    return false;
  }
  if (filter.domain !== undefined && event.domain !== filter.domain) return false;
  if (filter.since !== undefined && (time ?? Date.parse(event.createdAt)) < filter.since) {
    return false;
  }
  if (filter.unacknowledgedOnly === true && event.acknowledgedAt !== undefined) return false;
  return true;
}

/**
 * An append-only log holding the newest events within its limits, with live subscribers.
 *
 * @example
 * const log = new EventLog({ count: 100_000, bytes: 256 * 1024 * 1024 }, clock.now);
 * const stop = log.subscribe((event) => console.log(event.topic));
 * log.emit('space:created', { spaceId, environmentId, name }, { environmentId, spaceId });
 */
export class EventLog {
  /** Evicted entries are `undefined` until the next splice. */
  private entries: (LogEntry | undefined)[] = [];
  /** Index into `entries` of the oldest event still kept (older ones wait to be spliced off). */
  private start = 0;
  private sequence = 0;
  /** Length of the JSON of the events kept. */
  private keptBytes = 0;
  private readonly listeners = new Set<(event: DevEvent, json: string) => void>();
  private complete: EnvelopeCompleter | undefined;

  /** `now` is the dev server's clock, so events carry the time a manual clock shows. */
  constructor(
    private readonly limits: EventLogLimits,
    private readonly now: () => number,
  ) {}

  /** Sets what every event emitted from now on gets added to its envelope (see EnvelopeCompleter). */
  completeEnvelopesWith(complete: EnvelopeCompleter): void {
    this.complete = complete;
  }

  /**
   * Appends an event and tells every subscriber, in emission order. `extras` are the envelope
   * keys a publisher may set (`POST /v1/events`); the server's own events have none.
   */
  emit(
    topic: string,
    payload: Record<string, unknown>,
    context: EventContext,
    attributes?: Record<string, unknown>,
    extras: EventExtras = {},
  ): DevEvent {
    const time = this.now();
    const sequence = ++this.sequence;
    const { domain, ...envelopeExtras } = extras;
    const event: DevEvent = {
      id: formatEventId(sequence),
      topic,
      domain: domain ?? domainOf(topic),
      context,
      payload,
      ...(attributes === undefined ? {} : { attributes }),
      ...envelopeExtras,
      createdAt: new Date(time).toISOString(),
    };
    if (this.complete) {
      for (const [key, value] of Object.entries(this.complete(event))) {
        if (value !== undefined && !(key in envelopeExtras)) {
          (event as unknown as Record<string, unknown>)[key] = value;
        }
      }
    }
    const json = JSON.stringify(event);
    this.keep({ sequence, envelope: envelopeOf(event), time, json });
    for (const listener of this.listeners) {
      try {
        listener(event, json);
      } catch {
        // A reader that fails is that reader's problem, never the emitting operation's.
        this.listeners.delete(listener);
      }
    }
    return event;
  }

  /**
   * Puts back an event of a saved log (oldest first, nobody told): a restored server answers
   * cursors and replays from where it stopped.
   */
  restore(event: DevEvent): void {
    const sequence = parseEventId(event.id);
    if (sequence === undefined || sequence <= this.sequence) {
      throw new Error(
        `importkit/dev-server: a restored event id must be ours and newer than ${formatEventId(this.sequence)}, got ${event.id}`,
      );
    }
    this.sequence = sequence;
    this.keep({
      sequence,
      envelope: envelopeOf(event),
      time: Date.parse(event.createdAt),
      json: JSON.stringify(event),
    });
  }

  /**
   * Marks a kept event acknowledged (the first acknowledgement stands: a second one changes
   * nothing). Its JSON is written again, so every later read, page and replay carries it.
   * Returns the event, or undefined when the log no longer holds it.
   */
  acknowledge(id: string, by: string, at: string): DevEvent | undefined {
    const sequence = parseEventId(id);
    const entry = sequence === undefined ? undefined : this.entryAt(sequence);
    if (!entry) return undefined;
    const event = eventOf(entry);
    if (event.acknowledgedAt !== undefined) return event;
    const acknowledged: DevEvent = { ...event, acknowledgedAt: at, acknowledgedBy: by };
    const json = JSON.stringify(acknowledged);
    this.keptBytes += json.length - entry.json.length;
    entry.json = json;
    entry.envelope = envelopeOf(acknowledged);
    return acknowledged;
  }

  /** Continues the sequence after `sequence` (ids stay unique across a restart or a reset). */
  continueAfter(sequence: number): void {
    this.sequence = Math.max(this.sequence, sequence);
  }

  /** The events kept, oldest first. */
  *kept(): Iterable<DevEvent> {
    for (let i = this.start; i < this.entries.length; i++) {
      const entry = this.entries[i];
      if (entry) yield eventOf(entry);
    }
  }

  /** Forgets every event; ids go on from the last one handed out, so no id is used twice. */
  clear(): void {
    this.entries = [];
    this.start = 0;
    this.keptBytes = 0;
  }

  /** Appends an entry and evicts the oldest ones beyond the limits. */
  private keep(entry: LogEntry): void {
    this.entries.push(entry);
    this.keptBytes += entry.json.length;
    // The newest event is always kept, however large: a cursor must be able to reach it.
    while (
      this.entries.length - this.start > 1 &&
      (this.entries.length - this.start > this.limits.count || this.keptBytes > this.limits.bytes)
    ) {
      this.keptBytes -= (this.entries[this.start] as LogEntry).json.length;
      // Let go of the evicted event now, not at the next splice: it may be megabytes.
      this.entries[this.start] = undefined;
      this.start++;
    }
    if (this.start >= 1024 && this.start * 2 >= this.entries.length) {
      this.entries.splice(0, this.start);
      this.start = 0;
    }
  }

  /** The newest sequence number handed out (0 before the first event). */
  get lastSequence(): number {
    return this.sequence;
  }

  /** The sequence of the oldest event kept (the next one to come when the log is empty). */
  get firstSequence(): number {
    return this.entries[this.start]?.sequence ?? this.sequence + 1;
  }

  /** The event with this id, while it is still in the log. */
  get(id: string): DevEvent | undefined {
    const sequence = parseEventId(id);
    if (sequence === undefined) return undefined;
    const entry = this.entryAt(sequence);
    return entry && eventOf(entry);
  }

  /** Up to `max` events after `sequence` (exclusive) that pass the filter, oldest first. */
  after(sequence: number, filter: EventFilter, max = Number.POSITIVE_INFINITY): LoggedEvent[] {
    return this.read(sequence, filter, max).events;
  }

  /**
   * Like {@link after}, stopping too once `maxChars` of JSON are collected; `through` is the
   * sequence the log was read up to, so the next read continues there (skipped events included).
   */
  read(
    sequence: number,
    filter: EventFilter,
    max = Number.POSITIVE_INFINITY,
    maxChars = Number.POSITIVE_INFINITY,
  ): { events: LoggedEvent[]; through: number } {
    const first = this.entries[this.start]?.sequence ?? this.sequence + 1;
    const events: LoggedEvent[] = [];
    let through = Math.max(sequence, first - 1);
    let chars = 0;
    for (let i = this.start + Math.max(0, sequence + 1 - first); i < this.entries.length; i++) {
      const entry = this.entries[i] as LogEntry;
      through = entry.sequence;
      if (!matchesFilter(entry.envelope, filter, entry.time)) continue;
      events.push({ id: entry.envelope.id, json: entry.json });
      chars += entry.json.length;
      if (events.length >= max || chars >= maxChars) break;
    }
    return { events, through };
  }

  /** Calls `listener` for every event emitted from now on; returns the unsubscribe function. */
  subscribe(listener: (event: DevEvent, json: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private entryAt(sequence: number): LogEntry | undefined {
    const first = this.entries[this.start]?.sequence;
    if (first === undefined || sequence < first) return undefined;
    return this.entries[this.start + (sequence - first)];
  }
}
