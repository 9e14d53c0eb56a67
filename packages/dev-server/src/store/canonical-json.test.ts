/**
 * The check that JSON text is what `JSON.stringify` writes, against `JSON.stringify` itself:
 * every value it writes (a lone surrogate aside) passes, and no text passes that the
 * parse-and-serialize round trip would change or that is not JSON at all — over random values
 * and random damage done to their text.
 */
import { isUtf8 } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { type Random, seededRandom } from '../../test/support/record-model';
import { CanonicalJson } from './canonical-json';

// A failing run is replayed with IMPORTKIT_TEST_SEED=<the seed in its name>.
const SEED = Number(process.env.IMPORTKIT_TEST_SEED ?? 11);

/** Whether the whole of `text` is one value the check lets through. */
function passes(text: string | Buffer): boolean {
  const bytes = typeof text === 'string' ? Buffer.from(text) : text;
  return new CanonicalJson(bytes).valueEnd(0, bytes.length) === bytes.length;
}

const CHARACTERS = [
  ...'ab Z09',
  '"',
  '\\',
  '/',
  '\n',
  '\t',
  '\b',
  '\f',
  '\r',
  '\u0000',
  '\u0001',
  '\u000b',
  '\u001f',
  '\u007f',
  'é',
  '✓',
  '\u2028',
  '𝄞',
];

function text(random: Random, max: number): string {
  return Array.from({ length: random.int(max + 1) }, () => random.pick(CHARACTERS)).join('');
}

const KEYS = ['a', 'b', 'value', '0', '1', '10', '2', '01', '-1', '4294967294', '4294967295', ''];

const NUMBERS = [0, -0, 1, -1, 12, 1.5, -0.25, 1e21, 1e-7, 123456789012345, 2 ** 53 + 2, 0.1 + 0.2];

function value(random: Random, depth: number): unknown {
  const kind = random.int(depth > 3 ? 4 : 6);
  if (kind === 0) return text(random, 12);
  if (kind === 1) return random.pick(NUMBERS) * (random.next() < 0.5 ? 1 : random.int(1000));
  if (kind === 2) return random.pick([true, false, null]);
  if (kind === 3) return random.pick(['', 'plain', '\ud800']);
  if (kind === 4) {
    return Array.from({ length: random.int(4) }, () => value(random, depth + 1));
  }
  const object: Record<string, unknown> = {};
  for (let count = random.int(5); count > 0; count--) {
    object[random.next() < 0.7 ? random.pick(KEYS) : text(random, 4)] = value(random, depth + 1);
  }
  return object;
}

/** A few bytes of the text changed: something inserted, removed, doubled or replaced. */
function damaged(random: Random, bytes: Buffer): Buffer {
  const at = random.int(bytes.length + 1);
  const piece = Buffer.from(
    random.pick([
      ' ',
      '\n',
      '"',
      '\\',
      ',',
      ':',
      '{',
      '}',
      '[',
      ']',
      '0',
      '.',
      'e',
      '-',
      'u',
      '\u0001',
    ]),
  );
  const kind = random.int(4);
  if (kind === 0) return Buffer.concat([bytes.subarray(0, at), piece, bytes.subarray(at)]);
  if (kind === 1) return Buffer.concat([bytes.subarray(0, at), bytes.subarray(at + 1)]);
  if (kind === 2) return Buffer.concat([bytes.subarray(0, at + 1), bytes.subarray(at)]);
  return Buffer.concat([bytes.subarray(0, at), piece, bytes.subarray(at + 1)]);
}

describe('CanonicalJson', () => {
  it(`lets through what JSON.stringify writes, and only that (seed ${SEED})`, () => {
    const random = seededRandom(SEED);
    let damagedPassing = 0;
    for (let round = 0; round < 3000; round++) {
      const written = JSON.stringify(value(random, 0));
      // A lone surrogate is written as an escape the check leaves to the parse.
      if (!/\\ud[89a-f]/.test(written)) expect(passes(written), written).toBe(true);
      for (let attempt = 0; attempt < 5; attempt++) {
        const bytes = damaged(random, Buffer.from(written));
        if (!isUtf8(bytes) || !passes(bytes)) continue;
        damagedPassing++;
        const text = bytes.toString('utf8');
        expect(JSON.stringify(JSON.parse(text)), text).toBe(text);
      }
    }
    // The damage is not all fatal: some of it is still text the check must judge.
    expect(damagedPassing).toBeGreaterThan(100);
  });

  it('refuses text that is not JSON', () => {
    for (const text of [
      '{"a":1',
      '{"a":1}}',
      '[1,2',
      '"open',
      '{"a":"b}',
      '{"a" 1}',
      '{"a":1,}',
      '[1,]',
      '{a:1}',
      'tru',
      'nul',
      '"\u0001"',
      '"\t"',
      '"\\x"',
      '"\\u12"',
      '',
    ]) {
      expect(passes(text), text).toBe(false);
    }
  });

  it('refuses JSON that a parse and serialize would write otherwise', () => {
    for (const text of [
      '{ "a":1}',
      '[1, 2]',
      '1.0',
      '1E3',
      '1e+21',
      '-0',
      '0.10',
      '12345678901234567890',
      '"\\u0041"',
      '"\\/"',
      '"\\u001F"',
      '"\\u0008"',
      '{"a":1,"a":2}',
      '{"b":1,"1":2}',
      '{"2":1,"1":2}',
    ]) {
      const canonical = JSON.stringify(JSON.parse(text));
      // `1e+21` is how JSON.stringify writes 1e21: that one passes.
      expect(passes(text), text).toBe(canonical === text);
    }
    expect(passes('1e+21')).toBe(true);
    expect(passes('{"1":2,"b":1}')).toBe(true);
  });

  it('finds a quote, backslash or control byte at any place in a word of a long string', () => {
    const plain = 'abcdefghijklmnopqrstuvwxyz0123456789';
    for (let at = 0; at < plain.length; at++) {
      for (const [inserted, passing] of [
        ['\u0000', false],
        ['\u001f', false],
        ['\\"', true],
        ['\\\\', true],
        ['\\n', true],
        ['\\q', false],
        ['é', true],
      ] as const) {
        const text = `"${plain.slice(0, at)}${inserted}${plain.slice(at)}"`;
        expect(passes(text), text).toBe(passing);
      }
      // A quote inside ends the string early: what follows is not JSON.
      expect(passes(`"${plain.slice(0, at)}"${plain.slice(at)}"`)).toBe(false);
    }
  });

  it('refuses nesting deeper than it walks, without running out of stack', () => {
    expect(passes(`${'['.repeat(300)}${']'.repeat(300)}`)).toBe(false);
    expect(passes(`${'['.repeat(200)}${']'.repeat(200)}`)).toBe(true);
  });
});
