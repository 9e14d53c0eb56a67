/**
 * Keeping `unlinked` messages true when the referenced sheet changes. A reference cell is checked
 * when its own record is written (builtin-rules.ts); this module rechecks the other direction:
 * after a write to a sheet, the cells of the sheets that reference it whose value was found and
 * no longer is, or the reverse.
 *
 * Each referencing field keeps an index beside the store: its records' lookup texts (see
 * `referenceText`) with the ids of the records holding each, and the set of referenced values its
 * records were last checked against. A write to the referenced sheet compares that set with the
 * new one only for the texts the referencing sheet holds, and reads back only the records holding
 * a text whose answer changed. A write to a sheet that nobody references costs one pass over the
 * fields of the stored sheets. The index is rebuilt from one scan when the referencing sheet was
 * written since (its writes are checked against the current values as they happen, so the set it
 * was checked against stays the one kept).
 * @module
 */
import type { DevRuntime } from '../../runtime/runtime';
import type { FieldConfig, SheetEntity, StoredRecord, WorkbookEntity } from '../../store/entities';
import { builtinRules } from '../rules/builtin-rules';
import { isRecordValid } from '../rules/record-cells';
import {
  acknowledgeReferenceValues,
  applyRecordDelta,
  type RecordDelta,
  type ReferenceLookup,
  referencedSheet,
  referenceSetName,
  referenceText,
  referenceValues,
} from '../rules/reference-values';
import { acknowledgeMessagesOnlyWrite } from './unique-rules';

/** Records read back per batch when their messages may change. */
const READ_BACK_BATCH = 1000;

interface ReferencingField {
  sheet: SheetEntity;
  field: FieldConfig & { type: 'reference' | 'reference-list' };
}

export interface LinkIndex {
  /** The field's definition as JSON text: the index is rebuilt when it changes. */
  signature: string;
  /** The referencing sheet's write count the index agrees with. */
  seenWrites: number;
  /** Lookup text → ids of the records whose cell holds it. */
  holders: Map<string, Set<string>>;
  /** The referenced values the records were last checked against (undefined: not known yet). */
  checkedAgainst?: ReferenceLookup;
}

const indexesOf = (runtime: DevRuntime) => runtime.state.referenceLinks;

/** The reference fields, of any stored sheet, whose referenced sheet is `target`. */
function fieldsReferencing(runtime: DevRuntime, target: SheetEntity): ReferencingField[] {
  const found: ReferencingField[] = [];
  for (const sheet of runtime.store.sheets.list()) {
    for (const field of sheet.config.fields) {
      if (field.type !== 'reference' && field.type !== 'reference-list') continue;
      if (referencedSheet(runtime, sheet, field.config.ref)?.id !== target.id) continue;
      found.push({ sheet, field: field as ReferencingField['field'] });
    }
  }
  return found;
}

/** Whether a reference field of any stored sheet points at `target` (its writes recheck them). */
export const isReferenced = (runtime: DevRuntime, target: SheetEntity): boolean =>
  fieldsReferencing(runtime, target).length > 0;

const cellValueOf = (record: StoredRecord, key: string) =>
  Object.hasOwn(record.values, key) ? record.values[key]?.value : undefined;

/** The lookup texts a record's reference cell holds (one per element of a list). */
function textsOf({ field }: ReferencingField, record: StoredRecord): string[] {
  const value = cellValueOf(record, field.key);
  if (value === undefined || value === null || value === '') return [];
  const recordField = field.config.filter?.recordField;
  const filterValue =
    recordField === undefined ? undefined : (cellValueOf(record, recordField) ?? null);
  const items = field.type === 'reference-list' && Array.isArray(value) ? value : [value];
  return items
    .filter((item) => item !== undefined && item !== null && item !== '')
    .map((item) => referenceText(item, filterValue));
}

function buildIndex(runtime: DevRuntime, referencing: ReferencingField, signature: string) {
  const holders = new Map<string, Set<string>>();
  runtime.store.records.scan(
    referencing.sheet.id,
    () => true,
    (record) => {
      for (const text of textsOf(referencing, record)) {
        let ids = holders.get(text);
        if (!ids) {
          ids = new Set();
          holders.set(text, ids);
        }
        ids.add(record.id);
      }
    },
  );
  return { signature, holders, seenWrites: runtime.store.records.writeCount(referencing.sheet.id) };
}

/** The field's index, rebuilt when its sheet was written since or the field changed. */
function freshIndex(runtime: DevRuntime, referencing: ReferencingField): LinkIndex {
  const indexes = indexesOf(runtime);
  const name = JSON.stringify([referencing.sheet.id, referencing.field.key]);
  const signature = JSON.stringify(referencing.field);
  const known = indexes.get(name);
  const writes = runtime.store.records.writeCount(referencing.sheet.id);
  if (known && known.signature === signature && known.seenWrites === writes) return known;
  const index: LinkIndex = {
    ...buildIndex(runtime, referencing, signature),
    // A changed field was checked against another sheet or key: everything is rechecked.
    checkedAgainst: known?.signature === signature ? known.checkedAgainst : undefined,
  };
  indexes.set(name, index);
  return index;
}

/** The record's cell messages as text (no messages and an empty list read the same). */
const messagesText = (record: StoredRecord) =>
  JSON.stringify(Object.values(record.values).map((cell) => cell.messages ?? []));

/**
 * Runs the referencing sheet's built-in rules again on these records and stores those whose
 * messages changed. Returns their ids.
 */
function recheckRecords(runtime: DevRuntime, sheet: SheetEntity, ids: string[]): string[] {
  const rules = builtinRules(sheet, runtime);
  if (!rules) return [];
  const rewritten: string[] = [];
  for (let start = 0; start < ids.length; start += READ_BACK_BATCH) {
    const batch = runtime.store.records.get(sheet.id, ids.slice(start, start + READ_BACK_BATCH));
    const changed: StoredRecord[] = [];
    for (const record of batch) {
      if (!record) continue;
      const before = messagesText(record);
      const values = { ...record.values };
      rules(values);
      const next = { ...record, values, valid: isRecordValid({ ...record, values }) };
      if (messagesText(next) !== before || next.valid !== record.valid) changed.push(next);
    }
    if (changed.length === 0) continue;
    const writesBefore = runtime.store.records.writeCount(sheet.id);
    runtime.store.records.replace(sheet.id, changed);
    acknowledgeValuesUnchanged(runtime, sheet, writesBefore);
    for (const record of changed) rewritten.push(record.id);
  }
  return rewritten;
}

/**
 * Only messages changed: every index kept of this sheet's values (unique, referenced values, link
 * indexes) still agrees with the store.
 */
export function acknowledgeValuesUnchanged(
  runtime: DevRuntime,
  sheet: SheetEntity,
  writesBefore: number,
) {
  acknowledgeMessagesOnlyWrite(runtime, sheet, writesBefore);
  acknowledgeReferenceValues(runtime, sheet.id, writesBefore);
  const writes = runtime.store.records.writeCount(sheet.id);
  for (const [name, index] of indexesOf(runtime)) {
    if (index.seenWrites === writesBefore && (JSON.parse(name) as string[])[0] === sheet.id) {
      index.seenWrites = writes;
    }
  }
}

/** Announces the records of a referencing sheet whose messages changed (one commit). */
export type AnnounceRelinked = (
  workbook: WorkbookEntity,
  sheet: SheetEntity,
  recordIds: string[],
) => void;

/**
 * After a write to `sheet`: rechecks the reference cells, in every sheet referencing it, whose
 * value the write made found or not found, and announces each sheet whose records changed. With
 * `delta` (the records the write removed and added) the referenced values are moved rather than
 * rebuilt from a scan of `sheet`.
 */
export function relinkReferencesTo(
  runtime: DevRuntime,
  sheet: SheetEntity,
  announce: AnnounceRelinked,
  delta?: RecordDelta,
): void {
  const referencing = fieldsReferencing(runtime, sheet);
  if (referencing.length === 0) return;
  // A write that says what it removed and added moves the referenced values in place: only the
  // values whose presence flipped can link or unlink anything.
  const flipped = delta === undefined ? undefined : applyRecordDelta(runtime, sheet.id, delta);
  const changedBySheet = new Map<string, Set<string>>();
  for (const one of referencing) {
    const index = freshIndex(runtime, one);
    const { key, filter } = one.field.config;
    const fresh = flipped?.get(referenceSetName(sheet.id, key, filter?.refField));
    const now = referenceValues(runtime, sheet.id, key, filter?.refField);
    const ids = changedBySheet.get(one.sheet.id) ?? new Set<string>();
    changedBySheet.set(one.sheet.id, ids);
    if (fresh !== undefined && index.checkedAgainst === now) {
      for (const text of fresh) for (const id of index.holders.get(text) ?? []) ids.add(id);
      continue;
    }
    if (index.checkedAgainst === now) continue;
    const before = index.checkedAgainst;
    for (const [text, holders] of index.holders) {
      if (before !== undefined && before.has(text) === now.has(text)) continue;
      for (const id of holders) ids.add(id);
    }
    index.checkedAgainst = now;
  }
  recheckAndAnnounce(runtime, changedBySheet, announce);
}

/** Rechecks these records of each sheet and announces each sheet whose records changed. */
function recheckAndAnnounce(
  runtime: DevRuntime,
  idsBySheet: Map<string, Set<string>>,
  announce: AnnounceRelinked,
) {
  for (const [sheetId, ids] of idsBySheet) {
    const target = runtime.store.sheets.get(sheetId) as SheetEntity;
    const written = ids.size === 0 ? [] : recheckRecords(runtime, target, [...ids]);
    if (written.length === 0) continue;
    const workbook = runtime.store.workbooks.get(target.workbookId) as WorkbookEntity;
    announce(workbook, target, written);
  }
}

/** A reference field and the id of the sheet it pointed at when it was taken. */
export interface ReferenceTarget extends ReferencingField {
  targetId: string;
}

/**
 * The reference fields pointing at these sheets now: taken before a change that can make them
 * point elsewhere or nowhere (a sheet removed, its slug changed), for `relinkMovedReferences`.
 */
export function referenceTargets(runtime: DevRuntime, sheets: SheetEntity[]): ReferenceTarget[] {
  return sheets.flatMap((target) =>
    fieldsReferencing(runtime, target).map((one) => ({ ...one, targetId: target.id })),
  );
}

/**
 * After such a change: every record holding a value in a field of `before` that no longer points
 * at the same sheet is checked again (against the sheet it points at now, or none: unlinked), and
 * each sheet whose records changed is announced. A field that is gone or changed was rechecked by
 * its own sheet's change.
 */
export function relinkMovedReferences(
  runtime: DevRuntime,
  before: ReferenceTarget[],
  announce: AnnounceRelinked,
): void {
  const idsBySheet = new Map<string, Set<string>>();
  for (const { sheet: was, field: wasField, targetId } of before) {
    const sheet = runtime.store.sheets.get(was.id);
    const field = sheet?.config.fields.find((candidate) => candidate.key === wasField.key);
    if (!sheet || JSON.stringify(field) !== JSON.stringify(wasField)) continue;
    if (referencedSheet(runtime, sheet, wasField.config.ref)?.id === targetId) continue;
    const index = freshIndex(runtime, { sheet, field: wasField });
    // Checked against another sheet's values: the next write to a sheet it points at rechecks all.
    index.checkedAgainst = undefined;
    const ids = idsBySheet.get(sheet.id) ?? new Set<string>();
    idsBySheet.set(sheet.id, ids);
    for (const holders of index.holders.values()) for (const id of holders) ids.add(id);
  }
  recheckAndAnnounce(runtime, idsBySheet, announce);
}
