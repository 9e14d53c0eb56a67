/**
 * A new destination record written straight as its stored text, from a mapped page: what the
 * records API's insert would store for the same values, without making the record as an object.
 * @module
 */
import { ABSENT, type MappedPage } from './mapped-page';
import {
  CELL_TAIL,
  EMPTY_CELL,
  put,
  putRange,
  RECORD_HEAD,
  RECORD_TAIL,
  VALUE_HEAD,
  VALUES_HEAD,
} from './record-text-pieces';
import type { Output } from './text-mapping-program';

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
