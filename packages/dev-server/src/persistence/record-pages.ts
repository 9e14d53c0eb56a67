/**
 * The records pages of a state file: lines holding a sheet's records (or a snapshot's) as the
 * store's own text, `{"records":<sheet id>,"items":[<record>,…]}`. A save writes them from the
 * store's bytes; a load copies them back as they are, a line scanned once and never parsed into
 * objects (stored-records-scan.ts). A line that is not exactly what a save writes — edited by
 * hand, cut short, malformed — is left to the parse every other line goes through, so it loads
 * as it always did or fails with the same error, naming the file and line.
 * @module
 */

import { isUtf8 } from 'node:buffer';
import { loadSavedRecordTexts } from '../records/write/record-tables';
import type { DevRuntime } from '../runtime/runtime';
import { restoreSnapshotRecords } from '../snapshots/snapshot-registry';
import { CanonicalJson } from '../store/canonical-json';
import { QUOTE } from '../store/json-bytes';
import { decodeString, type ScannedRecords, scanStoredRecords } from '../store/stored-records-scan';

/** Whose records a page holds: a sheet's, or a saved snapshot's. */
export type RecordPageKind = 'records' | 'snapshotRecords';

const KINDS: readonly RecordPageKind[] = ['records', 'snapshotRecords'];
const HEADS = KINDS.map((kind) => Buffer.from(`{"${kind}":`));
const ITEMS = Buffer.from(',"items":[');
const TAIL = Buffer.from(']}');

/** The start of a page's line, up to its first record. */
export function recordPageHead(kind: RecordPageKind, id: string): Buffer {
  return Buffer.from(`{"${kind}":${JSON.stringify(id)},"items":[`);
}

/** The end of a page's line, after its last record. */
export const RECORD_PAGE_TAIL = TAIL;

/** A page read without parsing it. */
export interface RecordPage {
  kind: RecordPageKind;
  /** The sheet's id, or the snapshot's. */
  id: string;
  records: ScannedRecords;
}

function hasAt(bytes: Buffer, at: number, expected: Buffer): boolean {
  return (
    at >= 0 &&
    bytes.length - at >= expected.length &&
    bytes.compare(expected, 0, expected.length, at, at + expected.length) === 0
  );
}

/**
 * The page a line holds, when it is exactly what a save writes (see the module comment);
 * otherwise undefined, and the line is to be parsed.
 */
export function readRecordPage(line: Buffer): RecordPage | undefined {
  const kindIndex = HEADS.findIndex((head) => hasAt(line, 0, head));
  if (kindIndex === -1) return undefined;
  const head = HEADS[kindIndex] as Buffer;
  const tailAt = line.length - TAIL.length;
  if (!hasAt(line, tailAt, TAIL) || line[head.length] !== QUOTE) return undefined;
  const idEnd = new CanonicalJson(line).stringEnd(head.length, tailAt);
  if (idEnd === -1 || !hasAt(line, idEnd, ITEMS) || idEnd + ITEMS.length > tailAt) return undefined;
  // Bytes that are not UTF-8 are decoded with replacement characters by the parse: not a copy.
  if (!isUtf8(line)) return undefined;
  const records = scanStoredRecords(line, idEnd + ITEMS.length, tailAt);
  if (!records) return undefined;
  return {
    kind: KINDS[kindIndex] as RecordPageKind,
    id: decodeString(line, head.length, idEnd),
    records,
  };
}

/**
 * Puts a records page back as a copy of its text; false when the line is not a page as a save
 * writes it (parse it then). Throws, as the parsed line would, for the records of a sheet the file
 * does not hold.
 */
export function restoreRecordPage(runtime: DevRuntime, line: Buffer): boolean {
  const page = readRecordPage(line);
  if (!page) return false;
  if (page.kind === 'snapshotRecords') {
    restoreSnapshotRecords(runtime, page.id, page.records);
    return true;
  }
  if (!runtime.store.sheets.get(page.id)) {
    throw new Error(`records of sheet ${page.id}, which the file does not hold`);
  }
  loadSavedRecordTexts(runtime, page.id, page.records);
  return true;
}
