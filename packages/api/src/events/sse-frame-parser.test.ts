import { describe, expect, it } from 'vitest';
import { SseFrameParser } from './sse-frame-parser';

type Seen =
  | { event: string; id: string | undefined }
  | { oversized: string | undefined }
  | { passedOver: string | undefined };

/** Feeds `input` to a parser in the given pieces; returns what it handed on, in order. */
function parse(pieces: (string | Uint8Array)[], maxEventBytes = 1024): Seen[] {
  const seen: Seen[] = [];
  const parser = new SseFrameParser(maxEventBytes, {
    onEvent: (event, id) => seen.push({ event, id }),
    onOversized: (id) => seen.push({ oversized: id }),
    onOversizedEnd: (id) => seen.push({ passedOver: id }),
  });
  const encoder = new TextEncoder();
  for (const piece of pieces)
    parser.feed(typeof piece === 'string' ? encoder.encode(piece) : piece);
  return seen;
}

/** Every way to cut `text` in two, and byte by byte: the result must not depend on chunking. */
function everySplit(text: string): Uint8Array[][] {
  const bytes = new TextEncoder().encode(text);
  const splits: Uint8Array[][] = [[bytes], Array.from(bytes, (byte) => new Uint8Array([byte]))];
  for (let at = 1; at < bytes.length; at++) splits.push([bytes.slice(0, at), bytes.slice(at)]);
  return splits;
}

function expectAtEverySplit(text: string, expected: Seen[], maxEventBytes?: number) {
  for (const pieces of everySplit(text)) {
    expect(parse(pieces, maxEventBytes), `cut into ${pieces.length} pieces`).toEqual(expected);
  }
}

describe('SseFrameParser', () => {
  for (const [name, newline] of [
    ['LF', '\n'],
    ['CRLF', '\r\n'],
    ['CR', '\r'],
  ] as const) {
    it(`frames events ended by ${name}, however the stream is cut`, () => {
      const text = [
        'id: 1',
        'data: {"a":1}',
        '',
        ': heartbeat',
        '',
        'id: 2',
        'data: é€😀',
        '',
        '',
      ].join(newline);

      expectAtEverySplit(text, [
        { event: '{"a":1}', id: '1' },
        { event: 'é€😀', id: '2' },
      ]);
    });
  }

  it('dispatches a CR-ended blank line at once, without waiting for a possible LF', () => {
    expect(parse(['data: x\r\r'])).toEqual([{ event: 'x', id: undefined }]);
    // The LF that follows belongs to the CR before it, and is no second blank line.
    expect(parse(['data: x\r\r', '\ndata: y\r\n\r\n'])).toEqual([
      { event: 'x', id: undefined },
      { event: 'y', id: undefined },
    ]);
  });

  it('joins multi-line data with LF and keeps the last id of the event', () => {
    expectAtEverySplit('id: 1\ndata: first\ndata:\ndata: third\nid: 7\n\n', [
      { event: 'first\n\nthird', id: '7' },
    ]);
  });

  it('ignores comments, unknown fields, retry, and events with no data', () => {
    expectAtEverySplit(': hello\nretry: 10\nfoo: bar\n\nid: 3\n\ndata: x\n\n', [
      { event: 'x', id: undefined },
    ]);
  });

  it('gives an event only its own id line, not an earlier event`s', () => {
    expect(parse(['id: 1\ndata: a\n\ndata: b\n\n'])).toEqual([
      { event: 'a', id: '1' },
      { event: 'b', id: undefined },
    ]);
  });

  it('reads a field without a colon as an empty value, and `data:` without a space', () => {
    expectAtEverySplit('data\n\ndata:x\n\ndata:  two spaces\n\n', [
      { event: '', id: undefined },
      { event: 'x', id: undefined },
      { event: ' two spaces', id: undefined },
    ]);
  });

  it('decodes values as UTF-8, an invalid byte as U+FFFD, wherever the chunks end', () => {
    const bytes = new Uint8Array([
      ...new TextEncoder().encode('data: a'),
      0x80,
      ...new TextEncoder().encode('b\n\nid: é\ndata: ü\n\n'),
    ]);
    const expected = [
      { event: 'a\uFFFDb', id: undefined },
      { event: 'ü', id: 'é' },
    ];
    for (let at = 0; at <= bytes.length; at++) {
      expect(parse([bytes.slice(0, at), bytes.slice(at)]), `cut at ${at}`).toEqual(expected);
    }
    // One chunk whose every byte is one character: values are taken from the chunk's text.
    expect(parse([bytes.slice(0, 11)])).toEqual([{ event: 'a\uFFFDb', id: undefined }]);
  });

  it('drops a byte order mark at the start of the stream only', () => {
    expectAtEverySplit('\uFEFFdata: a\n\ndata: \uFEFFb\n\n', [
      { event: 'a', id: undefined },
      { event: '\uFEFFb', id: undefined },
    ]);
    // Bytes that only begin like a byte order mark are content: here, of a field named "\xEF\xBBdata".
    expect(parse([new Uint8Array([0xef, 0xbb]), 'data: x\n\n'])).toEqual([]);
  });

  it('ignores an id with NUL and lets an empty id clear it', () => {
    expect(parse(['id: 1\nid: a\0b\ndata: x\n\nid: 2\nid\ndata: y\n\n'])).toEqual([
      { event: 'x', id: '1' },
      { event: 'y', id: undefined },
    ]);
  });

  it('hands on only unnamed or `message` events', () => {
    expect(parse(['event: other\ndata: a\n\nevent: message\ndata: b\n\ndata: c\n\n'])).toEqual([
      { event: 'b', id: undefined },
      { event: 'c', id: undefined },
    ]);
  });

  for (const [name, newline] of [
    ['LF', '\n'],
    ['CRLF', '\r\n'],
    ['CR', '\r'],
  ] as const) {
    for (const chunkSize of [1, 7, 4096]) {
      it(`drops an oversized event and keeps its neighbours (${name}, chunks of ${chunkSize})`, () => {
        const text = [
          'id: 1',
          'data: small',
          '',
          `data: ${'x'.repeat(300)}`,
          'id: 2', // after the data: still the oversized event's id
          '',
          ': heartbeat',
          '',
          'id: 3',
          'data: also small',
          '',
          '',
        ].join(newline);
        const bytes = new TextEncoder().encode(text);
        const pieces: Uint8Array[] = [];
        for (let at = 0; at < bytes.length; at += chunkSize) {
          pieces.push(bytes.slice(at, at + chunkSize));
        }

        expect(parse(pieces, 100)).toEqual([
          { event: 'small', id: '1' },
          // Told at once, before the id line that came after the data; passed over with it.
          { oversized: undefined },
          { passedOver: '2' },
          { event: 'also small', id: '3' },
        ]);
      });
    }
  }

  it('counts an event over all its data lines, but not its comments', () => {
    const comments = ': keep-alive\n'.repeat(20);
    const manyLines = `id: 4\n${'data: 0123456789\n'.repeat(10)}\n`;

    expectAtEverySplit(
      `${comments}id: 3\ndata: fits\n\n${manyLines}`,
      [{ event: 'fits', id: '3' }, { oversized: '4' }, { passedOver: '4' }],
      100,
    );
  });

  it('bounds a single comment line too', () => {
    expectAtEverySplit(
      `: ${'z'.repeat(500)}\n\nid: 5\ndata: after\n\n`,
      [{ oversized: undefined }, { passedOver: undefined }, { event: 'after', id: '5' }],
      100,
    );
  });

  it('keeps nothing of an endless line: reported once, the next event still arrives', () => {
    const seen: Seen[] = [];
    const parser = new SseFrameParser(100, {
      onEvent: (event, id) => seen.push({ event, id }),
      onOversized: (id) => seen.push({ oversized: id }),
      onOversizedEnd: (id) => seen.push({ passedOver: id }),
    });
    const encoder = new TextEncoder();
    parser.feed(encoder.encode('id: 9\ndata: '));
    const filler = encoder.encode('y'.repeat(64 * 1024));
    for (let round = 0; round < 200; round++) parser.feed(filler);
    parser.feed(encoder.encode('\n\ndata: next\n\n'));

    expect(seen).toEqual([
      { oversized: '9' },
      { passedOver: '9' },
      { event: 'next', id: undefined },
    ]);
  });
});
