import { hashIdInline } from './id-hash-wasm';
import {
  localGet as get,
  i32Const as i32,
  i64Const as i64,
  memarg,
  name,
  op,
  section,
  localSet as set,
  simdOp,
  localTee as tee,
  uleb,
  valueType,
  vector,
} from './wasm-encoding';

/**
 * A WebAssembly (SIMD) scan of JSON array elements, 64 bytes per step, for `RecordsScanner`:
 * the same walk as its JavaScript loop (strings, escapes, nesting, records counted at depth 1)
 * at a fraction of the cost per byte. Quotes, backslashes and brackets are found with 16-byte
 * compares; escapes are resolved from the (rare) backslashes; the "inside a string" mask is the
 * prefix XOR of the unescaped quotes, carried from block to block; only brackets outside strings
 * are then visited one by one (`{` and `[` are the bytes whose value with bit 0x20 set is `{`, and
 * likewise for the closing ones). With `hashIds`, each record's id is read and hashed where the
 * record is found (`id-hash-wasm.ts`); only the records whose id it cannot read are listed for
 * JavaScript. A string `"messages"` makes it stop and say so (code -2), so that
 * the caller scans that chunk in JavaScript, where records with messages are cut out and parsed;
 * unless it is followed by `:[]` (an empty list of messages, which every cell of the API has), or
 * the data ends before the three bytes after it (the caller reads them, see `cutMessagesKey`).
 */

/** Where the results are written in the module's memory (i32 each), and where the bytes go. */
const OUT = {
  depth: 0,
  inString: 4,
  escaped: 8,
  count: 12,
  lastOpen: 16,
  closedAny: 20,
  hashed: 24,
  unhashed: 28,
};
const DATA = 64;
/** Bytes after the data that the scan may read (the rest of a 64-byte block, and 12 more). */
const PADDING = 80;

// A cell's empty list of messages after the opening quote, padded to 16 bytes (only the first 12
// are compared).
const EMPTY_MESSAGES = [...Buffer.from('messages":[]    ')];
const SIGN_BIT = -(2n ** 63n);

// Parameters, then locals: i32 ×21, i64 ×14, v128 ×12.
const [len, depth, inStringIn, escapedIn, hashIds] = [0, 1, 2, 3, 4];
const [base, pos, byte, count, lastOpen, closedAny, k, startsAt, hashesAt, hashed, unhashed] = [
  5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
];
const matched = 16;
// The id hash's scratch locals (see hashIdInline).
const hashLocals = { start: 17, i: 18, end: 19, quotes: 20, backslashes: 21, length: 22 };
const [word, h1, h2] = [23, 24, 25];
const [q, bs, st, esc, escCarry, instr, carry, bit, x, m, qTop, opens, closes, hash] = [
  26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39,
];
const vectors = [40, 41, 42, 43];
const [sQuote, sBackslash, sOpenBrace, sCloseBrace, sCaseBit, sM, sEmptyMessages, hashVector] = [
  44, 45, 46, 47, 48, 49, 50, 51,
];

/**
 * Where the starts of the records JavaScript must read the id of (i32 each) are written, after
 * the data and its padding; then the ids' hashes (f64 each). A record takes at least two bytes
 * (`{}`), so `len` bytes hold at most ceil(len / 2) of them.
 */
const maxRecords = (length: number): number => ((length + 1) >> 1) + 1;
const startsOffset = (length: number): number => (DATA + length + PADDING + 3) & ~3;
const hashesOffset = (length: number): number =>
  (startsOffset(length) + 4 * maxRecords(length) + 7) & ~7;

const nonZero64 = [op.i64Eqz, op.i32Eqz];
const store = (offset: number, value: number[]) => [
  ...i32(0),
  ...value,
  op.i32Store,
  ...memarg(2, offset),
];

// A 64-bit mask of the block: bit j set where `lane(part)` has byte j (of the 4 × 16 bytes) set.
function mask64(lane: (part: number) => number[]): number[] {
  return [0, 1, 2, 3].flatMap((part) => [
    ...lane(part),
    ...simdOp.i8x16Bitmask,
    op.i64ExtendI32U,
    ...(part > 0 ? [...i64(16 * part), op.i64Shl, op.i64Or] : []),
  ]);
}
const equals = (splat: number) => (part: number) => [
  ...get(vectors[part] as number),
  ...get(splat),
  ...simdOp.i8x16Eq,
];
// `{` 0x7b and `[` 0x5b (`}` 0x7d and `]` 0x5d) are the bytes whose value | 0x20 is `{` (`}`).
const withCaseBit = (part: number) => [
  ...get(vectors[part] as number),
  ...get(sCaseBit),
  ...simdOp.v128Or,
];
const opening = (part: number) => [...withCaseBit(part), ...get(sOpenBrace), ...simdOp.i8x16Eq];
const closing = (part: number) => [...withCaseBit(part), ...get(sCloseBrace), ...simdOp.i8x16Eq];
// Whether any byte of the block is `char`'s (the splat local), without building its mask.
const anyEqual = (splat: number) => [
  ...equals(splat)(0),
  ...equals(splat)(1),
  ...simdOp.v128Or,
  ...equals(splat)(2),
  ...equals(splat)(3),
  ...simdOp.v128Or,
  ...simdOp.v128Or,
  ...simdOp.v128AnyTrue,
];

// Runs `body` for each set bit of the i64 local `bits`, lowest first, clearing it afterwards.
const eachBit = (bits: number, body: number[]) => [
  ...get(bits),
  ...nonZero64,
  op.if,
  op.void,
  op.loop,
  op.void,
  ...get(base),
  ...get(bits),
  op.i64Ctz,
  op.i32WrapI64,
  op.i32Add,
  ...set(pos),
  ...body,
  ...get(bits),
  ...get(bits),
  ...i64(1),
  op.i64Sub,
  op.i64And,
  ...tee(bits),
  ...nonZero64,
  op.brIf,
  0,
  op.end,
  op.end,
];

const storeCommon = [
  ...store(OUT.depth, get(depth)),
  ...store(OUT.count, get(count)),
  ...store(OUT.lastOpen, get(lastOpen)),
  ...store(OUT.closedAny, get(closedAny)),
  ...store(OUT.hashed, get(hashed)),
  ...store(OUT.unhashed, get(unhashed)),
];

const splats = (
  [
    [sQuote, 0x22],
    [sBackslash, 0x5c],
    [sOpenBrace, 0x7b],
    [sCloseBrace, 0x7d],
    [sCaseBit, 0x20],
    [sM, 0x6d],
  ] as const
).flatMap(([local, char]) => [...i32(char), ...simdOp.i8x16Splat, ...set(local)]);
const constants = [...simdOp.v128Const, ...EMPTY_MESSAGES, ...set(sEmptyMessages)];

// A record starts at `pos`: counted, and its id hashed here, or its start listed for JavaScript.
const recordFound = [
  ...get(count),
  ...i32(1),
  op.i32Add,
  ...set(count),
  op.block,
  op.void,
  ...get(hashIds),
  op.if,
  op.void,
  ...hashIdInline({ ...hashLocals, word, h1, h2, pos, len, vec: hashVector }, DATA),
  ...tee(hash),
  ...i64(0),
  op.i64GeS,
  op.if,
  op.void,
  ...get(hashesAt),
  ...get(hashed),
  ...i32(3),
  op.i32Shl,
  op.i32Add,
  ...get(hash),
  op.f64ConvertI64U,
  op.f64Store,
  ...memarg(3, 0),
  ...get(hashed),
  ...i32(1),
  op.i32Add,
  ...set(hashed),
  op.br,
  2,
  op.end,
  op.end,
  ...get(startsAt),
  ...get(unhashed),
  ...i32(2),
  op.i32Shl,
  op.i32Add,
  ...get(pos),
  op.i32Store,
  ...memarg(2, 0),
  ...get(unhashed),
  ...i32(1),
  op.i32Add,
  ...set(unhashed),
  op.end,
];

const body = [
  ...splats,
  ...constants,
  ...i64(0),
  ...get(inStringIn),
  op.i64ExtendI32U,
  op.i64Sub,
  ...set(carry), // all ones inside a string
  ...get(escapedIn),
  op.i64ExtendI32U,
  ...set(escCarry),
  ...i32(-1),
  ...set(lastOpen),
  ...get(len),
  ...i32(DATA + PADDING + 3),
  op.i32Add,
  ...i32(-4),
  op.i32And,
  ...tee(startsAt),
  // hashesOffset: after ceil(len / 2) + 1 starts, 8-aligned.
  ...get(len),
  ...i32(1),
  op.i32Add,
  ...i32(1),
  op.i32ShrU,
  ...i32(1),
  op.i32Add,
  ...i32(2),
  op.i32Shl,
  op.i32Add,
  ...i32(7),
  op.i32Add,
  ...i32(-8),
  op.i32And,
  ...set(hashesAt),
  op.block,
  op.void,
  op.loop,
  op.void,
  ...[0, 1, 2, 3].flatMap((part) => [
    ...get(base),
    ...simdOp.v128Load,
    ...memarg(0, DATA + 16 * part),
    ...set(vectors[part] as number),
  ]),
  ...mask64(equals(sQuote)),
  ...set(q),
  // Backslashes are rare: their mask is built only for a block that has one.
  ...anyEqual(sBackslash),
  op.if,
  valueType.i64,
  ...mask64(equals(sBackslash)),
  op.else,
  ...i64(0),
  op.end,
  ...set(bs),
  ...mask64(opening),
  ...set(opens),
  ...mask64(closing),
  ...set(closes),
  // Escapes: each backslash that is not itself escaped escapes the next byte.
  ...get(escCarry),
  ...set(esc),
  ...i64(0),
  ...set(escCarry),
  ...get(bs),
  ...nonZero64,
  op.if,
  op.void,
  op.loop,
  op.void,
  ...get(bs),
  ...i64(0),
  ...get(bs),
  op.i64Sub,
  op.i64And,
  ...set(bit),
  ...get(bit),
  ...get(esc),
  op.i64And,
  op.i64Eqz,
  op.if,
  op.void,
  ...get(esc),
  ...get(bit),
  ...i64(1),
  op.i64Shl,
  op.i64Or,
  ...set(esc),
  ...get(bit),
  ...i64(SIGN_BIT),
  op.i64Eq,
  op.if,
  op.void,
  ...i64(1),
  ...set(escCarry),
  op.end,
  op.end,
  ...get(bs),
  ...get(bit),
  op.i64Xor,
  ...tee(bs),
  ...nonZero64,
  op.brIf,
  0,
  op.end,
  op.end,
  // Unescaped quotes; an `m` right after one may start "messages".
  ...get(q),
  ...get(esc),
  ...i64(-1),
  op.i64Xor,
  op.i64And,
  ...set(q),
  ...mask64(equals(sM)),
  ...get(q),
  ...i64(1),
  op.i64Shl,
  ...get(qTop),
  op.i64Or,
  op.i64And,
  ...set(m),
  ...get(q),
  ...i64(63),
  op.i64ShrU,
  ...set(qTop),
  // Inside-string mask: prefix XOR of the quotes, flipped when the block starts inside a string.
  ...get(q),
  ...set(x),
  ...[1, 2, 4, 8, 16, 32].flatMap((shift) => [
    ...get(x),
    ...get(x),
    ...i64(shift),
    op.i64Shl,
    op.i64Xor,
    ...set(x),
  ]),
  ...get(x),
  ...get(carry),
  op.i64Xor,
  ...set(instr),
  ...get(instr),
  ...i64(63),
  op.i64ShrS,
  ...set(carry),
  ...eachBit(m, [
    // `"messages":[]`, a cell's empty list, carries no message: the scan goes on. Any other
    // `"messages"` string stops it, unless the data ends before its next three bytes (the caller
    // reads on after it). Bit j of `matched`: byte j after the `"` is `messages":[]`'s.
    ...get(pos),
    ...simdOp.v128Load,
    ...memarg(0, DATA),
    ...get(sEmptyMessages),
    ...simdOp.i8x16Eq,
    ...simdOp.i8x16Bitmask,
    ...tee(matched),
    ...i32(0xfff),
    op.i32And,
    ...i32(0xfff),
    op.i32Ne,
    op.if,
    op.void,
    ...get(matched),
    ...i32(0x1ff),
    op.i32And,
    ...i32(0x1ff),
    op.i32Eq,
    ...get(len),
    ...get(pos),
    op.i32Sub,
    ...i32(12),
    op.i32GeS,
    op.i32And,
    op.if,
    op.void,
    ...i32(-2),
    op.return,
    op.end,
    op.end,
  ]),
  // Brackets outside strings.
  ...get(instr),
  ...i64(-1),
  op.i64Xor,
  ...set(x),
  ...get(opens),
  ...get(x),
  op.i64And,
  ...set(opens),
  ...get(closes),
  ...get(x),
  op.i64And,
  ...set(closes),
  // Inside a record, most blocks cannot bring the depth down to 1 (a record's end) even if all
  // their closing brackets came first: the depth where the block starts minus its closing
  // brackets is 2 or more. Then only the depth is carried, by counting.
  ...get(depth),
  ...get(closes),
  op.i64Popcnt,
  op.i32WrapI64,
  op.i32Sub,
  ...i32(2),
  op.i32GeS,
  op.if,
  op.void,
  ...get(depth),
  ...get(opens),
  op.i64Popcnt,
  op.i32WrapI64,
  op.i32Add,
  ...get(closes),
  op.i64Popcnt,
  op.i32WrapI64,
  op.i32Sub,
  ...set(depth),
  op.else,

  // Otherwise each bracket in order.
  ...get(opens),
  ...get(closes),
  op.i64Or,
  ...set(st),
  ...eachBit(st, [
    ...get(pos),
    op.i32Load8U,
    ...memarg(0, DATA),
    ...set(byte),
    // `[` 0x5b and `{` 0x7b have bit 1 set; `]` 0x5d and `}` 0x7d do not.
    ...get(byte),
    ...i32(2),
    op.i32And,
    op.if,
    op.void,
    ...get(depth),
    ...i32(1),
    op.i32Eq,
    op.if,
    op.void,
    ...get(pos),
    ...set(lastOpen),
    ...get(byte),
    ...i32(0x7b),
    op.i32Eq,
    op.if,
    op.void,
    ...recordFound,
    op.end,
    op.end,
    ...get(depth),
    ...i32(1),
    op.i32Add,
    ...set(depth),
    op.else,
    ...get(depth),
    ...i32(1),
    op.i32Sub,
    ...tee(depth),
    ...i32(1),
    op.i32Eq,
    op.if,
    op.void,
    ...i32(1),
    ...set(closedAny),
    op.end,
    ...get(depth),
    op.i32Eqz,
    op.if,
    op.void,
    ...storeCommon,
    ...store(OUT.inString, i32(0)),
    ...store(OUT.escaped, i32(0)),
    ...get(pos),
    op.return,
    op.end,
    op.end,
  ]),
  op.end,
  // The block that holds position `len` is the last: the state there is the state at the end.
  ...get(len),
  ...get(base),
  op.i32Sub,
  ...tee(k),
  ...i32(64),
  op.i32LtS,
  op.if,
  op.void,
  ...store(OUT.inString, [
    ...get(instr),
    ...get(k),
    op.i64ExtendI32U,
    op.i64ShrU,
    op.i32WrapI64,
    ...i32(1),
    op.i32And,
  ]),
  ...store(OUT.escaped, [
    ...get(esc),
    ...get(k),
    op.i64ExtendI32U,
    op.i64ShrU,
    op.i32WrapI64,
    ...i32(1),
    op.i32And,
  ]),
  op.br,
  2,
  op.end,
  ...get(base),
  ...i32(64),
  op.i32Add,
  ...set(base),
  op.br,
  0,
  op.end,
  op.end,
  ...storeCommon,
  ...i32(-1),
  op.end,
];

function moduleBytes(): Uint8Array {
  const { i32: I32, i64: I64, v128: V128 } = valueType;
  const locals = vector([
    [...uleb(21), I32],
    [...uleb(14), I64],
    [...uleb(12), V128],
  ]);
  const code = [...locals, ...body];
  const scanType = [0x60, ...vector([[I32], [I32], [I32], [I32], [I32]]), ...vector([[I32]])];
  return new Uint8Array([
    ...[0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00],
    ...section(1, vector([scanType])),
    ...section(3, vector([[0]])),
    ...section(5, vector([[0x00, 2]])),
    ...section(
      7,
      vector([
        [...name('scan'), 0x00, 0],
        [...name('memory'), 0x02, 0],
      ]),
    ),
    ...section(10, vector([[...uleb(code.length), ...code]])),
  ]);
}

const QUOTE_BYTE = 0x22;
const MESSAGES = Buffer.from('messages');

/**
 * Where the string `"messages"` closes in the last bytes of `bytes` (after `from`), too close to
 * the end for the SIMD scan to see what follows it (it goes on past such a string), or -1. The
 * caller, which knows the scan ended outside any string, reads on from there.
 */
export function cutMessagesKey(bytes: Uint8Array, from: number): number {
  // The `m` is at most 11 bytes from the end (the scan stops when 12 or more are left) and the
  // closing quote inside the bytes.
  for (let m = Math.max(from + 1, bytes.length - 11); m + 8 < bytes.length; m += 1) {
    if (
      bytes[m - 1] === QUOTE_BYTE &&
      bytes[m + 8] === QUOTE_BYTE &&
      MESSAGES.every((byte, index) => bytes[m + index] === byte)
    ) {
      return m + 8;
    }
  }
  return -1;
}

/** What one call found (a reused object: read it before the next call). */
export interface SimdScanResult {
  /** Index (in the scanned bytes) of the array's closing bracket; -1: not in these bytes; -2: a "messages" string is there. */
  end: number;
  depth: number;
  inString: boolean;
  escaped: boolean;
  /** Objects opened at depth 1 (records). */
  count: number;
  /** Index of the last element opened at depth 1, or -1. */
  lastOpen: number;
  /** Whether an element at depth 1 closed. */
  closedAny: boolean;
  /**
   * Where the records counted in `count` start (indexes in the scanned bytes; a reused view):
   * all of them, or with `hashIds` those whose id the scan could not read (see `hashes`).
   */
  starts: Int32Array;
  /** With `hashIds`: the hashes of the ids the scan read (`id-hash.ts`; a reused view). */
  hashes: Float64Array;
}

type ScanExport = (
  length: number,
  depth: number,
  inString: number,
  escaped: number,
  hashIds: number,
) => number;

// The parts of the WebAssembly API used here (the project's type libraries do not declare it).
interface WasmMemory {
  readonly buffer: ArrayBuffer;
  grow(pages: number): number;
}
interface WasmInstance {
  readonly exports: Record<string, unknown>;
}
interface WasmApi {
  validate(bytes: Uint8Array): boolean;
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object) => WasmInstance;
}
const wasm = (globalThis as { WebAssembly?: WasmApi }).WebAssembly;

/** The compiled scan, or undefined where WebAssembly SIMD is not available. */
export class SimdScan {
  private readonly memory: WasmMemory;
  private readonly run: ScanExport;
  // Views of the memory, made again when it grows (growing detaches the old buffer).
  private bytes: Uint8Array;
  private words: Int32Array;
  private doubles: Float64Array;
  private readonly result: SimdScanResult = {
    end: -1,
    depth: 0,
    inString: false,
    escaped: false,
    count: 0,
    lastOpen: -1,
    closedAny: false,
    starts: new Int32Array(0),
    hashes: new Float64Array(0),
  };

  private constructor(instance: WasmInstance) {
    this.memory = instance.exports.memory as WasmMemory;
    this.run = instance.exports.scan as ScanExport;
    this.bytes = new Uint8Array(this.memory.buffer);
    this.words = new Int32Array(this.memory.buffer);
    this.doubles = new Float64Array(this.memory.buffer);
  }

  /** Compiles the module once (synchronously: it is small); undefined when SIMD is missing. */
  static create(): SimdScan | undefined {
    const bytes = moduleBytes();
    if (!wasm?.validate(bytes)) return undefined;
    return new SimdScan(new wasm.Instance(new wasm.Module(bytes)));
  }

  /**
   * Scans `bytes` (array elements) from the given state. With `hashIds`, the ids of the records
   * found are read and hashed in the scan (`hashes`), and `starts` lists only the other records.
   */
  scan(
    bytes: Uint8Array,
    depth: number,
    inString: boolean,
    escaped: boolean,
    hashIds = false,
  ): SimdScanResult {
    const length = bytes.length;
    const needed = hashesOffset(length) + 8 * maxRecords(length);
    if (this.bytes.byteLength < needed) {
      this.memory.grow(Math.ceil((needed - this.memory.buffer.byteLength) / 65_536));
      this.bytes = new Uint8Array(this.memory.buffer);
      this.words = new Int32Array(this.memory.buffer);
      this.doubles = new Float64Array(this.memory.buffer);
    }
    const memory = this.bytes;
    memory.set(bytes, DATA);
    memory.fill(0x20, DATA + length, DATA + length + PADDING);
    const result = this.result;
    result.end = this.run(length, depth, inString ? 1 : 0, escaped ? 1 : 0, hashIds ? 1 : 0);
    if (result.end === -2) return result;
    const out = this.words;
    result.depth = out[OUT.depth / 4] ?? 0;
    result.inString = out[OUT.inString / 4] === 1;
    result.escaped = out[OUT.escaped / 4] === 1;
    result.count = out[OUT.count / 4] ?? 0;
    result.lastOpen = out[OUT.lastOpen / 4] ?? -1;
    result.closedAny = out[OUT.closedAny / 4] === 1;
    const starts = startsOffset(length) / 4;
    result.starts = out.subarray(starts, starts + (out[OUT.unhashed / 4] ?? 0));
    const hashes = hashesOffset(length) / 8;
    result.hashes = this.doubles.subarray(hashes, hashes + (out[OUT.hashed / 4] ?? 0));
    return result;
  }
}

/** The shared instance (one per process), or undefined without WebAssembly SIMD. */
export const simdScan: SimdScan | undefined = SimdScan.create();
