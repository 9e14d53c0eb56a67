/**
 * A mapping program applied to records as their stored text: a source record's cells are found
 * in its text (record-cell-texts.ts), an `assign` rule copies its cell's value text as it is, a
 * `constant` writes its value's text, and only the other rules (`concatenate`, `map-enum`) build
 * the few values they read. The destination record's text is then written straight into the
 * store: what the object path (`compileRules`, then the records API's insert or merge) would have
 * stored, byte for byte, when the destination sheet has no rule that reads values. An update in
 * place writes the new cells into the stored record's text, the cells no rule writes copied.
 * @module
 */
import type { CellChange, CellInput } from '../records/rules/record-cells';
import { copyBytes } from '../store/copy-bytes';
import type { SheetEntity, StoredRecord } from '../store/entities';
import { compileRules, type RuleInput } from './mapping-rules';
import {
  CELL_SLOTS,
  isKeyText,
  jsonValueEnd,
  type RecordCells,
  readRecordCells,
} from './record-cell-texts';

/** Where a destination value's JSON text lies: nowhere (no value), the page, or the scratch. */
const ABSENT = 0;
const IN_PAGE = 1;
const IN_SCRATCH = 2;

const NULL_TEXT = Buffer.from('null');
const EMPTY_STRING_TEXT = Buffer.from('""');
const RECORD_HEAD = Buffer.from('{"id":');
const VALUES_HEAD = Buffer.from(',"values":{');
const VALUE_HEAD = Buffer.from(':{"value":');
const CELL_TAIL = Buffer.from(',"valid":true,"messages":[]}');
const EMPTY_CELL = Buffer.from(':{"valid":true,"messages":[]}');
const RECORD_TAIL = Buffer.from('},"valid":true},');

/**
 * Keys whose place in a JS object is not their insertion order (array indexes come first), or
 * that are not a plain own property (`__proto__`): the object path orders them otherwise.
 */
const isSpecialKey = (key: string) =>
  key === '__proto__' || (/^(?:0|[1-9]\d*)$/.test(key) && Number(key) < 2 ** 32 - 1);

/** One destination field a rule writes, in the order the rules write them. */
interface Output {
  key: string;
  keyText: Buffer;
  /** `assign`: the index of the source key it copies. */
  copies: number;
  /** `constant`: its value's text (undefined: it writes null). */
  fixed: Buffer | undefined;
  /** Any other rule: its value from the parsed cells of the keys it reads. */
  compute: ((cells: Record<string, { value?: unknown }>) => unknown) | undefined;
  /** The source keys `compute` reads (indexes into the read keys). */
  reads: number[];
}

/** The compiled program for text (see the module comment). */
export interface TextMapping {
  /** The source keys any rule reads, as the JSON text of the key. */
  readKeys: Buffer[];
  readNames: string[];
  outputs: Output[];
  /** The sheet's fields, for the empty cells of a new record (as `emptyCellFiller` adds them). */
  fields: Buffer[];
  /** Per field: the output that writes it (-1: none). */
  fieldOutputs: Int32Array;
  /** Whether records may be written as text (see `compileTextMapping`). */
  writesText: boolean;
}

/**
 * The program compiled for text against the destination sheet. Its records are written as text
 * (`writesText`) unless a key's place in an object is not its insertion order: then they are
 * built as objects from the values found, as the object path orders them.
 */
export function compileTextMapping(rules: RuleInput[], destination: SheetEntity): TextMapping {
  const fieldKeys = destination.config.fields.map((field) => field.key);
  let writesText = new Set(fieldKeys).size === fieldKeys.length && !fieldKeys.some(isSpecialKey);
  const readNames: string[] = [];
  const readIndex = (key: string) => {
    const at = readNames.indexOf(key);
    if (at >= 0) return at;
    readNames.push(key);
    return readNames.length - 1;
  };
  const outputs: Output[] = [];
  for (const rule of rules) {
    const config = rule.config ?? {};
    const destinationKey = config.destinationField;
    if (rule.type === 'ignore' || typeof destinationKey !== 'string') continue;
    if (isSpecialKey(destinationKey)) writesText = false;
    const output: Output = {
      key: destinationKey,
      keyText: Buffer.from(JSON.stringify(destinationKey)),
      copies: -1,
      fixed: undefined,
      compute: undefined,
      reads: [],
    };
    if (rule.type === 'assign') output.copies = readIndex(config.sourceField as string);
    else if (rule.type === 'constant') {
      const value = config.value ?? null;
      output.fixed = value === null ? undefined : Buffer.from(JSON.stringify(value));
    } else {
      const map = compileRules([rule]);
      output.compute = (cells) => map(cells)[destinationKey];
      const sources =
        rule.type === 'concatenate'
          ? (config.sourceFields as string[])
          : [config.sourceField as string];
      output.reads = sources.map(readIndex);
    }
    outputs.push(output);
  }
  return {
    readKeys: readNames.map((key) => Buffer.from(JSON.stringify(key))),
    readNames,
    outputs,
    fields: fieldKeys.map((key) => Buffer.from(JSON.stringify(key))),
    fieldOutputs: Int32Array.from(fieldKeys, (key) =>
      outputs.findIndex((output) => output.key === key),
    ),
    writesText,
  };
}

/** Bytes of scratch text, growing as values are added to it. */
class Scratch {
  bytes = Buffer.allocUnsafe(1 << 16);
  used = 0;

  /** Adds `text` (a string or bytes); returns where it starts. */
  add(text: string | Uint8Array): number {
    const most = typeof text === 'string' ? Buffer.byteLength(text) : text.length;
    if (this.used + most > this.bytes.length) {
      const grown = Buffer.allocUnsafe(Math.max(this.bytes.length * 2, this.used + most));
      this.bytes.copy(grown, 0, 0, this.used);
      this.bytes = grown;
    }
    const at = this.used;
    if (typeof text === 'string') this.used += this.bytes.write(text, at);
    else {
      this.bytes.set(text, at);
      this.used += text.length;
    }
    return at;
  }
}

/**
 * A page of source records mapped: per record its id and, per output, where its value's text
 * lies (`where`, `starts`, `ends`, at `record * outputs + output`).
 */
export class MappedPage {
  readonly ids: string[] = [];
  where = new Uint8Array(0);
  starts = new Int32Array(0);
  ends = new Int32Array(0);
  readonly scratch = new Scratch();
  bytes: Buffer = Buffer.alloc(0);

  constructor(readonly mapping: TextMapping) {}

  /** The bytes the value at `slot` (`record * outputs + output`) lies in (undefined: none). */
  source(slot: number): Buffer | undefined {
    const where = this.where[slot];
    return where === IN_PAGE ? this.bytes : where === IN_SCRATCH ? this.scratch.bytes : undefined;
  }

  /** The length of the value text at `slot` (0 when absent). */
  length(slot: number): number {
    return this.where[slot] === ABSENT
      ? 0
      : (this.ends[slot] as number) - (this.starts[slot] as number);
  }
}

/**
 * Maps a page of stored records (`chunks`, as `RecordStore.page` returns them): each record's
 * cells are read from its text, and each output's value text found or made.
 */
export function mapPage(mapping: TextMapping, chunks: Buffer[]): MappedPage {
  const page = new MappedPage(mapping);
  const bytes = chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks);
  page.bytes = bytes;
  const { outputs, readKeys } = mapping;
  const width = outputs.length;
  const reads = readKeys.length;
  const readStarts = new Int32Array(reads);
  const readEnds = new Int32Array(reads);
  const readWhere = new Uint8Array(reads);
  const found: RecordCells = { idStart: 0, idEnd: 0, cells: [], plainValid: false };
  const where: number[] = [];
  const starts: number[] = [];
  const ends: number[] = [];
  const fixed = outputs.map((output) => (output.fixed ? page.scratch.add(output.fixed) : -1));
  let at = 0;
  while (at < bytes.length) {
    readWhere.fill(ABSENT);
    let end = readRecordCells(bytes, at, bytes.length, found);
    if (end !== -1) {
      page.ids.push(idOf(bytes, found.idStart, found.idEnd));
      const { cells } = found;
      for (let cell = 0; cell < cells.length; cell += CELL_SLOTS) {
        const valueStart = cells[cell + 4] as number;
        if (valueStart === -1) continue;
        for (let read = 0; read < reads; read++) {
          if (
            !isKeyText(
              bytes,
              cells[cell] as number,
              cells[cell + 1] as number,
              readKeys[read] as Buffer,
            )
          )
            continue;
          readWhere[read] = IN_PAGE;
          readStarts[read] = valueStart;
          readEnds[read] = cells[cell + 5] as number;
        }
      }
    } else {
      // A record written some other way: parsed, the values it needs written out again.
      end = jsonValueEnd(bytes, at, bytes.length);
      if (end === -1) throw new Error('importkit/dev-server: a stored record is cut short');
      const record = JSON.parse(bytes.toString('utf8', at, end)) as StoredRecord;
      page.ids.push(record.id);
      mapping.readNames.forEach((key, read) => {
        const value = Object.hasOwn(record.values, key) ? record.values[key]?.value : undefined;
        if (value === undefined) return;
        const text = JSON.stringify(value);
        readWhere[read] = IN_SCRATCH;
        readStarts[read] = page.scratch.add(text);
        readEnds[read] = page.scratch.used;
      });
    }
    for (let index = 0; index < width; index++) {
      const output = outputs[index] as Output;
      if (output.copies >= 0) {
        const read = output.copies;
        const kind = readWhere[read] as number;
        const start = readStarts[read] as number;
        const stop = readEnds[read] as number;
        const from = kind === IN_PAGE ? bytes : page.scratch.bytes;
        // An empty value (null or "") assigns nothing, as `compileRules` does.
        const empty =
          kind === ABSENT ||
          isText(from, start, stop, NULL_TEXT) ||
          isText(from, start, stop, EMPTY_STRING_TEXT);
        where.push(empty ? ABSENT : kind);
        starts.push(start);
        ends.push(stop);
      } else if (output.compute) {
        const cells: Record<string, { value?: unknown }> = {};
        for (const read of output.reads) {
          const kind = readWhere[read];
          if (kind === ABSENT) continue;
          const from = kind === IN_PAGE ? bytes : page.scratch.bytes;
          cells[mapping.readNames[read] as string] = {
            value: JSON.parse(from.toString('utf8', readStarts[read], readEnds[read])),
          };
        }
        const value = output.compute(cells);
        if (value === null || value === undefined) {
          where.push(ABSENT);
          starts.push(0);
          ends.push(0);
        } else {
          const start = page.scratch.add(JSON.stringify(value));
          where.push(IN_SCRATCH);
          starts.push(start);
          ends.push(page.scratch.used);
        }
      } else {
        const start = fixed[index] as number;
        where.push(start === -1 ? ABSENT : IN_SCRATCH);
        starts.push(start);
        ends.push(start === -1 ? 0 : start + (output.fixed as Buffer).length);
      }
    }
    at = end + 1;
  }
  page.where = Uint8Array.from(where);
  page.starts = Int32Array.from(starts);
  page.ends = Int32Array.from(ends);
  return page;
}

function isText(bytes: Uint8Array, start: number, end: number, text: Uint8Array): boolean {
  return isKeyText(bytes, start, end, text);
}

/** A record id from its JSON text: ours are ASCII letters, digits and underscores. */
function idOf(bytes: Buffer, start: number, end: number): string {
  for (let at = start + 1; at < end - 1; at++) {
    if (bytes[at] === 0x5c || (bytes[at] as number) >= 0x80) {
      return JSON.parse(bytes.toString('utf8', start, end)) as string;
    }
  }
  return bytes.toString('latin1', start + 1, end - 1);
}

/** Copies `bytes` into `out` at `at`; returns where they end. */
function put(out: Buffer, at: number, bytes: Uint8Array): number {
  return copyBytes(bytes, 0, bytes.length, out, at);
}

/** Copies bytes [start, end) of `from` into `out` at `at`; returns where they end. */
function putRange(out: Buffer, at: number, from: Buffer, start: number, end: number): number {
  return copyBytes(from, start, end, out, at);
}

/**
 * The most bytes the new record made from record `record` of the page takes with an id of
 * `idLength` characters (as `writeNewRecord` writes it).
 */
export function newRecordBound(page: MappedPage, record: number, idLength: number): number {
  const { outputs, fields } = page.mapping;
  let bytes = RECORD_HEAD.length + idLength + 2 + VALUES_HEAD.length + RECORD_TAIL.length;
  for (let index = 0; index < outputs.length; index++) {
    const slot = record * outputs.length + index;
    bytes +=
      (outputs[index] as Output).keyText.length +
      VALUE_HEAD.length +
      page.length(slot) +
      CELL_TAIL.length +
      1;
  }
  for (const field of fields) bytes += field.length + EMPTY_CELL.length + 1;
  return bytes;
}

/**
 * Writes the stored text (with its trailing comma) of the new record `id` made from record
 * `record` of the page, into `out` at `at`; returns where it ends. It is what the records API's
 * insert stores for the cells `compileRules` gives: the written values in the rules' order, each
 * valid with no messages, then an empty cell for every other field of the sheet, in its order.
 */
export function writeNewRecord(
  page: MappedPage,
  record: number,
  id: string,
  out: Buffer,
  at: number,
): number {
  const { outputs, fields } = page.mapping;
  let to = put(out, at, RECORD_HEAD);
  out[to++] = 0x22;
  // Record ids are ours: ASCII letters, digits and underscores.
  for (let index = 0; index < id.length; index++) out[to++] = id.charCodeAt(index);
  out[to++] = 0x22;
  to = put(out, to, VALUES_HEAD);
  let first = true;
  const base = record * outputs.length;
  for (let index = 0; index < outputs.length; index++) {
    const from = page.source(base + index);
    if (!from) continue;
    if (!first) out[to++] = 0x2c;
    first = false;
    to = put(out, to, (outputs[index] as Output).keyText);
    to = put(out, to, VALUE_HEAD);
    to = putRange(
      out,
      to,
      from,
      page.starts[base + index] as number,
      page.ends[base + index] as number,
    );
    to = put(out, to, CELL_TAIL);
  }
  const { fieldOutputs } = page.mapping;
  for (let index = 0; index < fields.length; index++) {
    const output = fieldOutputs[index] as number;
    if (output !== -1 && page.where[base + output] !== ABSENT) continue;
    if (!first) out[to++] = 0x2c;
    first = false;
    to = put(out, to, fields[index] as Buffer);
    to = put(out, to, EMPTY_CELL);
  }
  return put(out, to, RECORD_TAIL);
}

/**
 * An update in place of a stored record by record `record` of the page, planned from the stored
 * text: undefined when that text is not a valid record of exactly `id`, `values` and `valid`
 * (merge it as an object then).
 */
export interface PlannedUpdate {
  record: number;
  text: Buffer;
  /** The stored record's cells (see `RecordCells.cells`) and, per cell, the output it gets (-1). */
  cells: number[];
  outputOf: Int32Array;
  idStart: number;
  idEnd: number;
  /** Per output: whether the stored record has its cell. */
  present: Uint8Array;
}

export function planUpdate(
  page: MappedPage,
  record: number,
  text: Buffer,
): PlannedUpdate | undefined {
  const found: RecordCells = { idStart: 0, idEnd: 0, cells: [], plainValid: false };
  const end = readRecordCells(text, 0, text.length, found);
  if (end !== text.length || !found.plainValid) return undefined;
  const { outputs } = page.mapping;
  const { cells } = found;
  const outputOf = new Int32Array(cells.length / CELL_SLOTS).fill(-1);
  const present = new Uint8Array(outputs.length);
  for (let cell = 0; cell < cells.length; cell += CELL_SLOTS) {
    for (let index = 0; index < outputs.length; index++) {
      const key = (outputs[index] as Output).keyText;
      if (!isKeyText(text, cells[cell] as number, cells[cell + 1] as number, key)) continue;
      outputOf[cell / CELL_SLOTS] = index;
      present[index] = 1;
    }
  }
  return { record, text, cells, outputOf, idStart: found.idStart, idEnd: found.idEnd, present };
}

/** The most bytes the updated record takes (as `writeUpdatedRecord` writes it). */
export function updatedRecordBound(page: MappedPage, update: PlannedUpdate): number {
  const { outputs } = page.mapping;
  // The stored text, plus every output's cell in full beside it.
  let bytes = update.text.length + 1;
  const base = update.record * outputs.length;
  for (let index = 0; index < outputs.length; index++) {
    bytes +=
      (outputs[index] as Output).keyText.length +
      VALUE_HEAD.length +
      Math.max(page.length(base + index), NULL_TEXT.length) +
      CELL_TAIL.length +
      1;
  }
  return bytes;
}

/** Copies the value text at `slot` (`null` when there is none) into `out` at `to`. */
function putValue(page: MappedPage, slot: number, out: Buffer, to: number): number {
  const from = page.source(slot);
  return from
    ? putRange(out, to, from, page.starts[slot] as number, page.ends[slot] as number)
    : put(out, to, NULL_TEXT);
}

/**
 * Writes the updated record's text (with its trailing comma) into `out` at `at`; returns where it
 * ends. It is what merging the cells `{ value, messages: [] }` (null for a value the program does
 * not write) into the stored record stores: the cells in their order, each written one replaced
 * by `{ value, valid: true, messages: [] }`, the others as they were, then the written cells the
 * record lacked, in the rules' order.
 */
export function writeUpdatedRecord(
  page: MappedPage,
  update: PlannedUpdate,
  out: Buffer,
  at: number,
): number {
  const { outputs } = page.mapping;
  const { text, cells, outputOf } = update;
  const base = update.record * outputs.length;
  let to = put(out, at, RECORD_HEAD);
  to = putRange(out, to, text, update.idStart, update.idEnd);
  to = put(out, to, VALUES_HEAD);
  let first = true;
  for (let cell = 0; cell < cells.length; cell += CELL_SLOTS) {
    if (!first) out[to++] = 0x2c;
    first = false;
    const index = outputOf[cell / CELL_SLOTS] as number;
    if (index === -1) {
      to = putRange(out, to, text, cells[cell] as number, cells[cell + 3] as number);
      continue;
    }
    to = putRange(out, to, text, cells[cell] as number, cells[cell + 1] as number);
    to = put(out, to, VALUE_HEAD);
    to = putValue(page, base + index, out, to);
    to = put(out, to, CELL_TAIL);
  }
  for (let index = 0; index < outputs.length; index++) {
    if (update.present[index] === 1) continue;
    if (!first) out[to++] = 0x2c;
    first = false;
    to = put(out, to, (outputs[index] as Output).keyText);
    to = put(out, to, VALUE_HEAD);
    to = putValue(page, base + index, out, to);
    to = put(out, to, CELL_TAIL);
  }
  return put(out, to, RECORD_TAIL);
}

/**
 * The cell changes of an update, as merging would report them (a value whose text differs from
 * the stored one; a missing value is null), pushed onto `changes` until it holds `most`.
 */
export function updateChanges(
  page: MappedPage,
  update: PlannedUpdate,
  recordId: string,
  changes: CellChange[],
  most: number,
): void {
  const { outputs } = page.mapping;
  const { text, cells } = update;
  const base = update.record * outputs.length;
  for (let index = 0; index < outputs.length && changes.length < most; index++) {
    const slot = base + index;
    const from = page.source(slot) ?? NULL_TEXT;
    const nextStart = page.where[slot] === ABSENT ? 0 : (page.starts[slot] as number);
    const nextEnd = page.where[slot] === ABSENT ? NULL_TEXT.length : (page.ends[slot] as number);
    let previous: Uint8Array = NULL_TEXT;
    let previousStart = 0;
    let previousEnd = NULL_TEXT.length;
    for (let cell = 0; cell < cells.length; cell += CELL_SLOTS) {
      if (update.outputOf[cell / CELL_SLOTS] !== index) continue;
      const valueStart = cells[cell + 4] as number;
      if (valueStart === -1) continue;
      previous = text;
      previousStart = valueStart;
      previousEnd = cells[cell + 5] as number;
    }
    if (sameBytes(previous, previousStart, previousEnd, from, nextStart, nextEnd)) continue;
    changes.push({
      recordId,
      fieldKey: (outputs[index] as Output).key,
      previousValue: decode(previous, previousStart, previousEnd),
      newValue: decode(from, nextStart, nextEnd),
    });
  }
}

function decode(bytes: Uint8Array, start: number, end: number): unknown {
  return JSON.parse(
    Buffer.from(bytes.buffer, bytes.byteOffset + start, end - start).toString('utf8'),
  );
}

function sameBytes(
  a: Uint8Array,
  aStart: number,
  aEnd: number,
  b: Uint8Array,
  bStart: number,
  bEnd: number,
): boolean {
  if (aEnd - aStart !== bEnd - bStart) return false;
  for (let index = 0; index < aEnd - aStart; index++) {
    if (a[aStart + index] !== b[bStart + index]) return false;
  }
  return true;
}

/**
 * The cells the object path writes for record `record` of the page (see `cellsOf` in
 * transform-job.ts): for a sheet whose rules read values, or a stored record of another shape.
 */
export function cellInputsOf(
  page: MappedPage,
  record: number,
  forUpdate: boolean,
): Record<string, CellInput> {
  const { outputs } = page.mapping;
  const cells: Record<string, CellInput> = {};
  const base = record * outputs.length;
  for (let index = 0; index < outputs.length; index++) {
    const { key } = outputs[index] as Output;
    const from = page.source(base + index);
    if (from) {
      const value = JSON.parse(
        from.toString('utf8', page.starts[base + index], page.ends[base + index]),
      ) as CellInput['value'];
      cells[key] = forUpdate ? { value, messages: [] } : { value };
    } else if (forUpdate) cells[key] = { value: null, messages: [] };
  }
  return cells;
}
