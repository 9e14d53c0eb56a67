import { describe, expect, it } from 'vitest';
import { locateRecordsArray } from '../src/records-array';

const records = [
  {
    id: 'r1',
    values: { note: { value: 'say "records":[1] \\ ok ✓' } },
    metadata: { records: [1, 2] },
  },
  { id: 'r2', values: { records: { value: ']}{[' } } },
];

function located(text: string) {
  const slice = locateRecordsArray(Buffer.from(text));
  return (
    slice && { count: slice.count, records: JSON.parse(`[${slice.elements.toString('utf8')}]`) }
  );
}

describe('locateRecordsArray', () => {
  it('finds data.records of the compact layout, exactly', () => {
    const text = JSON.stringify({ data: { records, counts: { total: 2 }, success: true } });
    const slice = locateRecordsArray(Buffer.from(text));
    expect(slice?.count).toBe(2);
    expect(slice?.elements.toString('utf8')).toBe(JSON.stringify(records).slice(1, -1));
  });

  it('finds it after other members, in pretty-printed JSON, past look-alike keys and strings', () => {
    const text = JSON.stringify(
      { data: { note: '"records":[', counts: { records: [9] }, records, success: true } },
      null,
      2,
    );
    expect(located(text)).toEqual({ count: 2, records });
  });

  it('handles an empty array', () => {
    expect(located('{"data":{"records":[],"success":true}}')).toEqual({ count: 0, records: [] });
    expect(located('{ "data" : { "records" : [ ] } }')).toEqual({ count: 0, records: [] });
  });

  it('gives up on other layouts, so the caller parses instead', () => {
    expect(locateRecordsArray(Buffer.from('{"meta":{},"data":{"records":[]}}'))).toBeUndefined();
    expect(locateRecordsArray(Buffer.from('{"data":{"counts":{}}}'))).toBeUndefined();
    expect(locateRecordsArray(Buffer.from('{"data":{"records":null}}'))).toBeUndefined();
    expect(locateRecordsArray(Buffer.from('{"data":{"records":[{"id":"r1"'))).toBeUndefined();
  });
});
