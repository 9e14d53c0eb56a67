import { describe, expect, it } from 'vitest';
import type { SheetRecord } from '../contract-types';
import { findRecordsArray } from './records-array';
import { RecordsScanner } from './records-scanner';
import { SentIds } from './sent-ids';

const message = { type: 'error', message: 'say "no" \\ ✓', source: 'custom-logic', path: '$.x' };
const records = [
  {
    id: 'r1',
    values: { note: { value: 'say "records":[1] \\ ok ✓ "messages"', valid: true } },
    metadata: { records: [1, 2], messages: 'not a cell' },
  },
  { id: 'r2', values: { records: { value: ']}{[' }, email: { value: 'a', messages: [message] } } },
  { id: 'r3', values: { messages: { value: '"\\"' } } },
  { id: 'r4', values: { email: { value: 'b', messages: [] } } },
];
// The records whose text holds a "messages" key that is not an empty list (parsed to note their
// cells' messages); r4's only messages are an empty list, as every cell of the API has.
const withMessagesKey = ['r1', 'r2', 'r3'];

interface Scanned {
  elements: string;
  count: number;
  counted: number;
  noted: string[];
  parts: number;
  /** The ids read from the records' first bytes, and how many records had none readable. */
  ids: string[];
  unreadable: number;
  lastId: string | undefined;
}

/** Feeds `text` to a scanner in chunks of `size` bytes. */
function scanWith(text: string, size: number, simd: boolean): Scanned {
  const bytes = Buffer.from(text);
  const noted: string[] = [];
  const ids: string[] = [];
  let unreadable = 0;
  const sink = {
    addBytes: (from: Uint8Array, start: number, end: number) =>
      ids.push(Buffer.from(from.subarray(start, end)).toString('utf8')),
    addUnreadable: () => {
      unreadable += 1;
    },
  };
  const scanner = new RecordsScanner(
    (found: SheetRecord[]) => {
      for (const record of found) noted.push(record.id);
    },
    { simd, ids: sink },
  );
  const out: Buffer[] = [];
  let count = 0;
  for (let at = 0; at < bytes.length; at += size) {
    // A fresh copy per chunk, as a socket delivers it (no view of one big buffer).
    const part = scanner.push(new Uint8Array(bytes.subarray(at, at + size)));
    if (part.elements) out.push(Buffer.from(part.elements));
    count += part.count;
  }
  const rest = scanner.end();
  if (rest.elements) out.push(rest.elements);
  count += rest.count;
  return {
    elements: Buffer.concat(out).toString('utf8'),
    count,
    counted: scanner.count,
    noted,
    parts: out.length,
    ids,
    unreadable,
    lastId: scanner.lastRecordId,
  };
}

const chunkSizes = (length: number) => [1, 2, 3, 5, 8, 9, 10, 64, 1000, length];

describe.each([
  ['with the SIMD scan', true],
  ['in JavaScript only', false],
])('RecordsScanner %s', (_, simd) => {
  const scan = (text: string, size: number) => scanWith(text, size, simd);

  it('passes the records of the compact layout through byte for byte, however the bytes are cut', () => {
    const text = JSON.stringify({ data: { records, counts: { total: 4 } }, success: true });
    for (const size of chunkSizes(text.length)) {
      const scanned = scan(text, size);
      expect(scanned.elements, `chunks of ${size}`).toBe(JSON.stringify(records).slice(1, -1));
      expect(scanned.count).toBe(4);
      expect(scanned.counted).toBe(4);
      expect(scanned.noted, `chunks of ${size}`).toEqual(withMessagesKey);
      expect(scanned.ids, `chunks of ${size}`).toEqual(['r1', 'r2', 'r3', 'r4']);
      expect(scanned.lastId, `chunks of ${size}`).toBe('r4');
    }
  });

  it('reads ids with escapes, and counts records whose id is not their first member as unreadable', () => {
    const odd = [
      { id: 'q"1✓', values: {} },
      { values: {}, id: 'late' },
      { id: 'r\\3', values: {} },
    ];
    const text = JSON.stringify({ data: { records: odd } });
    for (const size of chunkSizes(text.length)) {
      const scanned = scan(text, size);
      expect(scanned.ids, `chunks of ${size}`).toEqual(['q"1✓', 'r\\3']);
      expect(scanned.unreadable, `chunks of ${size}`).toBe(1);
      expect(scanned.lastId, `chunks of ${size}`).toBe('r\\3');
    }
  });

  it('finds the array after other members, in pretty-printed JSON, past look-alike keys', () => {
    const text = JSON.stringify(
      { data: { note: '"records":[', counts: { records: [9] }, records, success: true } },
      null,
      2,
    );
    for (const size of chunkSizes(text.length)) {
      const scanned = scan(text, size);
      expect(JSON.parse(`[${scanned.elements}]`), `chunks of ${size}`).toEqual(records);
      expect(scanned.count).toBe(4);
      expect(scanned.noted).toEqual(withMessagesKey);
      expect(scanned.lastId, `chunks of ${size}`).toBe('r4');
    }
  });

  it('parses nothing when no record has a "messages" key', () => {
    const plain = [{ id: 'a', values: { email: { value: 'messages', valid: true } } }];
    const text = JSON.stringify({ data: { records: plain } });
    for (const size of chunkSizes(text.length)) {
      expect(scan(text, size)).toMatchObject({ noted: [], count: 1 });
    }
  });

  it('parses a record whose messages are empty lists only when another "messages" key is not', () => {
    const cells = (messages: unknown[]) => ({
      a: { value: 'x', valid: true, messages: [] },
      b: { value: 'messages', valid: true, messages },
    });
    const page = [
      { id: 'empty', values: cells([]) },
      { id: 'one', values: cells([message]) },
      { id: 'null', values: { a: { value: 'x', messages: null } } },
      { id: 'empty-again', values: cells([]) },
    ];
    for (const indent of [0, 1]) {
      // Indented: `"messages": [ ]` with whitespace, taken by the JavaScript walk.
      const text = JSON.stringify({ data: { records: page } }, null, indent).replace(
        /\[\]/g,
        indent ? '[ \n ]' : '[]',
      );
      for (const size of chunkSizes(text.length)) {
        const scanned = scan(text, size);
        expect(scanned.noted, `indent ${indent}, chunks of ${size}`).toEqual(['one', 'null']);
        expect(JSON.parse(`[${scanned.elements}]`)).toEqual(page);
      }
    }
  });

  it('handles an empty array, with or without whitespace', () => {
    for (const text of [
      '{"data":{"records":[],"success":true}}',
      '{ "data" : { "records" : [ ] } }',
    ]) {
      for (const size of chunkSizes(text.length)) {
        expect(scan(text, size)).toMatchObject({ elements: '', count: 0, parts: 0 });
      }
    }
  });

  it('parses a response of another layout whole, and still finds its records', () => {
    const text = JSON.stringify({ meta: {}, data: { records } });
    for (const size of [1, 7, text.length]) {
      const scanned = scan(text, size);
      expect(JSON.parse(`[${scanned.elements}]`)).toEqual(records);
      expect(scanned.count).toBe(4);
      expect(scanned.noted).toEqual(['r1', 'r2', 'r3', 'r4']);
      expect(scanned.ids).toEqual(['r1', 'r2', 'r3', 'r4']);
      expect(scanned.lastId).toBe('r4');
    }
  });

  it('throws a TypeError for a response without records or cut inside them', () => {
    expect(() => scan('{"data":{"counts":{}}}', 4)).toThrow(TypeError);
    expect(() => scan('{"data":{"records":null}}', 4)).toThrow(TypeError);
    expect(() => scan('{"data":{"records":[{"id":"r1"', 4)).toThrow(/ended inside its records/);
  });
});

describe('findRecordsArray', () => {
  it('says where the elements start, that more bytes are needed, or that the layout differs', () => {
    const text = '{"data":{"records":[{"id":"r1"}]}}';
    expect(findRecordsArray(Buffer.from(text))).toEqual({ found: text.indexOf('[') + 1 });
    expect(findRecordsArray(Buffer.from('{"data":{"rec'))).toBe('more');
    expect(findRecordsArray(Buffer.from('{"data":{"records" '))).toBe('more');
    expect(findRecordsArray(Buffer.from('{"meta":{},"data":{"records":[]}}'.padEnd(80)))).toBe(
      'other',
    );
    expect(findRecordsArray(Buffer.from('{"data":{"records":{}}}'))).toBe('other');
    expect(findRecordsArray(Buffer.from('{"data":{"counts":{}}}'))).toBe('other');
  });
});

// A small deterministic generator (mulberry32), so that a failure can be replayed.
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const pieces = [
  'a',
  '"',
  '\\',
  '\\\\',
  '\\"',
  ']',
  '}',
  '[',
  '{',
  ',',
  ':',
  ' ',
  'ü',
  '✓',
  'messages',
  'm',
];

function randomString(next: () => number): string {
  const length = Math.floor(next() * 90);
  let text = '';
  while (text.length < length) text += pieces[Math.floor(next() * pieces.length)];
  return text;
}

function randomRecord(next: () => number, index: number): unknown {
  const values: Record<string, unknown> = {};
  const fields = 1 + Math.floor(next() * 5);
  for (let f = 0; f < fields; f += 1) {
    const cell: Record<string, unknown> = { value: randomString(next), valid: next() < 0.5 };
    if (next() < 0.1) cell.messages = [{ type: 'error', message: randomString(next) }];
    else if (next() < 0.5) cell.messages = [];
    if (next() < 0.1) cell.nested = [[randomString(next)], { x: [1, { y: randomString(next) }] }];
    values[next() < 0.05 ? 'messages' : `f${f}`] = cell;
  }
  return { id: index % 5 === 0 ? `r"${index}\\✓` : `r${index}`, values };
}

describe('RecordsScanner, SIMD against JavaScript', () => {
  it('gives the same bytes, counts and parsed records for random records and random chunks', () => {
    for (let seed = 1; seed <= 200; seed += 1) {
      const next = random(seed);
      const count = Math.floor(next() * 40);
      const many = Array.from({ length: count }, (_, index) => randomRecord(next, index));
      const text = JSON.stringify({ data: { records: many }, success: true }, null, seed % 3);
      const size = 1 + Math.floor(next() * 300);
      const simd = scanWith(text, size, true);
      const plain = scanWith(text, size, false);
      expect(simd, `seed ${seed}`).toEqual(plain);
      expect(JSON.parse(`[${simd.elements}]`), `seed ${seed}`).toEqual(many);
      expect(simd.count).toBe(count);
      const ids = many.map((record) => (record as { id: string }).id);
      expect(simd.lastId, `seed ${seed}`).toBe(ids.at(-1));
      // Compact JSON: every id is read; indented, none is (the id is not right after the brace).
      if (seed % 3 === 0) expect(simd.ids.toSorted(), `seed ${seed}`).toEqual(ids.toSorted());
      else expect(simd.unreadable, `seed ${seed}`).toBe(count);
    }
  });

  it('remembers the same ids in SentIds whether the scan hashes them or JavaScript reads them', () => {
    for (let seed = 1; seed <= 100; seed += 1) {
      const next = random(seed);
      const many = Array.from({ length: Math.floor(next() * 60) }, (_, index) =>
        randomRecord(next, index),
      );
      const text = JSON.stringify({ data: { records: many } });
      const bytes = Buffer.from(text);
      const size = 1 + Math.floor(next() * 400);
      const sent = [true, false].map((simd) => {
        const ids = new SentIds();
        const scanner = new RecordsScanner(() => {}, { simd, ids });
        for (let at = 0; at < bytes.length; at += size) {
          scanner.push(new Uint8Array(bytes.subarray(at, at + size)));
        }
        scanner.end();
        return ids;
      });
      const ids = many.map((record) => (record as { id: string }).id);
      for (const set of sent) {
        expect(set.count, `seed ${seed}`).toBe(ids.length);
        expect(
          ids.filter((id) => !set.mayHaveSent(id)),
          `seed ${seed}`,
        ).toEqual([]);
        expect(
          ids.filter((id) => set.mayHaveSent(`${id}x`)),
          `seed ${seed}`,
        ).toEqual([]);
      }
    }
  });
});
