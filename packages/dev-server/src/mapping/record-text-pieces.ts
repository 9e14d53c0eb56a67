/**
 * The fixed pieces of a stored record's text (and `null`, the text of a missing value), shared by
 * the writers of a new record and of an update in place so that both write exactly the shape the
 * records API stores.
 * @module
 */
import { copyBytes } from '../store/copy-bytes';

export const NULL_TEXT = Buffer.from('null');
export const RECORD_HEAD = Buffer.from('{"id":');
export const VALUES_HEAD = Buffer.from(',"values":{');
export const VALUE_HEAD = Buffer.from(':{"value":');
export const CELL_TAIL = Buffer.from(',"valid":true,"messages":[]}');
export const EMPTY_CELL = Buffer.from(':{"valid":true,"messages":[]}');
export const RECORD_TAIL = Buffer.from('},"valid":true},');

/** Copies `bytes` into `out` at `at`; returns where they end. */
export function put(out: Buffer, at: number, bytes: Uint8Array): number {
  return copyBytes(bytes, 0, bytes.length, out, at);
}

/** Copies bytes [start, end) of `from` into `out` at `at`; returns where they end. */
export function putRange(
  out: Buffer,
  at: number,
  from: Buffer,
  start: number,
  end: number,
): number {
  return copyBytes(from, start, end, out, at);
}
