/**
 * The WebAssembly code with which the SIMD scan reads and hashes a record's id where it finds the
 * record, so that JavaScript touches no byte of it: for the record whose `{` is at `pos` of the
 * data (`len` bytes at `dataOffset` in memory), the id's hash (`id-hash.ts`, bit for bit), or -1
 * when the id cannot be read this way: the record does not start with `{"id":"`, the id holds a
 * backslash, or the data ends first. The caller hands those records to `RecordIdReader`, which
 * decides (an escaped id, an unreadable one, or one finished by the next chunk).
 *
 * @module
 */
import { ID_HASH } from './id-hash';
import {
  localGet as get,
  i32Const,
  i64Const,
  memarg,
  op,
  localSet as set,
  simdOp,
  localTee as tee,
  valueType,
} from './wasm-encoding';

// `{"id":"` read as a little-endian i64 whose eighth byte is masked off.
const ID_HEAD_LE = Buffer.from('{"id":"\0').readBigInt64LE(0);
const LOW_7_BYTES = 0x00ff_ffff_ffff_ffffn;
const TWO_POW_21 = 2 ** 21;

/** The i32 locals the code uses (the caller's), and its v128 local. */
export interface HashIdLocals {
  /** Where the record's `{` is in the data (read only). */
  pos: number;
  /** The data's length (read only). */
  len: number;
  /** Scratch i32 locals, and a v128 one. */
  start: number;
  i: number;
  end: number;
  quotes: number;
  backslashes: number;
  length: number;
  word: number;
  h1: number;
  h2: number;
  vec: number;
}

/**
 * The code, inlined where the scan finds a record (no call per record): a block that leaves the
 * hash of the id of the record at `pos` on the stack as an i64, or -1.
 */
export function hashIdInline(locals: HashIdLocals, dataOffset: number): number[] {
  const { pos, len, start, i, end, quotes, backslashes, length, word, h1, h2, vec } = locals;
  // -1 out of the block, from inside `level` other blocks, loops or ifs.
  const orFail = (level: number, condition: number[]) => [
    ...condition,
    op.if,
    op.void,
    ...i64Const(-1),
    op.br,
    level + 1,
    op.end,
  ];
  // k = rotl(word * a, r) * b, on the stack.
  const key = (a: number, r: number, b: number) => [
    ...get(word),
    ...i32Const(a),
    op.i32Mul,
    ...i32Const(r),
    op.i32Rotl,
    ...i32Const(b),
    op.i32Mul,
  ];
  const key1 = key(ID_HASH.c1, 15, ID_HASH.c2);
  const key2 = key(ID_HASH.c3, 16, ID_HASH.c4);
  // lane = rotl(lane ^ k, r) * 5 + add.
  const mixWord = (lane: number, k: number[], r: number, add: number) => [
    ...get(lane),
    ...k,
    op.i32Xor,
    ...i32Const(r),
    op.i32Rotl,
    ...i32Const(5),
    op.i32Mul,
    ...i32Const(add),
    op.i32Add,
    ...set(lane),
  ];
  const xorKey = (lane: number, k: number[]) => [...get(lane), ...k, op.i32Xor, ...set(lane)];
  // h ^= h >>> bits, where h is the value on the stack (kept in `lane`).
  const xorShiftRight = (lane: number, bits: number) => [
    ...tee(lane),
    ...get(lane),
    ...i32Const(bits),
    op.i32ShrU,
    op.i32Xor,
  ];
  // MurmurHash3's finalizer of `lane ^ length`, left on the stack.
  const finish = (lane: number) => [
    ...get(lane),
    ...get(length),
    op.i32Xor,
    ...xorShiftRight(lane, 16),
    ...i32Const(ID_HASH.f1),
    op.i32Mul,
    ...xorShiftRight(lane, 13),
    ...i32Const(ID_HASH.f2),
    op.i32Mul,
    ...xorShiftRight(lane, 16),
  ];
  const splatEq = (char: number) => [
    ...get(vec),
    ...i32Const(char),
    ...simdOp.i8x16Splat,
    ...simdOp.i8x16Eq,
    ...simdOp.i8x16Bitmask,
  ];
  return [
    op.block,
    valueType.i64,
    // The record's first 7 bytes must be in the data and spell `{"id":"`.
    ...orFail(0, [...get(pos), ...i32Const(7), op.i32Add, ...get(len), op.i32GtS]),
    ...orFail(0, [
      ...get(pos),
      op.i64Load,
      ...memarg(0, dataOffset),
      ...i64Const(LOW_7_BYTES),
      op.i64And,
      ...i64Const(ID_HEAD_LE),
      op.i64Ne,
    ]),
    ...get(pos),
    ...i32Const(7),
    op.i32Add,
    ...tee(start),
    ...set(i),
    // The closing quote, 16 bytes at a time; a backslash before it, or the data's end, fails.
    op.block,
    op.void,
    op.loop,
    op.void,
    ...get(i),
    ...simdOp.v128Load,
    ...memarg(0, dataOffset),
    ...set(vec),
    ...splatEq(0x22),
    ...set(quotes),
    ...splatEq(0x5c),
    ...set(backslashes),
    ...get(quotes),
    op.if,
    op.void,
    // Backslashes below the first quote: backslashes & (lowest quote bit - 1).
    ...orFail(3, [
      ...get(backslashes),
      ...get(quotes),
      ...i32Const(0),
      ...get(quotes),
      op.i32Sub,
      op.i32And,
      ...i32Const(1),
      op.i32Sub,
      op.i32And,
    ]),
    ...get(i),
    ...get(quotes),
    op.i32Ctz,
    op.i32Add,
    ...set(end),
    op.br,
    2,
    op.end,
    ...orFail(2, get(backslashes)),
    ...orFail(2, [...get(i), ...i32Const(16), op.i32Add, ...tee(i), ...get(len), op.i32GeS]),
    op.br,
    0,
    op.end,
    op.end,
    ...orFail(0, [...get(end), ...get(len), op.i32GeS]),
    // The hash of bytes [start, end): whole words, then the zero-padded rest.
    ...get(end),
    ...get(start),
    op.i32Sub,
    ...set(length),
    ...i32Const(ID_HASH.seed1),
    ...set(h1),
    ...i32Const(ID_HASH.seed2),
    ...set(h2),
    ...get(start),
    ...get(length),
    ...i32Const(-4),
    op.i32And,
    op.i32Add,
    ...set(end),
    ...get(start),
    ...set(i),
    op.block,
    op.void,
    op.loop,
    op.void,
    ...get(i),
    ...get(end),
    op.i32GeU,
    op.brIf,
    1,
    ...get(i),
    op.i32Load,
    ...memarg(0, dataOffset),
    ...set(word),
    ...mixWord(h1, key1, 13, ID_HASH.add1),
    ...mixWord(h2, key2, 17, ID_HASH.add2),
    ...get(i),
    ...i32Const(4),
    op.i32Add,
    ...set(i),
    op.br,
    0,
    op.end,
    op.end,
    ...get(length),
    ...i32Const(3),
    op.i32And,
    ...tee(quotes), // the rest's length (the local is free again)
    op.if,
    op.void,
    ...get(i),
    op.i32Load,
    ...memarg(0, dataOffset),
    ...i32Const(1),
    ...get(quotes),
    ...i32Const(3),
    op.i32Shl,
    op.i32Shl,
    ...i32Const(1),
    op.i32Sub,
    op.i32And,
    ...set(word),
    ...xorKey(h1, key1),
    ...xorKey(h2, key2),
    op.end,
    // (first lane << 21) | (second lane & (2^21 - 1)): below 2^53.
    ...finish(h1),
    op.i64ExtendI32U,
    ...i64Const(21),
    op.i64Shl,
    ...finish(h2),
    ...i32Const(TWO_POW_21 - 1),
    op.i32And,
    op.i64ExtendI32U,
    op.i64Or,
    op.end,
  ];
}
