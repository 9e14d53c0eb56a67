import { describe, expect, it } from 'vitest';
import { hashIdBytes, hashIdString } from './id-hash';

describe('id hashes', () => {
  it('hash an id the same from its string and from its UTF-8 bytes inside other bytes', () => {
    const ids = ['', 'a', 'ab', 'abc', 'abcd', 'abcde', 'us_rc_vq0x000001', 'r✓1', 'ü'.repeat(9)];
    for (const id of ids) {
      const text = Buffer.from(`[{"id":"${id}"}]`);
      const start = text.indexOf('"id":"') + 6;
      const end = start + Buffer.byteLength(id);
      const hash = hashIdString(id);
      expect(hashIdBytes(text, start, end), id).toBe(hash);
      expect(Number.isSafeInteger(hash) && hash >= 0, id).toBe(true);
    }
  });

  it('tell apart ids that differ in one byte, in their length, or only in trailing zero bytes', () => {
    const ids = new Set<string>();
    for (let index = 0; index < 200_000; index += 1) ids.add(`us_rc_${index.toString(36)}`);
    for (let length = 0; length < 12; length += 1) ids.add('\0'.repeat(length));
    const hashes = new Set([...ids].map(hashIdString));
    expect(hashes.size).toBe(ids.size);
  });
});
