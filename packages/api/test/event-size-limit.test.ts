import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { describe, expect, it } from 'vitest';
import { limitEventSize, OVERSIZED_EVENT_TYPE } from '../src/events/event-size-limit';

/** Sends `text` through the guard in chunks of `chunkSize` bytes, and parses what passes as SSE. */
async function throughGuard(text: string, maxEventBytes: number, chunkSize: number) {
  const bytes = new TextEncoder().encode(text);
  let offset = 0;
  const source = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + chunkSize));
      offset += chunkSize;
    },
  });
  const oversized: (string | undefined)[] = [];
  const events: EventSourceMessage[] = [];
  const parser = createParser({ onEvent: (event) => events.push(event) });
  const decoder = new TextDecoder();
  const guarded = limitEventSize(source, maxEventBytes, (id) => oversized.push(id));
  for await (const chunk of guarded) parser.feed(decoder.decode(chunk, { stream: true }));
  return { events, oversized };
}

const summary = (events: EventSourceMessage[]) =>
  events.map(({ event, id, data }) => ({ event, id, data: event ? undefined : data }));

describe('limitEventSize', () => {
  for (const [name, newline] of [
    ['LF', '\n'],
    ['CRLF', '\r\n'],
    ['CR', '\r'],
  ] as const) {
    for (const chunkSize of [1, 7, 4096]) {
      it(`drops an oversized event and keeps its neighbours (${name}, chunks of ${chunkSize})`, async () => {
        const line = (text: string) => `${text}${newline}`;
        const stream = [
          line('id: 1'),
          line('data: small'),
          line(''),
          line(`data: ${'x'.repeat(300)}`),
          line('id: 2'), // after the data: still the oversized event's id
          line(''),
          line(': heartbeat'),
          line(''),
          line('id: 3'),
          line('data: also small'),
          line(''),
          // The parser waits for the byte after a CR (an LF may follow); give it one.
          line(': end'),
        ].join('');

        const { events, oversized } = await throughGuard(stream, 100, chunkSize);

        expect(summary(events)).toEqual([
          { event: undefined, id: '1', data: 'small' },
          { event: OVERSIZED_EVENT_TYPE, id: '2', data: undefined },
          { event: undefined, id: '3', data: 'also small' },
        ]);
        // Told at once, before the id line that came after the data.
        expect(oversized).toEqual([undefined]);
      });
    }
  }

  it('counts an event over all its data lines, but not its comments', async () => {
    const comments = `${': keep-alive\n'.repeat(20)}`;
    const manyLines = `id: 4\n${'data: 0123456789\n'.repeat(10)}\n`;
    const { events, oversized } = await throughGuard(
      `${comments}id: 3\ndata: fits\n\n${manyLines}`,
      100,
      16,
    );

    expect(summary(events)).toEqual([
      { event: undefined, id: '3', data: 'fits' },
      { event: OVERSIZED_EVENT_TYPE, id: '4', data: undefined },
    ]);
    expect(oversized).toEqual(['4']);
  });

  it('bounds a single comment line too', async () => {
    const { events, oversized } = await throughGuard(
      `: ${'z'.repeat(500)}\n\nid: 5\ndata: after\n\n`,
      100,
      64,
    );

    expect(summary(events)).toEqual([
      { event: OVERSIZED_EVENT_TYPE, id: undefined, data: undefined },
      { event: undefined, id: '5', data: 'after' },
    ]);
    expect(oversized).toEqual([undefined]);
  });
});
