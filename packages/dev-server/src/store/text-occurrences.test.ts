import { describe, expect, it } from 'vitest';
import { TextOccurrences } from './text-occurrences';

describe('TextOccurrences', () => {
  it('says whether a range holds the whole pattern, per buffer', () => {
    const pattern = new TextOccurrences(Buffer.from('"readonly":true'));
    const first = Buffer.from('{"a":1},{"config":{"readonly":true}},{"b":"readonly"},');
    const second = Buffer.from('{"readonly":true},');
    const at = first.indexOf('"readonly"');
    expect(pattern.within(first, 0, 7)).toBe(false);
    expect(pattern.within(first, 8, 36)).toBe(true);
    // A range cutting the pattern short does not hold it.
    expect(pattern.within(first, at, at + 14)).toBe(false);
    expect(pattern.within(first, at + 1, 36)).toBe(false);
    expect(pattern.within(first, 37, first.length)).toBe(false);
    expect(pattern.within(second, 0, second.length - 1)).toBe(true);
  });

  it('finds an occurrence that straddles the end of what an earlier question searched', () => {
    const pattern = new TextOccurrences(Buffer.from('"readonly":true'));
    const bytes = Buffer.alloc(3 << 20, 0x20);
    const at = (1 << 20) - 5;
    bytes.write('"readonly":true', at);
    expect(pattern.within(bytes, 0, 100)).toBe(false);
    expect(pattern.within(bytes, at - 10, at + 20)).toBe(true);
    expect(pattern.within(bytes, at + 20, bytes.length)).toBe(false);
  });
});
