/**
 * Just enough of the WebAssembly binary format to write one small module in code (see
 * simd-scan.ts): LEB128 numbers, sections and the opcodes that module uses. Writing the bytes
 * here keeps the module readable and reviewable, with no binary blob and no build step.
 */

/** Unsigned LEB128. */
export function uleb(value: number): number[] {
  const out: number[] = [];
  let rest = value >>> 0;
  do {
    const byte = rest & 0x7f;
    rest >>>= 7;
    out.push(rest === 0 ? byte : byte | 0x80);
  } while (rest !== 0);
  return out;
}

/** Signed LEB128 (for i32.const and i64.const). */
export function sleb(value: bigint | number): number[] {
  const out: number[] = [];
  let rest = BigInt(value);
  for (;;) {
    const byte = Number(rest & 0x7fn);
    rest >>= 7n;
    const done = (rest === 0n && (byte & 0x40) === 0) || (rest === -1n && (byte & 0x40) !== 0);
    out.push(done ? byte : byte | 0x80);
    if (done) return out;
  }
}

/** A length-prefixed vector of already encoded items. */
export const vector = (items: number[][]): number[] => [...uleb(items.length), ...items.flat()];

/** A section: its id, then its byte length, then its content. */
export const section = (id: number, content: number[]): number[] => [
  id,
  ...uleb(content.length),
  ...content,
];

/** A name (UTF-8, length-prefixed). */
export const name = (text: string): number[] => vector([...Buffer.from(text)].map((b) => [b]));

export const valueType = { i32: 0x7f, i64: 0x7e, v128: 0x7b } as const;

/** Opcodes (one byte each, or 0xfd and a LEB128 number for SIMD). */
export const op = {
  block: 0x02,
  loop: 0x03,
  if: 0x04,
  else: 0x05,
  end: 0x0b,
  br: 0x0c,
  brIf: 0x0d,
  return: 0x0f,
  call: 0x10,
  void: 0x40,
  localGet: 0x20,
  localSet: 0x21,
  localTee: 0x22,
  i32Load: 0x28,
  i32Load8U: 0x2d,
  i32Store: 0x36,
  i64Load: 0x29,
  f64Store: 0x39,
  i32Const: 0x41,
  i64Const: 0x42,
  i32Eqz: 0x45,
  i32Eq: 0x46,
  i32Ne: 0x47,
  i32LtS: 0x48,
  i32GtS: 0x4a,
  i32GeS: 0x4e,
  i32GeU: 0x4f,
  i64Eqz: 0x50,
  i64Eq: 0x51,
  i64Ne: 0x52,
  i64GeS: 0x59,
  i32Ctz: 0x68,
  i32Add: 0x6a,
  i32Sub: 0x6b,
  i32Mul: 0x6c,
  i32And: 0x71,
  i32Or: 0x72,
  i32Xor: 0x73,
  i32Shl: 0x74,
  i32ShrU: 0x76,
  i32Rotl: 0x77,
  i64Ctz: 0x7a,
  i64Popcnt: 0x7b,
  i64Sub: 0x7d,
  i64And: 0x83,
  i64Or: 0x84,
  i64Xor: 0x85,
  i64Shl: 0x86,
  i64ShrS: 0x87,
  i64ShrU: 0x88,
  i32WrapI64: 0xa7,
  i64ExtendI32U: 0xad,
  f64ConvertI64U: 0xba,
} as const;

const simd = (code: number): number[] => [0xfd, ...uleb(code)];
export const simdOp = {
  v128Load: simd(0x00),
  v128Const: simd(0x0c),
  i8x16Splat: simd(0x0f),
  i8x16Eq: simd(0x23),
  v128Or: simd(0x50),
  v128AnyTrue: simd(0x53),
  i8x16Bitmask: simd(0x64),
} as const;

/** A memory argument: alignment (log2) and offset. */
export const memarg = (align: number, offset: number): number[] => [
  ...uleb(align),
  ...uleb(offset),
];

/** Instructions that read, write and copy a local, and push a constant. */
export const localGet = (index: number): number[] => [op.localGet, ...uleb(index)];
export const localSet = (index: number): number[] => [op.localSet, ...uleb(index)];
export const localTee = (index: number): number[] => [op.localTee, ...uleb(index)];
/** An i32 constant; `value` may be written unsigned (0x80000000 and up), as hash constants are. */
export const i32Const = (value: number): number[] => [op.i32Const, ...sleb(value | 0)];
export const i64Const = (value: bigint | number): number[] => [op.i64Const, ...sleb(value)];
