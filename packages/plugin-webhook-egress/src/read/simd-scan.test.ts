import { describe, expect, it } from 'vitest';
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
});
