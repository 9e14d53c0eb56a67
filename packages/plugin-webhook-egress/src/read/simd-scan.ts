import { memarg, name, op, section, simdOp, sleb, uleb, valueType, vector } from './wasm-encoding';

/**
 * A WebAssembly (SIMD) scan of JSON array elements, 64 bytes per step, for `RecordsScanner`:
 * the same walk as its JavaScript loop (strings, escapes, nesting, records counted at depth 1)
 * at a fraction of the cost per byte. Quotes, backslashes and brackets are found with 16-byte
 * compares; escapes are resolved from the (rare) backslashes; the "inside a string" mask is the
 * prefix XOR of the unescaped quotes, carried from block to block; only brackets outside strings
 * are then visited one by one. A string `"messages"` makes it stop and say so (code -2), so that
 * the caller scans that chunk in JavaScript, where records with messages are cut out and parsed;
 * unless it is followed by `:[]` (an empty list of messages, which every cell of the API has), or
 * the data ends before the three bytes after it (the caller reads them, see `cutMessagesKey`).
 */

/** Where the results are written in the module's memory (i32 each), and where the bytes go. */
const OUT = { depth: 0, inString: 4, escaped: 8, count: 12, lastOpen: 16, closedAny: 20 };
const DATA = 64;
/** Bytes after the data that the scan may read (the rest of a 64-byte block, and 12 more). */
const PADDING = 80;

const MESSAGES_LE = Buffer.from('messages').readBigInt64LE(0);
// The four bytes that follow `"messages` in a cell whose list is empty: `":[]`.
const EMPTY_LIST_LE = Buffer.from('":[]').readInt32LE(0);
const SIGN_BIT = -(2n ** 63n);

// Locals: the four parameters, then i32, i64 and v128 locals.
const [len, depth, inStringIn, escapedIn] = [0, 1, 2, 3];
const [base, pos, byte, count, lastOpen, closedAny, k] = [4, 5, 6, 7, 8, 9, 10];
const [q, bs, st, esc, escCarry, instr, carry, bit, x, m, qTop] = [
  11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21,
];
const vectors = [22, 23, 24, 25];
const [sQuote, sBackslash, sOpenBrace, sCloseBrace, sOpenBracket, sCloseBracket, sM] = [
  26, 27, 28, 29, 30, 31, 32,
];
// One more i32 local, declared after the others: where the record starts are written.
const startsAt = 33;
// Two more i64 locals: the block's opening and closing brackets.
const [opens, closes] = [34, 35];

/** Where the record starts (i32 each) are written, after the data and its padding. */
const startsOffset = (length: number): number => (DATA + length + PADDING + 3) & ~3;

const get = (index: number) => [op.localGet, ...uleb(index)];
const set = (index: number) => [op.localSet, ...uleb(index)];
const tee = (index: number) => [op.localTee, ...uleb(index)];
const i32 = (value: number) => [op.i32Const, ...sleb(value)];
const i64 = (value: bigint | number) => [op.i64Const, ...sleb(value)];
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
const opening = (part: number) => [
  ...equals(sOpenBrace)(part),
  ...equals(sOpenBracket)(part),
  ...simdOp.v128Or,
];
const closing = (part: number) => [
  ...equals(sCloseBrace)(part),
  ...equals(sCloseBracket)(part),
  ...simdOp.v128Or,
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
];

const splats = (
  [
    [sQuote, 0x22],
    [sBackslash, 0x5c],
    [sOpenBrace, 0x7b],
    [sCloseBrace, 0x7d],
    [sOpenBracket, 0x5b],
    [sCloseBracket, 0x5d],
    [sM, 0x6d],
  ] as const
).flatMap(([local, char]) => [...i32(char), ...simdOp.i8x16Splat, ...set(local)]);

const body = [
  ...splats,
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
  ...set(startsAt),
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
  ...mask64(equals(sBackslash)),
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
    ...get(pos),
    op.i64Load,
    ...memarg(0, DATA),
    ...i64(MESSAGES_LE),
    op.i64Eq,
    ...get(pos),
    op.i32Load8U,
    ...memarg(0, DATA + 8),
    ...i32(0x22),
    op.i32Eq,
    op.i32And,
    // `"messages":[]`, a cell's empty list, carries no message: the scan goes on.
    ...get(pos),
    op.i32Load,
    ...memarg(0, DATA + 8),
    ...i32(EMPTY_LIST_LE),
    op.i32Ne,
    op.i32And,
    // Nor does one whose next bytes the data cuts off: the caller reads on after it.
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
  // their closing brackets came first: then only the depth is carried, by counting.
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
    // The element's start goes to slot `count`: kept (count grows) only if it is a record.
    ...get(startsAt),
    ...get(count),
    ...i32(2),
    op.i32Shl,
    op.i32Add,
    ...get(pos),
    op.i32Store,
    ...memarg(2, 0),
    ...get(count),
    ...get(byte),
    ...i32(0x7b),
    op.i32Eq,
    op.i32Add,
    ...set(count),
    ...get(pos),
    ...set(lastOpen),
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
    [...uleb(7), I32],
    [...uleb(11), I64],
    [...uleb(11), V128],
    [...uleb(1), I32],
    [...uleb(2), I64],
  ]);
  const code = [...locals, ...body];
  return new Uint8Array([
    ...[0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00],
    ...section(1, vector([[0x60, ...vector([[I32], [I32], [I32], [I32]]), ...vector([[I32]])]])),
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
  /** Where each record counted in `count` starts (indexes in the scanned bytes; a reused view). */
  starts: Int32Array;
}

type ScanExport = (length: number, depth: number, inString: number, escaped: number) => number;

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
  private readonly result: SimdScanResult = {
    end: -1,
    depth: 0,
    inString: false,
    escaped: false,
    count: 0,
    lastOpen: -1,
    closedAny: false,
    starts: new Int32Array(0),
  };

  private constructor(instance: WasmInstance) {
    this.memory = instance.exports.memory as WasmMemory;
    this.run = instance.exports.scan as ScanExport;
  }

  /** Compiles the module once (synchronously: it is small); undefined when SIMD is missing. */
  static create(): SimdScan | undefined {
    const bytes = moduleBytes();
    if (!wasm?.validate(bytes)) return undefined;
    return new SimdScan(new wasm.Instance(new wasm.Module(bytes)));
  }

  /** Scans `bytes` (array elements) from the given state. */
  scan(bytes: Uint8Array, depth: number, inString: boolean, escaped: boolean): SimdScanResult {
    // Room for the record starts too: a record takes at least two bytes (`{}`).
    const needed = startsOffset(bytes.length) + 4 * (Math.ceil(bytes.length / 2) + 1);
    if (this.memory.buffer.byteLength < needed) {
      this.memory.grow(Math.ceil((needed - this.memory.buffer.byteLength) / 65_536));
    }
    const memory = new Uint8Array(this.memory.buffer);
    memory.set(bytes, DATA);
    memory.fill(0x20, DATA + bytes.length, DATA + bytes.length + PADDING);
    const result = this.result;
    result.end = this.run(bytes.length, depth, inString ? 1 : 0, escaped ? 1 : 0);
    if (result.end === -2) return result;
    const out = new Int32Array(this.memory.buffer, 0, 6);
    result.depth = out[OUT.depth / 4] ?? 0;
    result.inString = out[OUT.inString / 4] === 1;
    result.escaped = out[OUT.escaped / 4] === 1;
    result.count = out[OUT.count / 4] ?? 0;
    result.lastOpen = out[OUT.lastOpen / 4] ?? -1;
    result.closedAny = out[OUT.closedAny / 4] === 1;
    result.starts = new Int32Array(this.memory.buffer, startsOffset(bytes.length), result.count);
    return result;
  }
}

/** The shared instance (one per process), or undefined without WebAssembly SIMD. */
export const simdScan: SimdScan | undefined = SimdScan.create();
