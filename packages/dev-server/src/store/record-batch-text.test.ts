import { describe, expect, it } from 'vitest';
import { scanRecordBatch } from './record-batch-text';

const scan = (text: string) => scanRecordBatch(Buffer.from(text));

/** The cells of a scanned body as [key text, value text] per record. */
function cellsOf(text: string): [string, string][][] | undefined {
  const batch = scan(text);
  if (!batch) return undefined;
  const { bytes, cellsFrom } = batch;
  return Array.from({ length: batch.recordCount }, (_, record) => {
    const cells: [string, string][] = [];
    for (let cell = cellsFrom[record] as number; cell < (cellsFrom[record + 1] as number); cell++) {
      cells.push([
        bytes.toString('utf8', batch.keyStart(cell), batch.keyEnd(cell)),
        bytes.toString('utf8', batch.valueStart(cell), batch.valueEnd(cell)),
      ]);
    }
    return cells;
  });
}

describe('scanRecordBatch', () => {
  it('finds every cell of plain records, whitespace between tokens allowed', () => {
    const body =
      ' [ {"a": { "value" : "x\\"y" } , "b":{"value":-1.5}},\n{},{"c":{"value":null},"d":{"value":true}} ] ';
    expect(cellsOf(body)).toEqual([
      [
        ['"a"', '"x\\"y"'],
        ['"b"', '-1.5'],
      ],
      [],
      [
        ['"c"', 'null'],
        ['"d"', 'true'],
      ],
    ]);
    expect(scan(body)?.parse()).toEqual(JSON.parse(body));
  });

  it('keeps multi-byte text and the escapes JSON.stringify writes', () => {
    const value = 'é✓𝄞\n\t\u0001"\\';
    expect(cellsOf(JSON.stringify([{ name: { value } }]))).toEqual([
      [['"name"', JSON.stringify(value)]],
    ]);
  });

  it.each([
    ['an empty batch', '[]'],
    ['not an array', '{"a":{"value":"x"}}'],
    ['a cell with messages', '[{"a":{"value":"x","messages":[]}}]'],
    ['a cell with valid', '[{"a":{"value":"x","valid":true}}]'],
    ['a cell without a value', '[{"a":{}}]'],
    ['an array value', '[{"a":{"value":["x"]}}]'],
    ['an object value', '[{"a":{"value":{"x":1}}}]'],
    ['a string escaped another way', '[{"a":{"value":"\\u0041"}}]'],
    ['a key escaped another way', '[{"\\u0061":{"value":"x"}}]'],
    ['a number written another way', '[{"a":{"value":1.50}}]'],
    ['an integer beyond the safe range', '[{"a":{"value":12345678901234567890}}]'],
    ['a number too large', '[{"a":{"value":1e400}}]'],
    ['an array-index key', '[{"7":{"value":"x"}}]'],
    ['the __proto__ key', '[{"__proto__":{"value":"x"}}]'],
    ['a trailing comma', '[{"a":{"value":"x"}},]'],
    ['text after the array', '[{"a":{"value":"x"}}] x'],
    ['a truncated body', '[{"a":{"value":"x"}'],
    ['an unterminated string', '[{"a":{"value":"x}}]'],
  ])('leaves %s to the parse', (_what, body) => {
    expect(scan(body)).toBeUndefined();
  });
});
