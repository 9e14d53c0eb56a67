import { describe, expect, it } from 'vitest';
import type { SheetRecord } from '../src/contract-types';
import { findRecordsArray } from '../src/records-array';
import { RecordsScanner } from '../src/records-scanner';

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
// The records whose text holds a "messages" key (parsed to note their cells' messages).
const withMessagesKey = ['r1', 'r2', 'r3', 'r4'];

interface Scanned {
  elements: string;
  count: number;
  counted: number;
  noted: string[];
  parts: number;
}

/** Feeds `text` to a scanner in chunks of `size` bytes (or the given cut points). */
function scan(text: string, size: number): Scanned {
  const bytes = Buffer.from(text);
  const noted: string[] = [];
  const scanner = new RecordsScanner((found: SheetRecord[]) => {
    for (const record of found) noted.push(record.id);
  });
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
  };
}

const chunkSizes = (length: number) => [1, 2, 3, 5, 8, 9, 10, 64, 1000, length];

describe('RecordsScanner', () => {
  it('passes the records of the compact layout through byte for byte, however the bytes are cut', () => {
    const text = JSON.stringify({ data: { records, counts: { total: 4 } }, success: true });
    for (const size of chunkSizes(text.length)) {
      const scanned = scan(text, size);
      expect(scanned.elements, `chunks of ${size}`).toBe(JSON.stringify(records).slice(1, -1));
      expect(scanned.count).toBe(4);
      expect(scanned.counted).toBe(4);
      expect(scanned.noted, `chunks of ${size}`).toEqual(withMessagesKey);
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
    }
  });

  it('parses nothing when no record has a "messages" key', () => {
    const plain = [{ id: 'a', values: { email: { value: 'messages', valid: true } } }];
    const text = JSON.stringify({ data: { records: plain } });
    for (const size of chunkSizes(text.length)) {
      expect(scan(text, size)).toMatchObject({ noted: [], count: 1 });
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
