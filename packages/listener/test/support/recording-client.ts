import { createClient, type ImportkitClient } from '@importkit/api';

/** One request the client sent. */
export interface RecordedCall {
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
}

/** What the fake API answers: a status and the `data` of a success (an executing job by default). */
export type Answer = { status: number; data?: Record<string, unknown>; message?: string };

/**
 * A client whose fetch records each request and answers with `answer(call)`; nothing leaves the
 * process. A 200 carries `{ data }`, any other status `{ errors: [{ message }] }`. Like `fetch`, it
 * rejects with the abort reason once the request's signal aborts, even while `answer` stalls.
 */
export function recordingClient(answer: (call: RecordedCall) => Answer | Promise<Answer>): {
  client: ImportkitClient;
  calls: RecordedCall[];
} {
  const calls: RecordedCall[] = [];
  const fetch = async (input: Request | string | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const text = await request.text();
    const call = {
      method: request.method,
      path: new URL(request.url).pathname,
      body: text ? JSON.parse(text) : undefined,
    };
    calls.push(call);
    const { status, data, message } = await untilAborted(
      Promise.resolve(answer(call)),
      request.signal,
    );
    const body =
      status === 200
        ? { data: { id: 'us_jb_1', status: 'executing', ...data } }
        : { errors: [{ message: message ?? `answered ${status}` }] };
    return Response.json(body, { status });
  };
  const client = createClient({
    baseUrl: 'http://127.0.0.1:9',
    apiKey: 'sk_test',
    fetch,
    retry: false,
  });
  return { client, calls };
}

/** `answer`, or a rejection with the signal's reason as soon as it aborts. */
function untilAborted<T>(answer: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
