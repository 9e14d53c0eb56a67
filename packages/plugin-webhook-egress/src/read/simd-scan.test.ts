import { describe, expect, it } from 'vitest';
import { hashIdBytes } from './id-hash';
import { cutMessagesKey, simdScan } from './simd-scan';

// Array elements as the records API sends them (the scan starts inside the array, at depth 1).
const scanElements = (text: string) => {
  if (!simdScan) throw new Error('WebAssembly SIMD is not available in this Node');
  const found = simdScan.scan(Buffer.from(text), 1, false, false);
  return { end: found.end, count: found.count, depth: found.depth };
};

const cell = (messages: string) => `{"value":"a","valid":true,"messages":${messages}}`;

describe('simdScan', () => {
  it('walks past cells whose messages are an empty list, wherever they fall in a 64-byte block', () => {
    for (let pad = 0; pad < 70; pad += 1) {
      const record = `{"id":"r${'x'.repeat(pad)}","values":{"f":${cell('[]')},"g":${cell('[]')}}}`;
      const text = `${record},${record}]`;
      expect(scanElements(text), `pad ${pad}`).toEqual({
        end: text.length - 1,
        count: 2,
        depth: 0,
      });
    }
  });

  it('stops at a "messages" key whose list is not empty, or not written as `:[]`', () => {
    for (let pad = 0; pad < 70; pad += 1) {
      const id = `"id":"r${'x'.repeat(pad)}"`;
      const message = '{"type":"error","message":"no"}';
      expect(scanElements(`{${id},"values":{"f":${cell(`[${message}]`)}}}]`).end).toBe(-2);
      expect(scanElements(`{${id},"values":{"f":${cell('[ ]')}}}]`).end).toBe(-2);
      expect(scanElements(`{${id},"values":{"f":{"messages":null,"v":1}}}]`).end).toBe(-2);
    }
  });

  it('goes past a "messages" string the bytes cut off, which cutMessagesKey then finds', () => {
    for (let pad = 0; pad < 70; pad += 1) {
      const head = `{"id":"r${'x'.repeat(pad)}","values":{"f":{"messages"`;
      for (const rest of ['', ':', ':[', ' :']) {
        const text = head + rest;
        const found = scanElements(text);
        expect(found.end, `${pad} ${rest}`).toBe(-1);
        expect(found.depth).toBe(4 + (rest === ':[' ? 1 : 0));
        expect(cutMessagesKey(Buffer.from(text), 0)).toBe(head.length - 1);
      }
      // Far enough from the end to be seen whole: not cut off.
      expect(cutMessagesKey(Buffer.from(`${head}:[{"t":1`), 0)).toBe(-1);
      // A string that only ends with "messages", or "messages" as the start of a longer one.
      expect(cutMessagesKey(Buffer.from(`{"id":"ab messages"`), 0)).toBe(-1);
      expect(cutMessagesKey(Buffer.from(`{"id":"r","messagesX"`), 0)).toBe(-1);
    }
  });

  it('finds every record start among nested brackets, however the blocks fall', () => {
    // Deep values put many closing brackets in one 64-byte block: the depth is then carried by
    // counting only where no record can end in that block.
    let seed = 7;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const value = (level: number): unknown => {
      const roll = next();
      if (level > 4 || roll < 0.3) return next() < 0.5 ? 'x]}"{['.slice(0, 1 + (level % 6)) : level;
      if (roll < 0.65)
        return Array.from({ length: Math.floor(next() * 4) }, () => value(level + 1));
      return Object.fromEntries(
        Array.from({ length: Math.floor(next() * 4) }, (_, i) => [`k${i}`, value(level + 1)]),
      );
    };
    for (let round = 0; round < 200; round += 1) {
      const records = Array.from({ length: 1 + Math.floor(next() * 30) }, (_, index) => ({
        id: `r${index}`,
        values: value(0),
      }));
      const parts = records.map((record) => JSON.stringify(record));
      const expectedStarts: number[] = [];
      let at = 0;
      for (const part of parts) {
        expectedStarts.push(at);
        at += part.length + 1;
      }
      const text = `${parts.join(',')}]`;
      if (!simdScan) throw new Error('WebAssembly SIMD is not available in this Node');
      const found = simdScan.scan(Buffer.from(text), 1, false, false);
      expect(found.end, `round ${round}`).toBe(text.length - 1);
      expect(found.depth).toBe(0);
      expect(found.count).toBe(records.length);
      expect([...found.starts], `round ${round}`).toEqual(expectedStarts);
    }
  });

  it('hashes each record id it can read as hashIdBytes does, and lists the other records', () => {
    if (!simdScan) throw new Error('WebAssembly SIMD is not available in this Node');
    for (let pad = 0; pad < 70; pad += 1) {
      const records = [
        ...Array.from({ length: 40 }, (_, length) => `{"id":"${'r✓'.repeat(length)}","values":{}}`),
        `{"id":"q\\"1","values":{}}`,
        `{"values":{},"id":"late"}`,
        `{ "id":"spaced"}`,
        `{"id":"${'n'.repeat(pad)}"}`,
      ];
      const text = `${' '.repeat(pad)}${records.join(',')}]`;
      const bytes = Buffer.from(text);
      const found = simdScan.scan(bytes, 1, false, false, true);
      const expected: number[] = [];
      const listed: number[] = [];
      let at = pad;
      for (const record of records) {
        const head = Buffer.from(record);
        const close = head.indexOf('"', 7);
        if (record.startsWith('{"id":"') && !head.subarray(7, close).includes(0x5c)) {
          expected.push(hashIdBytes(head, 7, close));
        } else listed.push(at);
        at += head.length + 1;
      }
      expect(found.count, `pad ${pad}`).toBe(records.length);
      expect([...found.hashes], `pad ${pad}`).toEqual(expected);
      expect([...found.starts], `pad ${pad}`).toEqual(listed);
    }
  });

  it('lists a record whose id the bytes cut off, wherever they end', () => {
    if (!simdScan) throw new Error('WebAssembly SIMD is not available in this Node');
    const record = `{"id":"${'x'.repeat(37)}","values":{}}`;
    // Up to the closing quote (byte 44 of the record) excluded: the id is not all there.
    for (let cut = 1; cut <= 44; cut += 1) {
      const text = `{"id":"a"},${record}`.slice(0, 11 + cut);
      const found = simdScan.scan(Buffer.from(text), 1, false, false, true);
      expect(found.count, `cut ${cut}`).toBe(2);
      expect([...found.hashes], `cut ${cut}`).toEqual([hashIdBytes(Buffer.from('a'), 0, 1)]);
      expect([...found.starts], `cut ${cut}`).toEqual([11]);
    }
  });
});
