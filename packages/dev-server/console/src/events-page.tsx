/**
 * The live event log: every event of the environment over the SSE stream, newest first,
 * filtered by topic glob; each expands to its JSON (as text), can be replayed
 * (`POST /_dev/events/{id}/replay`), and shows the handler runs a `--listener` runner reported
 * for it (`GET /_dev/handler-runs?eventId=`).
 * @module
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { ConsoleApiError } from './api';
import { useConsole, useHubVersion } from './console-context';
import type { ConsoleEvent } from './event-stream';
import { topicMatcher } from './topic-glob';

const SHOWN = 500;

interface HandlerRun {
  eventId: string;
  topic: string;
  handler: string;
  startedAt: string;
  durationMs: number;
  error?: { name: string; message: string };
}

export function EventsPage() {
  const { hub } = useConsole();
  useHubVersion(hub);
  const [pattern, setPattern] = useState('');
  const [open, setOpen] = useState<Set<string>>(new Set());
  const matches = useMemo(() => topicMatcher(pattern), [pattern]);
  const shown: ConsoleEvent[] = [];
  for (let index = hub.events.length - 1; index >= 0 && shown.length < SHOWN; index -= 1) {
    const event = hub.events[index];
    if (event && matches(event.topic)) shown.push(event);
  }
  return (
    <section class="events-page">
      <h1>
        Events{' '}
        <span class={hub.connected ? 'live on' : 'live'}>
          {hub.connected ? 'live' : 'reconnecting'}
        </span>
      </h1>
      <label class="topic-filter">
        Topics
        <input
          type="search"
          placeholder="job:* records:* (globs)"
          aria-label="Topic filter"
          value={pattern}
          onInput={(event) => setPattern((event.target as HTMLInputElement).value)}
        />
      </label>
      <p class="muted">
        {shown.length} shown of {hub.events.length} kept
      </p>
      <ul class="event-list">
        {shown.map((event) => (
          <EventRow
            key={event.id}
            event={event}
            open={open.has(event.id)}
            onToggle={() =>
              setOpen((old) => {
                const next = new Set(old);
                if (next.has(event.id)) next.delete(event.id);
                else next.add(event.id);
                return next;
              })
            }
          />
        ))}
      </ul>
    </section>
  );
}

function EventRow(props: { event: ConsoleEvent; open: boolean; onToggle(): void }) {
  const { api, notify } = useConsole();
  const { event } = props;
  const replayOf = (event.attributes as { replayOf?: string } | undefined)?.replayOf;
  return (
    <li class="event-item" data-topic={event.topic} data-event-id={event.id}>
      <button
        type="button"
        class="event-summary"
        aria-expanded={props.open}
        onClick={props.onToggle}
      >
        <time>{new Date(event.createdAt).toLocaleTimeString()}</time>
        <span class="topic">{event.topic}</span>
        <span class="muted">{event.id}</span>
        {replayOf && <span class="badge">replay of {replayOf}</span>}
      </button>
      {props.open && (
        <div class="event-detail">
          <pre>{JSON.stringify(event, null, 2)}</pre>
          <button
            type="button"
            onClick={() =>
              api
                .post(`/_dev/events/${encodeURIComponent(event.id)}/replay`)
                .then(() => notify(`${event.topic} replayed`))
                .catch((error: Error) => notify(`Replay failed: ${error.message}`))
            }
          >
            Replay
          </button>
          <HandlerRuns eventId={event.id} />
        </div>
      )}
    </li>
  );
}

function HandlerRuns(props: { eventId: string }) {
  const { api } = useConsole();
  const [runs, setRuns] = useState<HandlerRun[] | undefined>();
  const [note, setNote] = useState<string | undefined>();
  useEffect(() => {
    api
      .get<{ data: HandlerRun[] }>('/_dev/handler-runs', { query: { eventId: props.eventId } })
      .then(({ data }) => setRuns(data))
      .catch((error: Error) =>
        setNote(
          error instanceof ConsoleApiError && error.status === 404
            ? 'This server reports no handler runs.'
            : error.message,
        ),
      );
  }, [props.eventId]);
  if (note) return <p class="muted">{note}</p>;
  if (!runs) return null;
  if (runs.length === 0) {
    return (
      <p class="muted">
        No handler ran for this event (handlers run with importkit-dev --listener).
      </p>
    );
  }
  return (
    <table class="handler-runs">
      <thead>
        <tr>
          <th>Handler</th>
          <th>Started</th>
          <th>Took</th>
          <th>Threw</th>
        </tr>
      </thead>
      <tbody>
        {runs.map((run) => (
          <tr key={`${run.handler}-${run.startedAt}`} class={run.error ? 'error' : undefined}>
            <td>{run.handler}</td>
            <td>{new Date(run.startedAt).toLocaleTimeString()}</td>
            <td>{run.durationMs} ms</td>
            <td>{run.error ? `${run.error.name}: ${run.error.message}` : ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
