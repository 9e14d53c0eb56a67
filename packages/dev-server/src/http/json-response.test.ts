/**
 * A response too long for one JavaScript string (a list of large entities) is still answered,
 * with exactly the JSON `JSON.stringify` would give. The limit is lowered here so the split path
 * runs on a small value.
 */
import { describe, expect, it } from 'vitest';
import { serializeJson } from './json-response';

const sample: Record<string, unknown> = {
  data: [
    { id: 'us_sp_1', name: 'é😀\ud800', metadata: { list: [1, 'two', null, { deep: [true] }] } },
    {
      id: 'us_sp_2',
      skipped: undefined,
      constructor: 'kept',
      nested: { a: { b: { c: 'x'.repeat(50) } } },
    },
    [undefined, 3],
  ],
  success: true,
};

describe('serializeJson', () => {
  it('answers one string when the JSON fits', () => {
    expect(serializeJson(sample)).toBe(JSON.stringify(sample));
  });

  it.each([60, 100, 200])(
    'assembles the same JSON part by part when it is longer than %i characters',
    (maxChars) => {
      const json = serializeJson(sample, maxChars);
      expect(Buffer.isBuffer(json)).toBe(true);
      expect(json.toString()).toBe(JSON.stringify(sample));
    },
  );

  it('refuses a single string longer than the limit instead of answering something else', () => {
    expect(() => serializeJson({ text: 'x'.repeat(100) }, 20)).toThrow(RangeError);
  });
});
