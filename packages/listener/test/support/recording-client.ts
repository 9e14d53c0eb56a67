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
 * process. A 200 carries `{ data }`, any other status `{ errors: [{ message }] }`.
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
    const { status, data, message } = await answer(call);
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
