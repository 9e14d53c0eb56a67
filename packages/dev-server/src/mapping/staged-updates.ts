/**
 * The updates in place of one page written into a scratch buffer before anything is stored, so
 * that an update leaving a record's text exactly as it is (a program run again over a source that
 * did not change, or changed in a few records) stores nothing for that record: its old text stays
 * where it is, still shared with the snapshot taken before the run, instead of a byte-identical
 * copy being appended beside it (which doubled the destination's memory and cost its writes).
 * @module
 */
import type { MappedPage } from './mapped-page';
import { type PlannedUpdate, updatedRecordBound, writeUpdatedRecord } from './updated-record-text';

/** The updates of a page whose text changes, written (see `stageUpdates`). */
export interface StagedUpdates {
  /** Indexes into the planned updates whose new text differs from the stored one, in order. */
  changed: number[];
  /** The i-th changed update's new text (its trailing comma included) is [starts[i], ends[i]). */
  bytes: Buffer;
  starts: number[];
  ends: number[];
}

/** Reused from page to page: a page's updates are stored before the next page is staged. */
let scratch = Buffer.alloc(0);

/**
 * Writes each planned update's new text (as `writeUpdatedRecord` writes it) and keeps those that
 * differ from the record's stored text. The bytes are valid until the next call: store them first.
 */
export function stageUpdates(page: MappedPage, planned: readonly PlannedUpdate[]): StagedUpdates {
  let size = 0;
  for (const plan of planned) size += updatedRecordBound(page, plan);
  if (scratch.length < size) scratch = Buffer.allocUnsafeSlow(Math.max(size, scratch.length * 2));
  const staged: StagedUpdates = { changed: [], bytes: scratch, starts: [], ends: [] };
  let at = 0;
  planned.forEach((plan, index) => {
    const end = writeUpdatedRecord(page, plan, scratch, at);
    const { text } = plan;
    // The text written, its trailing comma aside, against the stored one.
    const same =
      end - 1 - at === text.length && scratch.compare(text, 0, text.length, at, end - 1) === 0;
    if (same) return;
    staged.changed.push(index);
    staged.starts.push(at);
    staged.ends.push(end);
    at = end;
  });
  return staged;
}
