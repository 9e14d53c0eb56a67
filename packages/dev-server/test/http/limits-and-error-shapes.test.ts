/**
 * Every error answer has the `{ errors: [...] }` body, whoever produces it (Node's HTTP parser,
 * Fastify's router and body parsing, the handlers), and the server's memory stays bounded: the
 * event log by bytes as well as by count, a stream by what its client has not read, a request
 * body by a timeout.
 */
import { once } from 'node:events';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_URL_LENGTH } from '../../src/server/start-dev-server';
import { openStream } from '../support/sse-reader';
import { allEvents, type Json, startTestApi, type TestApi } from '../support/test-api';

let api: TestApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

/** Sends raw bytes over a new connection; resolves with everything the server answered. */
async function rawExchange(url: string, send: (socket: net.Socket) => void): Promise<string> {
  const { port } = new URL(url);
  const socket = net.connect(Number(port), '127.0.0.1');
  await once(socket, 'connect');
  let answer = '';
  socket.on('data', (chunk) => {
    answer += chunk.toString('utf8');
  });
  socket.on('error', () => {});
  send(socket);
  await once(socket, 'close');
  return answer;
}

function parseRawAnswer(answer: string): { status: number; contentType: string; body: Json } {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  const status = Number(head.split(' ')[1]);
  const contentType = /content-type: ([^\r\n]*)/i.exec(head)?.[1] ?? '';
  return { status, contentType, body: JSON.parse(body) };
}

const errorsBody = { errors: [{ message: expect.any(String) }] };
const keyedErrorsBody = (key: string) => ({ errors: [{ key, message: expect.any(String) }] });

describe('every error answer has the errors[] body', () => {
  it.each([
    [
      '415 for a body that is not JSON',
      { rawBody: 'name=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      415,
      keyedErrorsBody('content-type'),
    ],
    [
      '415 for text/plain JSON',
      { rawBody: '{"name":"x"}', headers: { 'content-type': 'text/plain' } },
      415,
      keyedErrorsBody('content-type'),
    ],
    ['400 for malformed JSON', { rawBody: '{"name":' }, 400, keyedErrorsBody('body')],
  ])('%s', async (_name, options, status, body) => {
    api = await startTestApi();
    const response = await api.request('POST', '/v1/spaces', options);
    expect(response.status).toBe(status);
    expect(response.body).toEqual(body);
  });

  it('414 for a URL over the limit, 431 past the header limit, 404 and a malformed %-escape', async () => {
    api = await startTestApi();
    const long = await api.request('GET', `/v1/spaces?x=${'a'.repeat(MAX_URL_LENGTH)}`);
    expect(long.status).toBe(414);
    expect(long.body).toEqual(keyedErrorsBody('url'));
    const longer = await api.request('GET', `/v1/spaces?x=${'a'.repeat(100_000)}`);
    expect(longer.status).toBe(431);
    expect(longer.body).toEqual(keyedErrorsBody('headers'));
    const header = await api.request('GET', '/v1/spaces', {
      headers: { 'x-big': 'a'.repeat(100_000) },
    });
    expect(header.status).toBe(431);
    expect(header.body).toEqual(keyedErrorsBody('headers'));
    const missing = await api.request('GET', '/v2/nothing');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual(errorsBody);
    const badEscape = await api.request('GET', '/v1/spaces/%E0%A4%A');
    expect(badEscape.status).toBe(400);
    expect(badEscape.body).toEqual(keyedErrorsBody('url'));
  });

  it('400 with the errors[] body for bytes that are not HTTP', async () => {
    api = await startTestApi();
    const answer = await rawExchange(api.server.url, (socket) => socket.write('NONSENSE\r\n\r\n'));
    const { status, contentType, body } = parseRawAnswer(answer);
    expect(status).toBe(400);
    expect(contentType).toContain('application/json');
    expect(body).toEqual(errorsBody);
  });

  it('ends a request whose body trickles with 408 and the errors[] body, and stores nothing', async () => {
    api = await startTestApi({ bodyTimeoutMs: 300 });
    const before = await allEvents(api);
    const answer = await rawExchange(api.server.url, (socket) => {
      socket.write(
        `POST /v1/spaces HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${api?.server.apiKey}\r\n` +
          'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"name":',
      );
      // …and never the rest.
    });
    const { status, body } = parseRawAnswer(answer);
    expect(status).toBe(408);
    expect(body).toEqual(keyedErrorsBody('body'));
    expect(await allEvents(api)).toEqual(before);
  });

  it('keeps answering a body that arrives in time, however the timeout is set', async () => {
    api = await startTestApi({ bodyTimeoutMs: 300 });
    await api.ok('POST', '/v1/spaces', { body: { name: 'quick' } });
    // A held long poll is not a request still arriving: it outlives the body timeout.
    const poll = await api.ok('GET', '/v1/events', {
      query: {
        environmentId: api.server.environmentId,
        after: (await allEvents(api)).at(-1).id,
        wait: 1,
      },
    });
    expect(poll.data).toEqual([]);
  });
});

describe('the event log is bounded by bytes as well as by count', () => {
  it('evicts the oldest events once their JSON passes eventLogBytes, and cursors still work', async () => {
    api = await startTestApi({ eventLogBytes: 40_000 });
    const metadata = { blob: 'x'.repeat(5_000) };
    for (let index = 0; index < 20; index++) {
      await api.ok('POST', '/v1/spaces', { body: { name: `s${index}`, metadata } });
      await api.ok('PATCH', `/v1/spaces/${(await api.ok('GET', '/v1/spaces')).data.at(-1).id}`, {
        body: { metadata: { ...metadata, index } },
      });
    }
    const kept = await allEvents(api);
    const bytes = kept.reduce((sum: number, event: Json) => sum + JSON.stringify(event).length, 0);
    expect(bytes).toBeLessThanOrEqual(40_000);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept[0].id).not.toBe('us_evt_0000000000000001');
    // The newest events are the ones kept, and `after` an evicted id reads from the oldest kept.
    const newest = await api.ok('GET', '/v1/events', {
      query: { environmentId: api.server.environmentId, after: 'us_evt_0000000000000001' },
    });
    expect(newest.data.map((event: Json) => event.id)).toEqual(kept.map((event: Json) => event.id));
  });

  it('keeps an event larger than the whole bound until a newer one arrives', async () => {
    api = await startTestApi({ eventLogBytes: 1_000 });
    await api.ok('POST', '/v1/spaces', {
      body: { name: 'big', metadata: { blob: 'x'.repeat(5_000) } },
    });
    const events = await allEvents(api);
    expect(events.at(-1).topic).toBe('space:created');
  });
});

describe('a stream client that stops reading', () => {
  it('is dropped once it holds the bound unread, and resumes with Last-Event-ID losing nothing', async () => {
    api = await startTestApi({ sseBufferBytes: 64 * 1024, heartbeatMs: 250 });
    const { port } = new URL(api.server.url);
    const socket = net.connect(Number(port), '127.0.0.1');
    await once(socket, 'connect');
    socket.on('error', () => {});
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString('utf8');
    });
    socket.write(
      `GET /v1/events/stream?environmentId=${api.server.environmentId} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
        `Authorization: Bearer ${api.server.apiKey}\r\n\r\n`,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    socket.pause();

    // Far more than the socket buffers of both ends and the stream's bound: a job's events carry
    // its operation name.
    const { data: space } = await api.ok('POST', '/v1/spaces', { body: { name: 'jobs' } });
    const operation = 'y'.repeat(200_000);
    for (let index = 0; index < 60; index++) {
      await api.ok('POST', '/v1/jobs', {
        body: { type: 'space', operation: `${operation}${index}`, source: space.id },
      });
    }
    // A few heartbeats without reading, then read what was sent before the drop.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const closed = once(socket, 'close');
    socket.resume();
    await closed;

    const ids = [...received.matchAll(/^id: (\S+)\ndata: .*\n\n/gm)].map((match) => match[1]);
    const all = (await allEvents(api)).map((event: Json) => event.id);
    expect(ids.length).toBeLessThan(all.length);
    expect(ids).toEqual(all.slice(0, ids.length));

    // Reconnecting with Last-Event-ID of the last complete frame delivers the rest, each once.
    const resumed = await openStream(
      api,
      { environmentId: api.server.environmentId },
      { 'last-event-id': ids.at(-1) as string },
    );
    await resumed.until((reader) => ids.length + reader.frames.length >= all.length);
    resumed.close();
    expect([...ids, ...resumed.frames.map((frame) => frame.id)]).toEqual(all);
  }, 30_000);
});
