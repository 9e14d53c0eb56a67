/**
 * The webhook inbox (`/_dev/webhooks`): its endpoints, each one's requests newest first, and the
 * chosen request beside the answer it got — method, URL, headers, body, size and signature on
 * the left; status, headers and body (or how it was not answered) on the right. Refreshed every
 * second while shown. Bodies are text nodes, never HTML.
 * @module
 */
import { useEffect, useState } from 'preact/hooks';
import { useConsole } from './console-context';

interface SentAnswer {
  outcome: 'answered' | 'cut' | 'silent' | 'trickle' | 'stop-reading';
  status?: number;
  headers?: Record<string, string>;
  body?: string;
  delayMs: number;
}

interface CapturedRequest {
  id: string;
  index: number;
  receivedAt: string;
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  size: number;
  bodySize: number;
  body: string;
  bodyTruncated: boolean;
  complete: boolean;
  recordCount: number;
  signature: 'valid' | 'invalid' | 'unchecked';
  answer?: SentAnswer;
}

interface Endpoint {
  name: string;
  requestCount: number;
  lastRequestAt?: string;
  scriptLength: number;
  verifiesSignatures: boolean;
}

const REFRESH_MS = 1000;

/** JSON bodies indented; anything else as sent. */
function pretty(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

function bytes(count: number): string {
  return count < 1024 ? `${count} B` : `${(count / 1024).toFixed(1)} KiB`;
}

function HeaderList(props: { headers: Record<string, string | string[] | undefined> }) {
  return (
    <dl class="webhook-headers">
      {Object.entries(props.headers).map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{Array.isArray(value) ? value.join(', ') : value}</dd>
        </div>
      ))}
    </dl>
  );
}

const NOT_ANSWERED: Record<Exclude<SentAnswer['outcome'], 'answered'>, string> = {
  cut: 'The connection was closed without an answer (cut off).',
  silent: 'No answer: the request was left waiting until the sender gave up.',
  trickle: 'A body that never ends was being sent.',
  'stop-reading': 'The body was never read, and no answer was sent.',
};

function AnswerView(props: { answer: SentAnswer | undefined }) {
  const { answer } = props;
  if (!answer) return <p class="muted">Not answered yet.</p>;
  return (
    <>
      <p class="webhook-line">
        {answer.status !== undefined && (
          <strong data-testid="answer-status">{answer.status}</strong>
        )}
        {answer.delayMs > 0 && <span class="muted"> after {answer.delayMs} ms</span>}
      </p>
      {answer.outcome !== 'answered' && <p>{NOT_ANSWERED[answer.outcome]}</p>}
      {answer.headers && <HeaderList headers={answer.headers} />}
      {answer.body !== undefined && answer.body !== '' && (
        <pre class="webhook-body">{pretty(answer.body)}</pre>
      )}
    </>
  );
}

function RequestView(props: { request: CapturedRequest }) {
  const { request } = props;
  return (
    <div class="webhook-exchange" data-testid="webhook-exchange">
      <section class="webhook-side" aria-label="Request">
        <h3>Request</h3>
        <p class="webhook-line">
          <strong>{request.method}</strong> <code>{request.url}</code>
        </p>
        <p class="muted">
          {new Date(request.receivedAt).toLocaleTimeString()} · {bytes(request.size)} sent
          {request.bodySize !== request.size ? ` (${bytes(request.bodySize)} decoded)` : ''}
          {request.recordCount > 0 ? ` · ${request.recordCount} records` : ''}
        </p>
        <p data-testid="signature" data-signature={request.signature}>
          Signature:{' '}
          {request.signature === 'unchecked'
            ? 'not checked (no secret set for this endpoint)'
            : request.signature}
        </p>
        <HeaderList headers={request.headers} />
        <pre class="webhook-body">{pretty(request.body)}</pre>
        {request.bodyTruncated && (
          <p class="muted">The body is cut here: the inbox keeps only its start.</p>
        )}
        {!request.complete && <p class="muted">The body did not arrive whole.</p>}
      </section>
      <section class="webhook-side" aria-label="Answer">
        <h3>Answer</h3>
        <AnswerView answer={request.answer} />
      </section>
    </div>
  );
}

export function WebhooksPage(props: { endpoint?: string }) {
  const { api, navigate } = useConsole();
  const [endpoints, setEndpoints] = useState<Endpoint[] | undefined>();
  const [requests, setRequests] = useState<CapturedRequest[]>([]);
  const [chosen, setChosen] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();
  const name = props.endpoint ?? endpoints?.[0]?.name;

  useEffect(() => {
    let stopped = false;
    const refresh = async () => {
      try {
        const listed = await api.get<{ data: Endpoint[] }>('/_dev/webhooks');
        const current = props.endpoint ?? listed.data[0]?.name;
        const kept = current
          ? await api
              .get<{ data: CapturedRequest[] }>(
                `/_dev/webhooks/${encodeURIComponent(current)}/requests`,
              )
              .catch(() => ({ data: [] }))
          : { data: [] };
        if (stopped) return;
        setEndpoints(listed.data);
        setRequests(kept.data);
        setError(undefined);
      } catch (failure) {
        if (!stopped) setError((failure as Error).message);
      }
    };
    void refresh();
    const timer = setInterval(refresh, REFRESH_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [api, props.endpoint]);

  const selected = requests.find((request) => request.id === chosen) ?? requests[0];
  const origin = location.origin;
  return (
    <section class="webhooks-page" data-testid="webhooks-page">
      <h2>Webhook inbox</h2>
      <p class="muted">
        Send webhooks to <code>{origin}/_dev/webhooks/&lt;name&gt;</code>: each request is kept and
        answered by the endpoint's script (<code>importkit-dev --webhook NAME=ANSWERS</code> or{' '}
        <code>PUT /_dev/webhooks/NAME/script</code>).
      </p>
      {error && <p class="error-text">{error}</p>}
      {endpoints && endpoints.length === 0 && (
        <p class="muted" data-testid="webhooks-empty">
          Nothing has arrived yet. Without <code>WEBHOOK_SITE_URL</code>, the examples send to{' '}
          <code>{origin}/_dev/webhooks/default</code>.
        </p>
      )}
      {endpoints && endpoints.length > 0 && (
        <div class="webhooks-layout">
          <nav class="webhook-endpoints" aria-label="Endpoints">
            {endpoints.map((endpoint) => (
              <a
                key={endpoint.name}
                href={`#/webhooks/${encodeURIComponent(endpoint.name)}`}
                aria-current={endpoint.name === name ? 'page' : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  setChosen(undefined);
                  navigate({ page: 'webhooks', endpoint: endpoint.name });
                }}
              >
                {endpoint.name} <span class="muted">({endpoint.requestCount})</span>
              </a>
            ))}
          </nav>
          <ol class="webhook-requests" aria-label="Requests">
            {requests.map((request) => (
              <li key={request.id}>
                <button
                  type="button"
                  aria-pressed={request.id === selected?.id}
                  onClick={() => setChosen(request.id)}
                >
                  #{request.index + 1} {request.method} →{' '}
                  {request.answer?.status ?? request.answer?.outcome ?? '…'}
                </button>
              </li>
            ))}
          </ol>
          {selected ? <RequestView request={selected} /> : <p class="muted">No requests kept.</p>}
        </div>
      )}
    </section>
  );
}
