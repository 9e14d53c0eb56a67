/**
 * A page of source records mapped once, as the stored text: each record's cells are found in its
 * text (record-cell-texts.ts) and each output's value text located, in the page or in a scratch
 * buffer, so that the destination record can be written from those bytes without building the
 * values as objects. `cellInputsOf` gives the same values as objects for the records the text
 * path cannot write.
 * @module
 */
import type { CellInput } from '../records/rules/record-cells';
import type { StoredRecord } from '../store/entities';
import { jsonValueEnd } from '../store/record-text';
import { CELL_SLOTS, isKeyText, type RecordCells, readRecordCells } from './record-cell-texts';
import { NULL_TEXT } from './record-text-pieces';
import type { Output, TextMapping } from './text-mapping-program';

/** Where a destination value's JSON text lies: nowhere (no value), the page, or the scratch. */
export const ABSENT = 0;
const IN_PAGE = 1;
const IN_SCRATCH = 2;

const EMPTY_STRING_TEXT = Buffer.from('""');

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
  const found: RecordCells = { idStart: 0, idEnd: 0, cells: [], count: 0, plainValid: false };
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
      for (let cell = 0; cell < found.count; cell += CELL_SLOTS) {
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

/**
 * The cells the object path writes for record `record` of the page (merged or inserted by
 * transform-page-writes.ts): for a sheet whose rules read values, or a stored record of another
 * shape.
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
