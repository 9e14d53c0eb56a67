import type { ResolvedClientConfig } from '../client/client-config';
import { errorItemsFromBody } from '../errors/error-items';
import { TransportError } from '../errors/transport-error';
import { afterMicrotasks } from '../internal/after-microtasks';
import { backoffDelay, sleep } from '../internal/backoff';
import { readBounded, readBoundedText } from '../internal/read-bounded';
import { eventRequestHeaders } from './event-request-headers';
import { permanentFailure } from './permanent-failure';
import { type ChainedAnswer, PollChain } from './poll-chain';
import { pollUrl } from './poll-url';
import type { SessionContext, TransportEnd } from './subscription-types';

/** Events asked for per poll while answers fit `POLL_ANSWER_BYTES` (the server's own maximum). */
export const POLL_PAGE_SIZE = 1000;
/**
 * What one answer may weigh (or one event of `maxEventBytes` and the page around it, if more). A
 * page of many events is cheap to ask for; a page of large ones is asked for again in fewer
 * events, so the bound holds without making every poll small (10x the requests for the same
 * events when pages were 100).
 */
export const POLL_ANSWER_BYTES = 16 * 1024 * 1024;
/** The headers of an answer to a poll with a `reader` (see `PollChain`). */
const POLL_FROM_HEADER = 'importkit-poll-from';
const POLL_THROUGH_HEADER = 'importkit-poll-through';
// Room for the page's own JSON around its events (`{"data":[`, commas, keys a server may add).
const PAGE_OVERHEAD_BYTES = 64 * 1024;

/**
 * Long polling: `GET /v1/events?after=<cursor>&wait=<s>` in a loop. The server answers at once
 * when newer events exist and holds the request otherwise. On a server that keeps the poll's
 * `reader` position (see `PollChain`), two polls are in flight: while the client hands out one
 * answer's events, the server is already answering the other poll with the next page (a stream
 * overlaps them the same way), and an event that comes meanwhile finds a poll held. Elsewhere one
 * poll is in flight, asked again right after every answer (a full page simply means more is
 * waiting).
 *
 * A 4xx ends the loop (see `permanentFailure`); other failures are reported and retried with
 * backoff, here only, from the last event delivered with a new reader: each poll is one plain
 * `fetch` of the client's configuration, without its retries or middleware (as over SSE), so a
 * failure is reported when it happens. A poll is asked once per page, and on a busy server once
 * per event or two: it skips the typed client's request object and middleware chain, whose cost
 * per request is what a poll pays most. Returns when the subscription closes, on a 4xx, or, once
 * `switchAt` (epoch ms) has passed, at the next answer so that SSE can be tried again.
 *
 * Each answer is bounded in size (`POLL_ANSWER_BYTES`; an answer over it is dropped, reported, and
 * asked for again in a tenth of the events, growing back after each answer that fits) and in time:
 * a poll not fully answered within its `wait` plus `heartbeatTimeoutMs` (a body that stalls or
 * never ends) is given up and reported like any failed poll.
 *
 * The first request of a run does not wait (`wait=0`): a held poll answers only when an event
 * comes or the wait runs out, and the subscription should not need up to 30 s on an idle server
 * to learn that the server is there, accepts the key and has fixed the cursor (`ready`).
 */
export async function runPollLoop(
  context: SessionContext,
  switchAt: number,
): Promise<TransportEnd> {
  const { options, queue, signal } = context;
  const { config } = context.client;
  const maxAnswerBytes = Math.max(POLL_ANSWER_BYTES, options.maxEventBytes + PAGE_OVERHEAD_BYTES);
  const inFlight = new Set<PollInFlight>();
  // Settled polls in the order they settled; `wake` resumes the loop waiting for one.
  const settledPolls: SettledPoll[] = [];
  let wake: (() => void) | undefined;
  let chain = new PollChain();
  let pageSize = POLL_PAGE_SIZE;
  let failures = 0;
  let answered = false;

  // Polls still in flight may bring answers the new chain cannot place: they are given up.
  const startOver = () => {
    for (const pending of inFlight) pending.deadline.cancel();
    inFlight.clear();
    chain = new PollChain();
  };
  const fail = async (error: TransportError) => {
    startOver();
    context.report(error);
    failures++;
    const delay = backoffDelay(failures, options.reconnectMinMs, options.reconnectMaxMs);
    await sleep(delay, signal).catch(() => undefined); // an abort ends the loop below
  };
  const send = (): PollInFlight => {
    const cursor = context.cursor;
    const wait = answered ? options.pollWaitSeconds : 0;
    // Without a cursor, start where the subscription started rather than at the oldest event.
    const from = cursor !== undefined ? { after: cursor } : { since: context.startedAt };
    const url = pollUrl(config.baseUrl, options, {
      ...from,
      wait,
      pageSize,
      reader: chain.reader,
    });
    const deadlineMs = wait * 1000 + options.heartbeatTimeoutMs;
    const deadline = new Deadline(signal, deadlineMs);
    const pending: PollInFlight = { deadline };
    poll(config, url, deadline.signal, maxAnswerBytes)
      .then(
        (answer): SettledPoll => ({ pending, answer }),
        (cause: unknown): SettledPoll => {
          const what = deadline.expired
            ? `no complete answer within ${deadlineMs} ms (the poll's wait of ${wait} s plus heartbeatTimeoutMs)`
            : `request failed: ${messageOf(cause)}`;
          return { pending, failure: new TransportError('poll', what, { cause }) };
        },
      )
      .then((settled) => {
        settledPolls.push(settled);
        wake?.();
      });
    return pending;
  };

  try {
    while (!signal.aborted) {
      if (Date.now() >= switchAt) return { kind: 'switch' };
      const window = answered && chain.pipelined ? 2 : 1;
      while (inFlight.size < window) {
        await queue.waitForRoom();
        if (signal.aborted) return { kind: 'closed' };
        inFlight.add(send());
      }
      while (settledPolls.length === 0) {
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
      }
      const settled = settledPolls.shift() as SettledPoll;
      // Given up while this one settled (startOver): its answer belongs to no chain.
      if (!inFlight.delete(settled.pending)) continue;
      settled.pending.deadline.clear();
      if (signal.aborted) break;
      if ('failure' in settled) {
        await fail(settled.failure);
        continue;
      }
      const { answer } = settled;
      if (answer.kind === 'refused') {
        const { status, errors } = answer;
        const permanent = permanentFailure(status, '/v1/events', errors);
        if (permanent) return { kind: 'fatal', error: permanent };
        const detail = errors.map((item) => item.message).join('; ');
        await fail(
          new TransportError('poll', `HTTP ${status}${detail ? `: ${detail}` : ''}`, { status }),
        );
        continue;
      }
      if (answer.kind === 'unreadable') {
        if (answer.tooLarge) pageSize = Math.max(1, Math.floor(pageSize / 10));
        await fail(new TransportError('poll', answer.problem, { status: 200 }));
        continue;
      }
      pageSize = Math.min(POLL_PAGE_SIZE, pageSize * 2);
      context.connected('poll');
      answered = true;
      failures = 0;
      let moved = false;
      let unusable = false;
      for (const due of chain.accept(answer)) {
        let movedHere = false;
        for (const raw of due.events) movedHere = context.deliver(raw) || movedHere;
        unusable ||= due.events.length > 0 && !movedHere;
        moved ||= movedHere;
      }
      if (unusable) {
        // Nothing in a page had a usable id, so asking again would bring the same page back.
        await fail(new TransportError('poll', 'a page of events without usable ids'));
      } else if (chain.brokenWith(inFlight.size)) {
        // An answer was lost, or the server forgot the reader (reset, restarted): ask again from
        // the last event delivered, with a new reader.
        context.report(
          new TransportError(
            'poll',
            'the answers stopped following one another; polling again from the last event delivered',
          ),
        );
        startOver();
      } else if (moved) {
        // The page reaches a waiting consumer (its handlers start) before the next poll is sent:
        // the request's own promise chain would otherwise run first, and the handlers would wait
        // for it (0.5–10 ms on a busy machine) while the next poll gains only microseconds.
        await afterMicrotasks();
      }
    }
    return { kind: 'closed' };
  } finally {
    startOver();
  }
}

/** A poll sent and not yet settled. */
interface PollInFlight {
  deadline: Deadline;
}

/** How a poll settled: answered (whatever the answer) or failed. */
type SettledPoll =
  | { pending: PollInFlight; answer: PollAnswer }
  | { pending: PollInFlight; failure: TransportError };

type PollAnswer =
  | ({ kind: 'events' } & ChainedAnswer)
  | { kind: 'refused'; status: number; errors: ReturnType<typeof errorItemsFromBody> }
  | { kind: 'unreadable'; problem: string; tooLarge?: boolean };

/**
 * One poll, its answer read within `maxAnswerBytes` and an error answer within the client's
 * `maxErrorBodyBytes`.
 */
async function poll(
  config: ResolvedClientConfig,
  url: URL,
  signal: AbortSignal,
  maxAnswerBytes: number,
): Promise<PollAnswer> {
  const headers = eventRequestHeaders(config, 'application/json');
  const response = await config.fetch(url, { headers, signal });
  if (!response.ok) {
    const text = await readBoundedText(response.body, config.maxErrorBodyBytes, signal);
    return {
      kind: 'refused',
      status: response.status,
      errors: errorItemsFromBody(parseJson(text)),
    };
  }
  const { bytes, complete } = await readBounded(response.body, maxAnswerBytes, signal);
  if (!complete) {
    return {
      kind: 'unreadable',
      problem: `an answer larger than ${maxAnswerBytes} bytes (${url.searchParams.get('pageSize')} events asked for), dropped; asking for fewer`,
      tooLarge: true,
    };
  }
  let page: unknown;
  try {
    page = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return { kind: 'unreadable', problem: 'an answer that is not JSON' };
  }
  const events = (page as { data?: unknown } | null)?.data;
  if (!Array.isArray(events))
    return { kind: 'unreadable', problem: 'an answer without a data array' };
  return { kind: 'events', events, position: positionOf(response.headers) };
}

/** Where the answer stands in its reader's chain, from a server that keeps readers. */
function positionOf(headers: Headers): ChainedAnswer['position'] {
  const from = headers.get(POLL_FROM_HEADER);
  const through = headers.get(POLL_THROUGH_HEADER);
  return from !== null && through !== null ? { from, through } : undefined;
}

/** An error answer's JSON, or its text when it is not JSON (a proxy's page). */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** An abort signal that follows `parent` and also fires after `ms`; `clear()` drops the timer. */
class Deadline {
  readonly #controller = new AbortController();
  readonly #parent: AbortSignal;
  readonly #timer: NodeJS.Timeout;
  readonly #onParentAbort = () => this.#controller.abort(this.#parent.reason);
  expired = false;

  constructor(parent: AbortSignal, ms: number) {
    this.#parent = parent;
    parent.addEventListener('abort', this.#onParentAbort, { once: true });
    this.#timer = setTimeout(() => {
      this.expired = true;
      this.#controller.abort(new Error(`no complete answer within ${ms} ms`));
    }, ms);
  }

  get signal(): AbortSignal {
    return this.#controller.signal;
  }

  /** Gives the poll up (its chain was dropped). */
  cancel(): void {
    this.clear();
    this.#controller.abort(new Error('poll given up'));
  }

  clear(): void {
    clearTimeout(this.#timer);
    this.#parent.removeEventListener('abort', this.#onParentAbort);
  }
}

function messageOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}
