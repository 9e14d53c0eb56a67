import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  ApiError,
  ConfigError,
  createClient,
  type ImportkitError,
  subscribe,
  unwrap,
} from '../src/index';
import { ENVIRONMENT_ID, eventId, jobReadyEvent } from './support/events';
import { firstReports, rawServer, writeForever } from './support/raw-server';
import { API_KEY, client, fast, ids, server, track } from './support/subscription-harness';
import { take } from './support/take';

const frame = (sequence: number) =>
  `id: ${eventId(sequence)}\ndata: ${JSON.stringify(jobReadyEvent(sequence))}\n\n`;

const streamHeaders = { 'content-type': 'text/event-stream', 'cache-control': 'no-store' };

describe('a line or an event larger than maxEventBytes', () => {
  it('is dropped unread and reported, the stream goes on, and a reconnect resumes after it', async () => {
    const target = await rawServer((request, response) => {
      response.writeHead(200, streamHeaders);
      if (request.headers['last-event-id'] === eventId(2)) {
        response.end(frame(3));
        return;
      }
      const huge = {
        ...jobReadyEvent(2),
        payload: { ...jobReadyEvent(2).payload, pad: 'x'.repeat(50_000) },
      };
      // The oversized event ends the first connection: resuming after it proves it was passed over.
      response.end(`${frame(1)}id: ${eventId(2)}\ndata: ${JSON.stringify(huge)}\n\n`);
    });
    const errors: ImportkitError[] = [];
    const subscription = track(
      subscribe(client(target.url), {
        environmentId: ENVIRONMENT_ID,
        transport: 'sse',
        maxEventBytes: 4096,
        onError: (error) => errors.push(error),
        ...fast,
      }),
    );

    expect(ids(await take(subscription, 2))).toEqual([eventId(1), eventId(3)]);
    expect(errors[0]).toMatchObject({ code: 'INVALID_EVENT', eventId: eventId(2) });
    expect(errors[0]?.message).toContain('maxEventBytes (4096 bytes)');
    expect(target.requests[1]?.headers['last-event-id']).toBe(eventId(2));
  });

  it('is reported at once when a line never ends, and the events before and after it arrive', async () => {
    const target = await rawServer((_request, response) => {
      response.writeHead(200, streamHeaders);
      response.write(frame(1));
      // A `data:` line of 200 kB, then the rest of the stream as usual.
      response.write(`id: ${eventId(2)}\ndata: `);
      for (let part = 0; part < 50; part++) response.write('y'.repeat(4000));
      response.write(`\n\n${frame(3)}`);
    });
    const { onError, reports } = firstReports<ImportkitError>(1);
    const subscription = track(
      subscribe(client(target.url), {
        environmentId: ENVIRONMENT_ID,
        transport: 'sse',
        maxEventBytes: 1024,
        onError,
        ...fast,
      }),
    );

    expect(ids(await take(subscription, 2))).toEqual([eventId(1), eventId(3)]);
    expect(await reports).toEqual([expect.objectContaining({ eventId: eventId(2) })]);
  });

  it('bounds a stream that is one endless line: reported, never buffered', async () => {
    const target = await rawServer((_request, response) => {
      response.writeHead(200, streamHeaders);
      response.write(`id: ${eventId(1)}\ndata: `);
      writeForever(response, 'z'.repeat(16_384));
    });
    const { onError, reports } = firstReports<ImportkitError>(1);
    track(
      subscribe(client(target.url), {
        environmentId: ENVIRONMENT_ID,
        transport: 'sse',
        maxEventBytes: 1024,
        onError,
        ...fast,
      }),
    );

    expect(await reports).toEqual([
      expect.objectContaining({ code: 'INVALID_EVENT', eventId: eventId(1) }),
    ]);
  });
});

describe('a stream endpoint that answers 200 but not as an event stream', () => {
  it('is not read as SSE: reported, retried, and given up for polling in auto mode', async () => {
    const target = await rawServer((_request, response, url) => {
      if (url.pathname === '/v1/events/stream') {
        response.writeHead(200, { 'content-type': 'text/html' });
        response.end(`data: ${JSON.stringify(jobReadyEvent(1))}\n\n`);
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      const after = url.searchParams.get('after');
      const events = after === eventId(0) ? [jobReadyEvent(2)] : [];
      response.end(JSON.stringify({ data: events }));
    });
    const errors: ImportkitError[] = [];
    const subscription = track(
      subscribe(client(target.url), {
        environmentId: ENVIRONMENT_ID,
        after: eventId(0),
        onError: (error) => errors.push(error),
        ...fast,
      }),
    );

    // The HTML page's look-alike event is never delivered; the poll's event is.
    expect(ids(await take(subscription, 1))).toEqual([eventId(2)]);
    expect(subscription.transport).toBe('poll');
    expect(errors[0]?.message).toContain('expected a text/event-stream answer, got "text/html"');
  });
});

describe('an error body of any size', () => {
  it('is read up to maxErrorBodyBytes for an ApiError, even when it never ends', async () => {
    const target = await rawServer((_request, response) => {
      response.writeHead(500, { 'content-type': 'text/html' });
      writeForever(response, '<p>Internal error</p>'.repeat(1000));
    });
    const api = createClient({
      baseUrl: target.url,
      apiKey: API_KEY,
      retry: false,
      maxErrorBodyBytes: 2048,
    });

    const error = await unwrap(api.GET('/v1/spaces')).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 500, method: 'GET', path: '/v1/spaces' });
    expect((error as ApiError).errors[0]?.message).toMatch(/^<p>Internal error<\/p>/);
  });

  it('is read up to a bound when the event stream refuses with an endless page', async () => {
    const target = await rawServer((_request, response) => {
      response.writeHead(503, { 'content-type': 'text/html' });
      writeForever(response, 'Service unavailable. '.repeat(1000));
    });
    const { onError, reports } = firstReports<ImportkitError>(1);
    const api = createClient({
      baseUrl: target.url,
      apiKey: API_KEY,
      retry: false,
      maxErrorBodyBytes: 4096,
    });
    track(subscribe(api, { environmentId: ENVIRONMENT_ID, transport: 'sse', onError, ...fast }));

    const [error] = await reports;
    expect(error).toMatchObject({ code: 'TRANSPORT_ERROR', transport: 'sse', status: 503 });
    expect(error?.message).toContain('Service unavailable.');
  });

  it('is read up to a bound when a poll fails with an endless page', async () => {
    const target = await rawServer((_request, response) => {
      response.writeHead(502, { 'content-type': 'text/plain' });
      writeForever(response, 'Bad gateway. '.repeat(1000));
    });
    const { onError, reports } = firstReports<ImportkitError>(1);
    track(
      subscribe(client(target.url), {
        environmentId: ENVIRONMENT_ID,
        transport: 'poll',
        onError,
        ...fast,
      }),
    );

    const [error] = await reports;
    expect(error).toMatchObject({ code: 'TRANSPORT_ERROR', transport: 'poll', status: 502 });
    expect(error?.message).toContain('Bad gateway.');
  });
});

describe('a long poll whose answer never ends or stalls', () => {
  it('is given up after its wait plus heartbeatTimeoutMs when the body stalls, then polled again', async () => {
    let polls = 0;
    const target = await rawServer((_request, response) => {
      polls++;
      response.writeHead(200, { 'content-type': 'application/json' });
      if (polls === 1) {
        response.write('{"data":['); // and nothing more
        return;
      }
      response.end(`{"data":[${JSON.stringify(jobReadyEvent(1))}]}`);
    });
    const errors: ImportkitError[] = [];
    const subscription = track(
      subscribe(client(target.url), {
        environmentId: ENVIRONMENT_ID,
        transport: 'poll',
        heartbeatTimeoutMs: 200,
        onError: (error) => errors.push(error),
        ...fast,
      }),
    );

    expect(ids(await take(subscription, 1))).toEqual([eventId(1)]);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ code: 'TRANSPORT_ERROR', transport: 'poll' });
    expect(errors[0]?.message).toContain('no complete answer within 200 ms');
  });

  it('is dropped past 16 MiB when the body never ends, and asked for again in fewer events', async () => {
    const pageSizes: string[] = [];
    const target = await rawServer((request, response) => {
      pageSizes.push(new URL(request.url ?? '/', 'http://x').searchParams.get('pageSize') ?? '');
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"data":[');
      writeForever(response, `${JSON.stringify(jobReadyEvent(1))},`);
    });
    const { onError, reports } = firstReports<ImportkitError>(2);
    track(
      subscribe(client(target.url), {
        environmentId: ENVIRONMENT_ID,
        transport: 'poll',
        maxEventBytes: 1024,
        onError,
        ...fast,
      }),
    );

    const [error] = await reports;
    expect(error).toMatchObject({ code: 'TRANSPORT_ERROR', transport: 'poll' });
    expect(error?.message).toContain(`an answer larger than ${16 * 1024 * 1024} bytes`);
    expect(pageSizes.slice(0, 2)).toEqual(['1000', '100']);
  });
});

describe('a 4xx from the event endpoints', () => {
  const notFound = {
    errors: [{ key: 'environmentId', message: 'Environment us_env_test not found' }],
  };

  it('ends a polling subscription with an ApiError carrying the server message', async () => {
    const target = await rawServer((_request, response) => {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(JSON.stringify(notFound));
    });
    const subscription = track(
      subscribe(client(target.url), { environmentId: ENVIRONMENT_ID, transport: 'poll', ...fast }),
    );

    await subscription.ready;
    const error = await take(subscription, 1).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, method: 'GET', path: '/v1/events' });
    expect((error as ApiError).message).toContain('Environment us_env_test not found');
    expect(target.requests).toHaveLength(1);
  });

  it('ends an SSE-only subscription on 400 (a bad cursor) with an ApiError', async () => {
    const target = await rawServer((_request, response) => {
      response.writeHead(400, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ errors: [{ message: 'Unknown Last-Event-ID' }] }));
    });
    const subscription = track(
      subscribe(client(target.url), {
        environmentId: ENVIRONMENT_ID,
        after: 'us_evt_gone',
        transport: 'sse',
        ...fast,
      }),
    );

    await expect(take(subscription, 1)).rejects.toMatchObject({
      code: 'API_ERROR',
      status: 400,
      path: '/v1/events/stream',
      message: expect.stringContaining('Unknown Last-Event-ID'),
    });
    expect(target.requests).toHaveLength(1);
  });

  it('in auto mode, falls back to polling on an SSE 404 and ends when the poll gets the same', async () => {
    const target = await rawServer((_request, response) => {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(JSON.stringify(notFound));
    });
    const subscription = track(
      subscribe(client(target.url), { environmentId: ENVIRONMENT_ID, ...fast }),
    );

    await expect(take(subscription, 1)).rejects.toMatchObject({ status: 404, path: '/v1/events' });
    expect(target.requests.map((request) => request.url.pathname)).toEqual([
      '/v1/events/stream',
      '/v1/events',
    ]);
  });

  it('leaves other failures to retries, their reports carrying the server message', async () => {
    const target = await server({ pollStatus: (request) => (request === 1 ? 503 : 200) });
    target.emit(eventId(1), jobReadyEvent(1));
    const errors: ImportkitError[] = [];
    const subscription = track(
      subscribe(client(target.url), {
        environmentId: ENVIRONMENT_ID,
        after: eventId(0),
        transport: 'poll',
        onError: (error) => errors.push(error),
        ...fast,
      }),
    );

    expect(ids(await take(subscription, 1))).toEqual([eventId(1)]);
    expect(errors.map((error) => error.message)).toEqual([
      'importkit/api: poll: HTTP 503: Try later',
    ]);
  });
});

describe('credentials in URLs and messages', () => {
  it('refuses a base URL that carries credentials, without printing them', () => {
    for (const baseUrl of [
      'https://ann:s3cret-pw@api.importkit.test',
      'http://ann:s3cret-pw@bad host',
    ]) {
      const error = (() => {
        try {
          createClient({ baseUrl, apiKey: API_KEY });
        } catch (caught) {
          return caught;
        }
      })();
      expect(error).toBeInstanceOf(ConfigError);
      expect(inspect(error, { depth: 10, showHidden: true })).not.toContain('s3cret-pw');
    }
  });

  it('refuses a base URL with a query, where a token would hide', () => {
    expect(() =>
      createClient({ baseUrl: 'https://api.importkit.test/?token=t0k3n', apiKey: API_KEY }),
    ).toThrow(/must not have a query/);
  });

  it('redacts credentials a server quotes back in an error message', async () => {
    const target = await rawServer((_request, response) => {
      response.writeHead(502, { 'content-type': 'application/json' });
      const message =
        'upstream https://svc:hunter2@internal.test/v1?access_token=t0k3n&page=2 failed (Authorization: Bearer sk_live_leak)';
      response.end(JSON.stringify({ errors: [{ message }] }));
    });
    const api = createClient({ baseUrl: target.url, apiKey: API_KEY, retry: false });

    const error = await unwrap(api.GET('/v1/spaces')).catch((caught: unknown) => caught);

    const text = String(error);
    for (const secret of ['hunter2', 't0k3n', 'sk_live_leak']) expect(text).not.toContain(secret);
    expect(text).toContain('https://[redacted]@internal.test/v1?access_token=[redacted]&page=2');
  });

  it('checks the new bounds like the other options', () => {
    expect(() =>
      createClient({ baseUrl: 'http://127.0.0.1:1', apiKey: API_KEY, maxErrorBodyBytes: 0 }),
    ).toThrow(ConfigError);
    const api = client('http://127.0.0.1:1');
    for (const maxEventBytes of [0, 10, 1.5, Number.NaN]) {
      expect(() => subscribe(api, { environmentId: ENVIRONMENT_ID, maxEventBytes })).toThrow(
        /maxEventBytes must be a whole number of at least 64/,
      );
    }
  });
});
